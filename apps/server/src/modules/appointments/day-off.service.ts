import { and, asc, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import { studioInstant } from '@turnos/domain';
import type { AccionCierre } from '@turnos/contract';
import { appointments } from '../../db/schema';
import type { Db } from '../../db/types';
import { queueClosureEvent, type EventLog } from '../notifications';
import { selectTurnos, type AppointmentRow } from './appointments.queries';
import { cancelAppointments } from './booking-writer';
import { bookingRows } from './booking-ref.queries';
import { chargedOf } from './series.queries';
import { toTurno } from './appointment-view';

const notStarted = (a: Pick<AppointmentRow, 'fecha' | 'horaInicio'>, now: Date) =>
  studioInstant(a.fecha, a.horaInicio).getTime() > now.getTime();

/**
 * The appointments a date off of one professional-branch touches (ADR 0089): that row's, on that
 * date, not cancelled, a client's (busy blocks are the professional's own time, not anyone's
 * booking) and not started yet (on today's date, those already under way or done stay as they
 * are). Overbookings and a visit's appointments count like any other. Locked in the caller's
 * transaction, so a cancel racing this one is either seen done or waits.
 */
export async function lockDayOffAppointments(
  tx: Db,
  professionalBranchId: number,
  fecha: string,
  now: Date,
): Promise<AppointmentRow[]> {
  return lockAffected(
    tx,
    and(eq(appointments.professionalBranchId, professionalBranchId), eq(appointments.fecha, fecha)),
    now,
  );
}

/**
 * The appointments a closure touches (contract §7.6, ADR 0102): those of its branch (every
 * branch for a studio-wide one) on its dates, by the day-off rule — not cancelled, not a busy
 * block, not started yet — locked in the caller's transaction, in date and time order.
 */
export async function lockClosureAppointments(
  tx: Db,
  scope: { branchId: number | null; from: string; to: string },
  now: Date,
): Promise<AppointmentRow[]> {
  return lockAffected(
    tx,
    and(
      scope.branchId === null ? undefined : eq(appointments.branchId, scope.branchId),
      gte(appointments.fecha, scope.from),
      lte(appointments.fecha, scope.to),
    ),
    now,
  );
}

async function lockAffected(tx: Db, where: SQL | undefined, now: Date) {
  const rows = await tx
    .select()
    .from(appointments)
    .where(and(where, eq(appointments.cancelado, false), ne(appointments.serviceId, 1)))
    .orderBy(asc(appointments.fecha), asc(appointments.horaInicio), asc(appointments.id))
    .for('update');
  return rows.filter((a) => notStarted(a, now));
}

export interface DayOffEffect {
  /** who cancels, as `cancelar-turno` records it: the professional herself, or an admin */
  canceladoPor: 'profesional' | 'admin';
  motivo: string;
  now: Date;
  /** where a message that could not be queued is reported (the request's logger) */
  log: EventLog;
}

/** One booking the client hears about once: a single appointment, or a whole visit. */
type Booking = { appointmentId: number } | { visitId: number };

function bookingsOf(rows: readonly AppointmentRow[]): Booking[] {
  const visits = new Set<number>();
  const out: Booking[] = [];
  for (const a of rows) {
    if (a.visitId === null) out.push({ appointmentId: a.id });
    else if (!visits.has(a.visitId)) {
      visits.add(a.visitId);
      out.push({ visitId: a.visitId });
    }
  }
  return out;
}

/**
 * What `accion` does with the affected appointments, in the caller's transaction: `avisar`
 * queues `cierre_sucursal` once per booking; `cancelar_y_avisar` cancels each one (units freed,
 * `cancelado_por` recorded, as `cancelar-turno` does — a visit as a whole, like
 * `cancelar-visita`, its parts not started yet) and queues that one message instead of
 * `cancelar_turno`. A booking already charged at the counter (any of its appointments, ADR 0097)
 * is not cancelled — its charge is annulled first, never around it: it stays and its client is
 * told as with `avisar`. Returns each (professional, date) whose units were freed.
 */
export async function actOnDayOff(
  tx: Db,
  rows: readonly AppointmentRow[],
  action: AccionCierre,
  effect: DayOffEffect,
): Promise<{ professionalId: number; fecha: string }[]> {
  if (action === 'ninguna') return [];
  const cancelled = action === 'cancelar_y_avisar';
  const freed = new Map<string, { professionalId: number; fecha: string }>();
  const cancel = async (a: AppointmentRow) => {
    await cancelAppointments(tx, [a], { canceladoPor: effect.canceladoPor, at: effect.now });
    freed.set(`${a.professionalId}/${a.fecha}`, {
      professionalId: a.professionalId,
      fecha: a.fecha,
    });
  };
  for (const booking of bookingsOf(rows)) {
    let cancelledNow = false;
    if (cancelled) {
      const parts =
        'visitId' in booking
          ? await bookingRows(tx, booking, { lock: true })
          : rows.filter((r) => r.id === booking.appointmentId);
      const charged = await chargedOf(
        tx,
        parts.map((a) => a.id),
      );
      if (charged.size === 0) {
        for (const a of parts) if (!a.cancelado && notStarted(a, effect.now)) await cancel(a);
        cancelledNow = true;
      }
    }
    await queueClosureEvent(
      tx,
      booking,
      { motivo: effect.motivo, cancelled: cancelledNow },
      effect.log,
    );
  }
  return [...freed.values()];
}

/** The affected appointments as the wire shows them now (after the action), in their order. */
export async function dayOffTurnos(db: Db, rows: readonly AppointmentRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((a) => a.id);
  const found = await selectTurnos(db).where(inArray(appointments.id, ids));
  const byId = new Map(found.map((r) => [r.a.id, toTurno(r)]));
  return ids.flatMap((id) => {
    const t = byId.get(id);
    return t ? [t] : [];
  });
}
