import {
  UNIT_MINUTES,
  activeUnits,
  minutesToTime,
  cancelCutOffMessage,
  studioInstant,
  type BookingKind,
} from '@turnos/domain';
import { eq } from 'drizzle-orm';
import { forbidden, invalid, notFound } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import {
  actorOnAppointment,
  assertOwnsProfessionalBranch,
  clientOnOwnAppointment,
} from '../../auth/policy';
import { getStaff } from '../professionals';
import { appointments } from '../../db/schema';
import { assertBookable } from './booking-rule.service';
import {
  deleteUnits,
  getAppointment,
  insertUnits,
  linkOfService,
  lockAppointment,
  confirmVersion,
  updateAppointment,
  type AppointmentRow,
} from './appointments.queries';
import { ruleForbids, slotInvalid, withSlotGuard } from './booking-errors';
import { queueAppointmentEvent } from '../notifications';
import { announceFreedStarts } from './waitlist.service';

export const PART_OF_VISIT =
  'Este turno es parte de una visita: reprogramá o cancelá la visita completa.';

const startsAt = (a: Pick<AppointmentRow, 'fecha' | 'horaInicio'>) =>
  studioInstant(a.fecha, a.horaInicio);

type Actor = 'admin' | 'profesional' | 'cliente';

async function loadForChange(deps: AppDeps, caller: AuthUser, id: number) {
  return loadAs(deps, id, (a) => actorOnAppointment(caller, a));
}

async function loadAs(deps: AppDeps, id: number, actorOf: (a: AppointmentRow) => Actor) {
  const appointment = await getAppointment(deps.db, id);
  if (!appointment) throw notFound('El turno no existe.');
  const actor = actorOf(appointment);
  if (appointment.cancelado) throw ruleForbids('El turno ya fue cancelado.');
  // a visit's appointments move and cancel together (contract §6.2, ADR 0072)
  if (appointment.visitId !== null) throw ruleForbids(PART_OF_VISIT);
  if (startsAt(appointment).getTime() <= deps.clock().getTime()) {
    throw ruleForbids('El turno ya pasó.');
  }
  return { appointment, actor };
}

/**
 * Moves an appointment where the booking rule allows it, its own units counting as free (what
 * availability with `id_turno` offers): its old units are freed and the new ones taken in one
 * transaction, so it never holds both nor neither. Clients obey `horas_reprogramar_turno`
 * (0 = always).
 */
export async function reschedule(
  deps: AppDeps,
  caller: AuthUser,
  input: { id: number; fecha: string; hora: string; professionalBranchId?: number },
) {
  const { appointment, actor } = await loadForChange(deps, caller, input.id);
  const target = await targetOf(deps, caller, actor, appointment, input.professionalBranchId);
  const now = deps.clock();
  const hours = appointment.horasReprogramarTurno;
  if (
    actor === 'cliente' &&
    hours > 0 &&
    startsAt(appointment).getTime() - now.getTime() < hours * 3_600_000
  ) {
    throw ruleForbids(
      `Los turnos sólo pueden reprogramarse hasta ${hours} ${hours === 1 ? 'hora' : 'horas'} antes.`,
    );
  }
  if (target.professionalServiceId === null) throw slotInvalid();
  const professionalServiceId = target.professionalServiceId;
  // a client moving their appointment books what availability offers them, even an
  // overbooking (which then takes its units); staff move an overbooking as one
  const kind: BookingKind =
    appointment.sobreturno && actor !== 'cliente' ? 'overbooking' : 'regular';
  // the slot as availability with `id_turno` reads it (its one reader), before the transaction:
  // the unit index refuses whatever is taken after the read
  const { pb, service, start } = await assertBookable(
    deps.db,
    {
      professionalBranchId: target.professionalBranchId,
      professionalServiceId,
      fecha: input.fecha,
      hora: input.hora,
      kind,
      exceptAppointmentId: appointment.id,
      caller,
    },
    now,
  );
  const moved = await withSlotGuard(() =>
    deps.db.transaction(async (tx) => {
      const locked = await lockAppointment(tx, appointment.id);
      if (!locked || locked.cancelado) throw ruleForbids('El turno ya fue cancelado.');
      const units = kind === 'overbooking' ? [] : activeUnits(start, service.ocupacion);
      await deleteUnits(tx, locked.id);
      await insertUnits(tx, locked.id, pb.professionalId, input.fecha, units);
      await updateAppointment(tx, locked.id, {
        fecha: input.fecha,
        horaInicio: input.hora,
        horaFin: minutesToTime(Math.min(start + service.duracion * UNIT_MINUTES, 24 * 60)),
        sobreturno: kind === 'overbooking',
        secuencia: locked.secuencia + 1,
        // a confirmation is of a date and time: the moved appointment is unconfirmed (ADR 0074)
        confirmado: false,
        ...(target.moved
          ? {
              professionalBranchId: pb.id,
              professionalId: pb.professionalId,
              professionalServiceId,
              nombrePeluquero: target.nombrePeluquero,
            }
          : {}),
      });
      await queueAppointmentEvent(tx, 'reprogramar_turno', locked.id);
      return { ...locked, fecha: input.fecha, horaInicio: input.hora };
    }),
  );
  // the old time is free now: whoever waits for it hears about it (contract §6.3)
  await announceFreedStarts(deps, appointment.professionalId, appointment.fecha);
  return moved;
}

