import {
  availableStarts,
  shiftsOf,
  studioNow,
  weekdayIndex,
  type SlotQuery,
  type WorkingDayTimes,
} from '@turnos/domain';
import { notFound } from '../../http/app-error';
import type { Db } from '../../db/types';
import { getSlotContext } from './slot-context.queries';
import { agendaCacheFor, workingDayTimes } from './agenda-config-cache';
import { getTakenUnits } from './taken-units.queries';

export interface SlotRequest {
  professionalBranchId: number;
  professionalServiceId: number;
  fecha: string;
  /** rescheduling: this appointment's own units count as free */
  exceptAppointmentId?: number;
}

const noProfessional = () => notFound('El profesional no existe en esa sucursal.');
const noService = () => notFound('El servicio no está asociado a este profesional.');

function slotQuery(
  fecha: string,
  parts: Omit<SlotQuery, 'date' | 'shifts' | 'now'> & { day: WorkingDayTimes | undefined },
  now: Date,
): SlotQuery {
  const { day, ...rest } = parts;
  return { ...rest, date: fecha, shifts: shiftsOf(day), now: studioNow(now) };
}

/**
 * Everything the booking rule needs, read from our own data in one statement (never from the
 * request). Reserve and reschedule call it with their transaction.
 */
export async function loadSlotQuery(db: Db, req: SlotRequest, now: Date) {
  const ctx = await getSlotContext(db, { ...req, weekday: weekdayIndex(req.fecha) });
  if (!ctx) throw noProfessional();
  const { pb, link, service } = ctx;
  if (!link || !service) throw noService();
  const query = slotQuery(
    req.fecha,
    {
      day: ctx.day && workingDayTimes(ctx.day),
      gridStep: pb.grillaTurnos,
      pattern: service.ocupacion,
      taken: ctx.taken,
      nonWorking: ctx.nonWorking,
      agendaOpenDays: pb.diasAgendaAbierta,
      professionalActive: pb.activo,
      serviceActive: link.activo,
    },
    now,
  );
  return { query, pb, link, service };
}

/** Tries with the cached configuration before reading it all in one statement. */
const CACHED_ATTEMPTS = 2;

/**
 * Public availability: the starts the booking rule allows (an inactive professional or service
 * offers nothing). The agenda's configuration comes from the per-process cache, trusted only when
 * the generation read together with the taken units matches it (ADR 0021); the taken units are
 * always read fresh.
 */
export async function availableSlots(db: Db, req: SlotRequest, now: Date): Promise<string[]> {
  const cache = agendaCacheFor(db);
  for (let attempt = 0; attempt < CACHED_ATTEMPTS; attempt++) {
    const config =
      cache.get(req.professionalBranchId) ?? (await cache.load(db, req.professionalBranchId));
    if (!config) throw noProfessional();
    const { generation, taken } = await getTakenUnits(db, {
      professionalId: config.professionalId,
      fecha: req.fecha,
      exceptAppointmentId: req.exceptAppointmentId,
    });
    if (generation !== config.generation) {
      cache.clear();
      continue;
    }
    const link = config.links.get(req.professionalServiceId);
    if (!link) throw noService();
    return availableStarts(
      slotQuery(
        req.fecha,
        {
          day: config.weekdays.get(weekdayIndex(req.fecha)),
          gridStep: config.gridStep,
          pattern: link.pattern,
          taken,
          nonWorking: config.daysOff.has(req.fecha),
          agendaOpenDays: config.agendaOpenDays,
          professionalActive: config.activo,
          serviceActive: link.activo,
        },
        now,
      ),
    );
  }
  // the configuration keeps changing under us: read everything in one statement
  return availableStarts((await loadSlotQuery(db, req, now)).query);
}
