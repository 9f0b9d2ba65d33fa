import { addDays, studioInstant, studioNow, weekdayIndex } from '@turnos/domain';
import type { NoReservado } from '@turnos/contract';
import { AppError, notFound } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import { isAdmin, type AuthUser } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch } from '../../auth/policy';
import { queueAppointmentEvent } from '../notifications';
import { agendaCacheFor } from './agenda-config-cache';
import { cancelAppointments } from './booking-writer';
import { closedReason } from './closed-dates';
import { reserve } from './reserve.service';
import { bookedTurno, type Turno } from './appointment-view';
import { announceFreedStarts } from './waitlist.service';
import {
  chargedOf,
  deleteSeries,
  getSeries,
  insertSeries,
  isClient,
  lockSeriesAppointments,
} from './series.queries';

export interface SeriesInput {
  clientId: number;
  professionalBranchId: number;
  professionalServiceId: number;
  fecha: string;
  hora: string;
  cadaSemanas: number;
  repeticiones: number;
}

/** Occurrence k of a series: `fecha` + k × 7 × `cada_semanas` days (contract §7.7). */
export const occurrenceDates = (fecha: string, cadaSemanas: number, repeticiones: number) =>
  Array.from({ length: repeticiones }, (_, k) => addDays(fecha, k * 7 * cadaSemanas));

/**
 * Why an occurrence could not be booked, in Spanish: the date's closure or holiday, the
 * professional's day off or weekday without hours when that is what refused it (read from the
 * configuration the refusal was judged with), else the booking's own message.
 */
function reasonOf(deps: AppDeps, professionalBranchId: number, fecha: string, err: AppError) {
  const config = agendaCacheFor(deps.db).get(professionalBranchId);
  if (config) {
    const closed = closedReason(config.closed, fecha);
    if (closed !== undefined) return `La sucursal está cerrada ese día (${closed}).`;
    if (config.daysOff.has(fecha)) return 'Es un día no laborable del profesional.';
    if (!config.weekdays.get(weekdayIndex(fecha))?.activo) {
      return 'El profesional no atiende ese día de la semana.';
    }
  }
  return err.message;
}

/**
 * Contract §7.7 `reservar-serie` (ADR 0102): each occurrence is a normal appointment booked by
 * the one booking core (`reserve`, as staff: every rule of a single booking — free units, hours
 * and grid, working day, closures — but the open-agenda window), pointing at the series. The
 * first must fit, else its refusal and nothing is kept; the others that do not fit are listed
 * with the reason. Each occurrence is its own atomic write, as a single booking is.
 */
export async function reserveSeries(deps: AppDeps, caller: AuthUser, input: SeriesInput) {
  await assertOwnsProfessionalBranch(deps.db, caller, input.professionalBranchId);
  if (!(await isClient(deps.db, input.clientId))) throw notFound('El cliente no existe.');
  const series = await insertSeries(deps.db, {
    clientId: input.clientId,
    professionalBranchId: input.professionalBranchId,
    everyWeeks: input.cadaSemanas,
    repetitions: input.repeticiones,
    createdBy: caller.id,
  });
  const book = (fecha: string) =>
    reserve(deps, caller, {
      clientId: input.clientId,
      what: {
        professionalBranchId: input.professionalBranchId,
        professionalServiceId: input.professionalServiceId,
      },
      fecha,
      hora: input.hora,
      overbooking: false,
      seriesId: series.id,
    });
  const turnos: Turno[] = [];
  const skipped: NoReservado[] = [];
  const dates = occurrenceDates(input.fecha, input.cadaSemanas, input.repeticiones);
  for (const [k, fecha] of dates.entries()) {
    try {
      const booked = await book(fecha);
      for (const a of booked.appointments) turnos.push(bookedTurno(a, booked.client));
    } catch (err) {
      if (k === 0) {
        await deleteSeries(deps.db, series.id);
        throw err;
      }
      if (!(err instanceof AppError)) throw err;
      skipped.push({
        fecha,
        hora: input.hora,
        motivo: reasonOf(deps, input.professionalBranchId, fecha, err),
      });
    }
  }
  return { id_serie: series.id, turnos, no_reservados: skipped };
}

/**
 * Contract §7.7 `cancelar-serie`: the series' appointments not cancelled, on or after `desde`
 * (default the studio's today) and not started yet, cancelled in one transaction as staff cancel
 * one (units freed, `cancelado_por` the caller's role, deposits as §7.5, one `cancelar_turno`
 * each); one held by a valid charge stays (its charge is annulled first, ADR 0097). A
 * professional only on their own agenda. Answers how many were cancelled.
 */
export async function cancelSeries(
  deps: AppDeps,
  caller: AuthUser,
  seriesId: number,
  desde: string | undefined,
) {
  const series = await getSeries(deps.db, seriesId);
  if (!series) throw notFound('La serie no existe.');
  await assertOwnsProfessionalBranch(deps.db, caller, series.professionalBranchId);
  const now = deps.clock();
  const from = desde ?? studioNow(now).date;
  const cancelled = await deps.db.transaction(async (tx) => {
    const rows = (await lockSeriesAppointments(tx, seriesId, from)).filter(
      (a) => studioInstant(a.fecha, a.horaInicio).getTime() > now.getTime(),
    );
    const charged = await chargedOf(
      tx,
      rows.map((a) => a.id),
    );
    const open = rows.filter((a) => !charged.has(a.id));
    const done = await cancelAppointments(tx, open, {
      canceladoPor: isAdmin(caller) ? 'admin' : 'profesional',
      at: now,
    });
    for (const c of done) await queueAppointmentEvent(tx, 'cancelar_turno', c.id, deps.log);
    const ids = new Set(done.map((c) => c.id));
    return open.filter((a) => ids.has(a.id));
  });
  for (const a of cancelled) await announceFreedStarts(deps, a.professionalId, a.fecha);
  return { cancelados: cancelled.length };
}
