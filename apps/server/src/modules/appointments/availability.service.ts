import {
  shiftsOf,
  studioNow,
  weekdayIndex,
  type SlotQuery,
  type WorkingDayTimes,
} from '@turnos/domain';
import { notFound } from '../../http/app-error';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../auth/auth-user';
import { ownsProfessionalBranch } from '../../auth/policy';
import { agendaCacheFor, type AgendaConfig } from './agenda-config-cache';
import { getTakenUnits, type TakenUnits, type TakenUnitsKey } from './taken-units.queries';
import { closedReason } from './closed-dates';

export interface SlotRequest {
  professionalBranchId: number;
  professionalServiceId: number;
  fecha: string;
  /** rescheduling: this appointment's own units count as free */
  exceptAppointmentId?: number;
  /**
   * who asks (null: an anonymous visitor). Staff on the row (an admin, or its professional) are
   * not held to the clients' minimum notice (ADR 0070); everyone else is.
   */
  caller: AuthUser | null | undefined;
  /**
   * contract §7.7: a series is planned ahead by staff, so it is not held to the clients'
   * open-agenda window (`dias_agenda_abierta`); every other rule binds it
   */
  beyondOpenWindow?: boolean;
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
 * The first read of a slot's taken units done by the caller's own statement, which reads
 * something else in the same round trip (a booking's client, ADR 0104; the caller, ADR 0106:
 * then it answers the caller too, who the slot is judged for); any later read is the shared one.
 */
export type FirstUnitsRead = (key: TakenUnitsKey) => Promise<TakenUnits & { caller?: AuthUser }>;

/** Tries with the cached configuration before reading it afresh around the taken units. */
const CACHED_ATTEMPTS = 2;

/**
 * The one reader of a slot (issue 15 §4, ADRs 0020–0022): the professional-branch's agenda
 * configuration from the per-process cache, trusted only when the generation read together with
 * the day's taken units matches it; the taken units always read fresh, through the shared
 * statement. Availability lists from it and every booking write judges with it, so a write is
 * accepted exactly when availability would offer that start. Returns the slot engine's question,
 * what a write records (the configuration, the service link and its service) and the generation
 * read with the units (a booking's options may be trusted from cache at it, ADR 0081).
 */
export async function readSlot(
  db: Db,
  slotRequest: SlotRequest,
  now: Date,
  firstRead?: FirstUnitsRead,
) {
  let req = slotRequest;
  const cache = agendaCacheFor(db);
  const taken = (
    config: AgendaConfig,
    attempt: number,
  ): Promise<TakenUnits & { caller?: AuthUser }> => {
    const key = {
      professionalId: config.professionalId,
      fecha: req.fecha,
      exceptAppointmentId: req.exceptAppointmentId,
    };
    return attempt === 0 && firstRead ? firstRead(key) : getTakenUnits(db, key);
  };
  for (let attempt = 0; ; attempt++) {
    const config =
      cache.get(req.professionalBranchId) ?? (await cache.load(db, req.professionalBranchId));
    if (!config) throw noProfessional();
    const units = await taken(config, attempt);
    // the caller read with the first units (ADR 0106)
    if (units.caller) req = { ...req, caller: units.caller };
    let current: AgendaConfig | undefined = config;
    if (units.generation !== config.generation) {
      cache.clear();
      if (attempt + 1 < CACHED_ATTEMPTS) continue;
      // the configuration keeps changing under us: take it as it is now, read after the units
      // (a time taken in between is refused by the unit index at the write, as any race is)
      current = await cache.load(db, req.professionalBranchId);
      if (!current) throw noProfessional();
    }
    return { ...build(req, current, units.taken, now), generation: units.generation };
  }
}

/**
 * The one decision of whether a professional-branch works a date at all: not one of its days
 * off, and the branch not closed (a closure, or a holiday that closes the studio).
 */
export function isNonWorkingDate(
  config: Pick<AgendaConfig, 'daysOff' | 'closed'>,
  fecha: string,
): boolean {
  return config.daysOff.has(fecha) || closedReason(config.closed, fecha) !== undefined;
}

function build(req: SlotRequest, config: AgendaConfig, taken: Set<number>, now: Date) {
  const link = config.links.get(req.professionalServiceId);
  if (!link) throw noService();
  const query = slotQuery(
    req.fecha,
    {
      day: config.weekdays.get(weekdayIndex(req.fecha)),
      gridStep: config.gridStep,
      pattern: link.service.pattern,
      taken,
      // the professional's own days off and the branch's closed dates (ADR 0102): one answer
      nonWorking: isNonWorkingDate(config, req.fecha),
      agendaOpenDays: req.beyondOpenWindow ? 0 : config.agendaOpenDays,
      professionalActive: config.active,
      serviceActive: link.active,
      minNoticeMinutes: ownsProfessionalBranch(req.caller, config) ? 0 : config.minNoticeHours * 60,
    },
    now,
  );
  return { query, pb: config, link, service: link.service };
}
