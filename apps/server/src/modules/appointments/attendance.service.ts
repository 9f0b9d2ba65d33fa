import { BUSY_SERVICE_ID, studioInstant } from '@turnos/domain';
import type { Attendance } from '../../db/schema';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { assertStaffOnAppointment } from '../../auth/policy';
import { notFound } from '../../http/app-error';
import { ruleForbids } from './booking-errors';
import { updateAppointment } from './appointments.queries';
import { bookingRows } from './booking-ref.queries';

/**
 * Contract §6.1 `actualizar-asistencia-turno`: whether the client came. Staff mark it only once
 * the appointment has started and never on a cancelled one (1009); the row is locked so a
 * cancellation running at the same time is seen. A busy block has no client to come.
 */
export async function setAttendance(
  deps: AppDeps,
  caller: AuthUser,
  id: number,
  attendance: Attendance,
) {
  await deps.db.transaction(async (tx) => {
    const [a] = await bookingRows(tx, { appointmentId: id }, { lock: true });
    if (!a) throw notFound('El turno no existe.');
    assertStaffOnAppointment(caller, a);
    if (a.serviceId === BUSY_SERVICE_ID) {
      throw ruleForbids('Un horario bloqueado no lleva asistencia.');
    }
    if (a.cancelado) throw ruleForbids('El turno está cancelado.');
    if (deps.clock() < studioInstant(a.fecha, a.horaInicio)) {
      throw ruleForbids('El turno todavía no empezó.');
    }
    await updateAppointment(tx, id, { attendance });
  });
}
