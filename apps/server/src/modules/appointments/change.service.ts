import {
  BUSY_SERVICE_ID,
  activeUnits,
  cancelCutOffMessage,
  minutesToTime,
  studioInstant,
  type BookingKind,
} from '@turnos/domain';
import { forbidden, invalid, notFound } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import {
  actorOnAppointment,
  assertOwnsProfessionalBranch,
  clientOnOwnAppointment,
  type AppointmentActor,
} from '../../auth/policy';
import { getStaff } from '../professionals';
import { queueAppointmentEvent } from '../notifications';
import {
  anyCharged,
  linkOfService,
  updateAppointment,
  type AppointmentRow,
} from './appointments.queries';
import { bookingRows, type BookingRef } from './booking-ref.queries';
import { judgeBooking, readBooking, type BookingWhat } from './booking-rule.service';
import { ruleForbids, slotInvalid, withSlotGuard } from './booking-errors';
import { cancelAppointments, moveAppointments } from './booking-writer';
import { endOf } from './reserve.service';
import { announceFreedStarts } from './waitlist.service';

export const PART_OF_VISIT =
  'Este turno es parte de una visita: reprogramá o cancelá la visita completa.';

const WORDS = {
  appointment: {
    missing: 'El turno no existe.',
    cancelled: 'El turno ya fue cancelado.',
    past: 'El turno ya pasó.',
    changed: 'El turno cambió desde el recordatorio.',
  },
  visit: {
    missing: 'La visita no existe.',
    cancelled: 'La visita ya fue cancelada.',
    past: 'La visita ya pasó.',
    changed: 'La visita cambió desde el recordatorio.',
  },
};
const wordsOf = (ref: BookingRef) => ('visitId' in ref ? WORDS.visit : WORDS.appointment);

const startsAt = (a: Pick<AppointmentRow, 'fecha' | 'horaInicio'>) =>
  studioInstant(a.fecha, a.horaInicio);

/**
 * A booking the actor may change (its client, an admin, or a professional whose agenda holds
 * every appointment of it; `actorOf` tells who): 1009 once it is cancelled or has started, and
 * an appointment of a visit only with its visit (they move and cancel together).
 */
async function loadAs(
  deps: AppDeps,
  ref: BookingRef,
  actorOf: (a: AppointmentRow) => AppointmentActor,
) {
  const words = wordsOf(ref);
  const rows = await bookingRows(deps.db, ref);
  const first = rows[0];
  if (!first) throw notFound(words.missing);
  const actors = rows.map(actorOf);
  const actor = actors.includes('cliente') ? 'cliente' : (actors[0] ?? 'cliente');
  if (rows.some((a) => a.cancelado)) throw ruleForbids(words.cancelled);
  if ('appointmentId' in ref && first.visitId !== null) throw ruleForbids(PART_OF_VISIT);
  if (startsAt(first).getTime() <= deps.clock().getTime()) throw ruleForbids(words.past);
  return { rows, first, actor };
}

/**
 * Moves a booking where the booking rule allows it, its own units counting as free (what
 * availability with `id_turno` / `id_visita` offers): a visit keeps its services and
 * professionals, back to back from the new start; a single appointment may go to a colleague of
 * the same branch (staff only, contract §6.1). The old units are freed and the new ones taken in
 * one transaction, so it never holds both nor neither. Clients obey `horas_reprogramar_turno`
 * (0 = always). One `reprogramar_turno`.
 */
