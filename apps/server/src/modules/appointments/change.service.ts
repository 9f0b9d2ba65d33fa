import {
  UNIT_MINUTES,
  activeUnits,
  minutesToTime,
  studioInstant,
  type BookingKind,
} from '@turnos/domain';
import { eq } from 'drizzle-orm';
import { notFound } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { actorOnAppointment } from '../../auth/policy';
import { appointments } from '../../db/schema';
import { assertBookable } from './booking-rule.service';
import {
  deleteUnits,
  getAppointment,
  insertUnits,
  lockAppointment,
  updateAppointment,
  type AppointmentRow,
} from './appointments.queries';
import { ruleForbids, slotInvalid, withSlotGuard } from './booking-errors';
import { queueAppointmentEvent } from '../notifications';

const startsAt = (a: AppointmentRow) => studioInstant(a.fecha, a.horaInicio);

async function loadForChange(deps: AppDeps, caller: AuthUser, id: number) {
  const appointment = await getAppointment(deps.db, id);
  if (!appointment) throw notFound('El turno no existe.');
  const actor = actorOnAppointment(caller, appointment);
  if (appointment.cancelado) throw ruleForbids('El turno ya fue cancelado.');
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
  input: { id: number; fecha: string; hora: string },
) {
  const { appointment, actor } = await loadForChange(deps, caller, input.id);
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
  if (appointment.professionalServiceId === null) throw slotInvalid();
  const professionalServiceId = appointment.professionalServiceId;
  // a client moving their appointment books what availability offers them, even an
  // overbooking (which then takes its units); staff move an overbooking as one
  const kind: BookingKind =
    appointment.sobreturno && actor !== 'cliente' ? 'overbooking' : 'regular';
  // the slot as availability with `id_turno` reads it (its one reader), before the transaction:
  // the unit index refuses whatever is taken after the read
  const { service, start } = await assertBookable(
    deps.db,
    {
      professionalBranchId: appointment.professionalBranchId,
      professionalServiceId,
      fecha: input.fecha,
      hora: input.hora,
      kind,
      exceptAppointmentId: appointment.id,
    },
    now,
  );
  return withSlotGuard(() =>
    deps.db.transaction(async (tx) => {
      const locked = await lockAppointment(tx, appointment.id);
      if (!locked || locked.cancelado) throw ruleForbids('El turno ya fue cancelado.');
      const units = kind === 'overbooking' ? [] : activeUnits(start, service.ocupacion);
      await deleteUnits(tx, locked.id);
      await insertUnits(tx, locked.id, locked.professionalId, input.fecha, units);
      await updateAppointment(tx, locked.id, {
        fecha: input.fecha,
        horaInicio: input.hora,
        horaFin: minutesToTime(Math.min(start + service.duracion * UNIT_MINUTES, 24 * 60)),
        sobreturno: kind === 'overbooking',
      });
      await queueAppointmentEvent(tx, 'reprogramar_turno', locked.id);
      return { ...locked, fecha: input.fecha, horaInicio: input.hora };
    }),
  );
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
  const { appointment, actor } = await loadForChange(deps, caller, id);
  // an admin who is also the professional may cancel from their agenda as 'profesional'
  const canceladoPor = actor === 'admin' && requestedBy === 'profesional' ? 'profesional' : actor;
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
    });
    await queueAppointmentEvent(tx, 'cancelar_turno', locked.id);
  });
  return { ...appointment, canceladoPor };
}