/**
 * Where the appointment goes: its own professional-branch, or (staff only, contract §6.1)
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
    nombrePeluquero: appointment.nombrePeluquero,
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
  if (staff.idSucursal !== appointment.branchId) {
    throw invalid('El turno sólo puede pasarse a un profesional de la misma sucursal.');
  }
  const link = await linkOfService(deps.db, professionalBranchId, appointment.serviceId);
  if (link === undefined) throw notFound('El servicio no está asociado a este profesional.');
  return {
    moved: true,
    professionalBranchId,
    professionalServiceId: link,
    nombrePeluquero: staff.nombre,
  };
}

/**
 * Contract §6.4 `horas_cancelar_turno` (as copied onto the appointment when booked): a client
 * may cancel until that many hours before the start (0 = until the start); staff always may
 * (ADR 0070).
 */
export function assertClientMayCancel(
  actor: string,
  appointment: Pick<AppointmentRow, 'fecha' | 'horaInicio' | 'horasCancelarTurno'>,
  now: Date,
) {
  const hours = appointment.horasCancelarTurno;
  if (actor !== 'cliente' || hours <= 0) return;
  if (startsAt(appointment).getTime() - now.getTime() < hours * 3_600_000) {
    throw ruleForbids(cancelCutOffMessage(hours));
  }
}

/**
 * Cancels one way and frees its units, recording who did it. A busy block ('Ocupado', service 1)
 * is not an appointment: freeing it removes it.
 */
export async function cancel(
  deps: AppDeps,
  caller: AuthUser,
  id: number,
  requestedBy: string | undefined,
) {
  return cancelAs(deps, id, (a) => actorOnAppointment(caller, a), requestedBy);
}

/**
 * The client's own cancel, asked by their WhatsApp answer (contract §6.5): the same rules and
 * the same effects as `cancelar-turno` called by that client.
 */
export async function cancelForClient(deps: AppDeps, clientId: number, id: number) {
  return cancelAs(deps, id, clientOnOwnAppointment(clientId));
}

/** Every cancel, whoever asks: the rules by the actor, then one transaction. */
async function cancelAs(
  deps: AppDeps,
  id: number,
  actorOf: (a: AppointmentRow) => Actor,
  requestedBy?: string,
) {
  const { appointment, actor } = await loadAs(deps, id, actorOf);
  // an admin who is also the professional may cancel from their agenda as 'profesional'
  const canceladoPor = actor === 'admin' && requestedBy === 'profesional' ? 'profesional' : actor;
  assertClientMayCancel(actor, appointment, deps.clock());
  await deps.db.transaction(async (tx) => {
    const locked = await lockAppointment(tx, appointment.id);
    if (!locked || locked.cancelado) throw ruleForbids('El turno ya fue cancelado.');
    if (locked.serviceId === 1) {
      await tx.delete(appointments).where(eq(appointments.id, locked.id));
      return;
    }
    await deleteUnits(tx, locked.id);
    await updateAppointment(tx, locked.id, {
      cancelado: true,
      canceladoPor,
      fechaCancelacion: deps.clock(),
      secuencia: locked.secuencia + 1,
    });
    await queueAppointmentEvent(tx, 'cancelar_turno', locked.id);
  });
  await announceFreedStarts(deps, appointment.professionalId, appointment.fecha);
  return { ...appointment, canceladoPor };
}

/**
 * The client confirms they will come (their WhatsApp answer, contract §6.5) at the appointment's
 * current date and time: `announcedSecuencia` is the version their reminder was about (ADR 0074).
 * Only that version is confirmed — an appointment moved since, even while this runs, stays
 * unconfirmed (1009), so `confirmado` never speaks of a time the client did not answer for.
 */
export async function confirmForClient(
  deps: AppDeps,
  clientId: number,
  id: number,
  announcedSecuencia?: number,
) {
  const { appointment } = await loadAs(deps, id, clientOnOwnAppointment(clientId));
  const version = announcedSecuencia ?? appointment.secuencia;
  const done = await confirmVersion(deps.db, appointment.id, version);
  if (!done) throw ruleForbids('El turno cambió desde el recordatorio.');
  return appointment;
}