export async function reschedule(
  deps: AppDeps,
  caller: AuthUser,
  input: { ref: BookingRef; fecha: string; hora: string; professionalBranchId?: number },
) {
  const { ref } = input;
  const words = wordsOf(ref);
  const { rows, first, actor } = await loadAs(deps, ref, (a) => actorOnAppointment(caller, a));
  const target =
    'appointmentId' in ref
      ? await targetOf(deps, caller, actor, first, input.professionalBranchId)
      : undefined;
  const now = deps.clock();
  const hours = Math.max(...rows.map((a) => a.rescheduleHours));
  if (
    actor === 'cliente' &&
    hours > 0 &&
    startsAt(first).getTime() - now.getTime() < hours * 3_600_000
  ) {
    throw ruleForbids(
      `Los turnos sólo pueden reprogramarse hasta ${hours} ${hours === 1 ? 'hora' : 'horas'} antes.`,
    );
  }
  let what: BookingWhat;
  if (target) {
    if (target.professionalServiceId === null) throw slotInvalid();
    what = {
      professionalBranchId: target.professionalBranchId,
      professionalServiceId: target.professionalServiceId,
    };
  } else {
    what = { branchId: first.branchId, linkIds: rows.map((a) => a.professionalServiceId ?? 0) };
  }
  // a client moving their appointment books what availability offers them, even an
  // overbooking (which then takes its units); staff move an overbooking as one
  const kind: BookingKind =
    target && first.overbooking && actor !== 'cliente' ? 'overbooking' : 'regular';
  // the slots as availability with `id_turno` / `id_visita` reads them (their one reader), before
  // the transaction: the unit index refuses whatever is taken after the read
  const slots = await readBooking(
    deps.db,
    {
      what,
      fecha: input.fecha,
      except: 'visitId' in ref ? ref : { appointmentId: first.id },
      caller,
    },
    now,
  );
  const judged = judgeBooking(slots, input.hora, kind);
  await withSlotGuard(() =>
    deps.db.transaction(async (tx) => {
      const locked = await bookingRows(tx, ref, { lock: true });
      if (locked.length !== rows.length || locked.some((a) => a.cancelado)) {
        throw ruleForbids(words.cancelled);
      }
      const sequence = new Map(locked.map((a) => [a.id, a.sequence]));
      await moveAppointments(
        tx,
        rows.flatMap((a, i) => {
          const slot = judged[i];
          if (!slot) return [];
          const { pb, service, start } = slot;
          return [
            {
              id: a.id,
              professionalId: pb.professionalId,
              fecha: input.fecha,
              units: kind === 'overbooking' ? [] : activeUnits(start, service.pattern),
              set: {
                fecha: input.fecha,
                horaInicio: i === 0 ? input.hora : minutesToTime(start),
                horaFin: endOf(start, service.duracion),
                overbooking: kind === 'overbooking',
                sequence: (sequence.get(a.id) ?? a.sequence) + 1,
                // a confirmation is of a date and time: a moved appointment is unconfirmed (ADR 0074)
                confirmed: false,
                ...(target?.moved
                  ? {
                      professionalBranchId: pb.id,
                      professionalId: pb.professionalId,
                      professionalServiceId: target.professionalServiceId,
                      professionalName: target.professionalName,
                    }
                  : {}),
              },
            },
          ];
        }),
      );
      await queueAppointmentEvent(tx, 'reprogramar_turno', ref, deps.log);
    }),
  );
  // the old times are free now: whoever waits for them hears about it (contract §6.3)
  await announceFreedOf(deps, rows);
  return { rows };
}

/**
 * Where a single appointment goes: its own professional-branch, or (staff only, contract §6.1)
 * another professional of the same branch who offers the same service — one the caller may act
 * on (a professional only their own rows, an admin any).
 */
async function targetOf(
  deps: AppDeps,
  caller: AuthUser,
  actor: string,
  appointment: AppointmentRow,
  professionalBranchId: number | undefined,
) {
  const same = {
    moved: false,
    professionalBranchId: appointment.professionalBranchId,
    professionalServiceId: appointment.professionalServiceId,
    professionalName: appointment.professionalName,
  };
  if (
    professionalBranchId === undefined ||
    professionalBranchId === appointment.professionalBranchId
  ) {
    return same;
  }
  if (actor === 'cliente') throw forbidden();
  await assertOwnsProfessionalBranch(deps.db, caller, professionalBranchId);
  const staff = await getStaff(deps.db, professionalBranchId);
  if (!staff) throw notFound('El profesional no existe en esa sucursal.');
  if (staff.branchId !== appointment.branchId) {
    throw invalid('El turno sólo puede pasarse a un profesional de la misma sucursal.');
  }
  const link = await linkOfService(deps.db, professionalBranchId, appointment.serviceId);
  if (link === undefined) throw notFound('El servicio no está asociado a este profesional.');
  return {
    moved: true,
    professionalBranchId,
    professionalServiceId: link,
    professionalName: staff.name,
  };
}

/**
 * Contract §6.4 `horas_cancelar_turno` (as copied onto the appointment when booked): a client
 * may cancel until that many hours before the start (0 = until the start); staff always may
 * (ADR 0070).
 */
