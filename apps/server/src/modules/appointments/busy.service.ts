import { UNIT_MINUTES, minutesToTime, studioNow, timeToMinutes } from '@turnos/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch } from '../../auth/policy';
import { getStaff } from '../professionals';
import { notFound } from '../../http/app-error';
import { insertAppointment, insertUnits } from './appointments.queries';
import { slotInvalid, withSlotGuard } from './booking-errors';

/** 'Turno ocupado': a block of tiempo_turno minutes with the busy service 1, paid, no client. */
export async function markBusy(
  deps: AppDeps,
  caller: AuthUser,
  input: { professionalBranchId: number; fecha: string; hora: string },
) {
  const pb = await assertOwnsProfessionalBranch(deps.db, caller, input.professionalBranchId);
  const staff = await getStaff(deps.db, pb.id);
  if (!staff) throw notFound('El profesional no existe en esa sucursal.');
  const start = timeToMinutes(input.hora);
  const count = Math.max(1, Math.round(pb.tiempoTurno / UNIT_MINUTES));
  const first = start / UNIT_MINUTES;
  if (!Number.isInteger(first) || first + count > 96) throw slotInvalid();
  // time already gone cannot be blocked (the agenda offers it only on times to come)
  const now = studioNow(deps.clock());
  if (input.fecha < now.date || (input.fecha === now.date && start <= now.minutes)) {
    throw slotInvalid();
  }
  const units = Array.from({ length: count }, (_, i) => first + i);
  return withSlotGuard(() =>
    deps.db.transaction(async (tx) => {
      const appointment = await insertAppointment(tx, {
        // a busy block belongs to the professional's own agenda
        clientId: pb.professionalId,
        professionalBranchId: pb.id,
        professionalId: pb.professionalId,
        branchId: pb.branchId,
        serviceId: 1,
        professionalServiceId: null,
        fecha: input.fecha,
        horaInicio: input.hora,
        horaFin: minutesToTime(start + count * UNIT_MINUTES),
        nombreServicio: 'Ocupado',
        nombrePeluquero: staff.nombre,
        nombreSucursal: staff.nombreSucursal,
        reservaPaga: true,
      });
      await insertUnits(tx, appointment.id, pb.professionalId, input.fecha, units);
      return appointment;
    }),
  );
}
