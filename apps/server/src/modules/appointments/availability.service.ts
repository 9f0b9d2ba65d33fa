import { availableStarts, shiftsOf, studioNow, weekdayIndex, type SlotQuery } from '@turnos/domain';
import { notFound } from '../../http/app-error';
import type { Db } from '../../db/types';
import { getSlotContext } from './slot-context.queries';

export interface SlotRequest {
  professionalBranchId: number;
  professionalServiceId: number;
  fecha: string;
  /** rescheduling: this appointment's own units count as free */
  exceptAppointmentId?: number;
}

/** Everything the slot engine needs, read from our own data (never from the request). */
export async function loadSlotQuery(db: Db, req: SlotRequest, now: Date) {
  const ctx = await getSlotContext(db, { ...req, weekday: weekdayIndex(req.fecha) });
  if (!ctx) throw notFound('El profesional no existe en esa sucursal.');
  const { pb, link, service } = ctx;
  if (!link || !service) throw notFound('El servicio no está asociado a este profesional.');
  const query: SlotQuery = {
    date: req.fecha,
    shifts: shiftsOf(
      ctx.day && {
        activo: ctx.day.activo,
        hora_inicio1: ctx.day.horaInicio1,
        hora_fin1: ctx.day.horaFin1,
        segundo_turno: ctx.day.segundoTurno,
        hora_inicio2: ctx.day.horaInicio2,
        hora_fin2: ctx.day.horaFin2,
      },
    ),
    gridStep: pb.grillaTurnos,
    pattern: service.ocupacion,
    taken: ctx.taken,
    nonWorking: ctx.nonWorking,
    agendaOpenDays: pb.diasAgendaAbierta,
    now: studioNow(now),
  };
  return { query, pb, link, service };
}

/** Public availability: an inactive professional or service offers nothing. */
export async function availableSlots(db: Db, req: SlotRequest, now: Date): Promise<string[]> {
  const { query, pb, link } = await loadSlotQuery(db, req, now);
  if (!pb.activo || !link.activo) return [];
  return availableStarts(query);
}