export function assertClientMayCancel(
  actor: string,
  appointment: Pick<AppointmentRow, 'fecha' | 'horaInicio' | 'cancelHours'>,
  now: Date,
) {
  const hours = appointment.cancelHours;
  if (actor !== 'cliente' || hours <= 0) return;
  if (startsAt(appointment).getTime() - now.getTime() < hours * 3_600_000) {
    throw ruleForbids(cancelCutOffMessage(hours));
  }
}

/**
 * Cancels a booking (every appointment of a visit) and frees its units, recording who did it;
 * one `cancelar_turno`. A busy block ('Ocupado', service 1) is not an appointment: freeing it
 * removes it.
 */
export async function cancel(
  deps: AppDeps,
  caller: AuthUser,
  ref: BookingRef,
  requestedBy: string | undefined,
) {
  return cancelAs(deps, ref, (a) => actorOnAppointment(caller, a), requestedBy);
}

/**
 * The client's own cancel, asked by their WhatsApp answer (contract §6.5): the same rules and
 * the same effects as `cancelar-turno` / `cancelar-visita` called by that client.
 */
export async function cancelForClient(deps: AppDeps, clientId: number, ref: BookingRef) {
  return cancelAs(deps, ref, clientOnOwnAppointment(clientId));
}

export const CHARGED_NOT_CANCELLED =
  'El turno ya fue cobrado: para cancelarlo, primero hay que anular el cobro en la caja.';

/** Every cancel, whoever asks: the rules by the actor, then one transaction. */
async function cancelAs(
  deps: AppDeps,
  ref: BookingRef,
  actorOf: (a: AppointmentRow) => AppointmentActor,
  requestedBy?: string,
) {
  const words = wordsOf(ref);
  const { actor, first, rows } = await loadAs(deps, ref, actorOf);
  // an admin who is also the professional may cancel from their agenda as 'profesional'
  const canceladoPor = actor === 'admin' && requestedBy === 'profesional' ? 'profesional' : actor;
  // a client's cancel cut-off (contract §6.4): by the booking's start
  assertClientMayCancel(actor, first, deps.clock());
  await deps.db.transaction(async (tx) => {
    const open = (await bookingRows(tx, ref, { lock: true })).filter((a) => !a.cancelado);
    if (open.length === 0) throw ruleForbids(words.cancelled);
    // a charged appointment stays as charged: its charge is annulled first (ADR 0097), so the
    // money, the stock and any credit go back through the annulment, never around it
    if (
      await anyCharged(
        tx,
        open.map((a) => a.id),
      )
    )
      throw ruleForbids(CHARGED_NOT_CANCELLED);
    await cancelAppointments(tx, open, { canceladoPor, at: deps.clock() });
    if (open.some((a) => a.serviceId !== BUSY_SERVICE_ID)) {
      await queueAppointmentEvent(tx, 'cancelar_turno', ref, deps.log);
    }
  });
  await announceFreedOf(deps, rows);
  return { canceladoPor };
}

/**
 * The client confirms they will come (their WhatsApp answer, contract §6.5) to every appointment
 * of the booking at its current times: `announced` is the version of the appointment their
 * reminder was keyed by (ADR 0074). Only that version is confirmed — a booking changed since,
 * even while this runs, stays unconfirmed (1009), so `confirmado` never speaks of a time the
 * client did not answer for.
 */
export async function confirmForClient(
  deps: AppDeps,
  clientId: number,
  ref: BookingRef,
  announced?: { id: number; sequence: number },
) {
  const words = wordsOf(ref);
  const { rows } = await loadAs(deps, ref, clientOnOwnAppointment(clientId));
  await deps.db.transaction(async (tx) => {
    const locked = await bookingRows(tx, ref, { lock: true });
    const read = new Map(rows.map((a) => [a.id, a.sequence]));
    if (announced) read.set(announced.id, announced.sequence);
    const unchanged = (a: AppointmentRow) => !a.cancelado && a.sequence === read.get(a.id);
    if (locked.length !== rows.length || !locked.every(unchanged)) {
      throw ruleForbids(words.changed);
    }
    for (const a of locked) await updateAppointment(tx, a.id, { confirmed: true });
  });
  return { rows };
}

/** Each (professional, date) a booking's appointments held, told to the waitlist once. */
async function announceFreedOf(
  deps: AppDeps,
  rows: readonly Pick<AppointmentRow, 'professionalId' | 'fecha'>[],
) {
  const seen = new Set<string>();
  for (const a of rows) {
    const key = `${a.professionalId}/${a.fecha}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await announceFreedStarts(deps, a.professionalId, a.fecha);
  }
}
