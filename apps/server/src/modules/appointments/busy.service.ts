import {
  BUSY_SERVICE_ID,
  UNIT_MINUTES,
  minutesToTime,
  studioNow,
  timeToMinutes,
} from '@turnos/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch } from '../../auth/policy';
import { notFound } from '../../http/app-error';
import { clientForBooking } from './appointments.queries';
import { slotInvalid, withSlotGuard } from './booking-errors';
import { writeBooking } from './booking-writer';

/**
 * 'Turno ocupado': a block of tiempo_turno minutes with the busy service 1, paid, no client (it
 * belongs to the professional's own agenda), written by the one booking writer.
 */
export async function markBusy(
  deps: AppDeps,
  caller: AuthUser,
  input: { professionalBranchId: number; fecha: string; hora: string },
) {
  const pb = await assertOwnsProfessionalBranch(deps.db, caller, input.professionalBranchId);
  const start = timeToMinutes(input.hora);
  const count = Math.max(1, Math.round(pb.tiempoTurno / UNIT_MINUTES));
  const first = start / UNIT_MINUTES;
  if (!Number.isInteger(first) || first + count > 96) throw slotInvalid();
  // time already gone cannot be blocked (the agenda offers it only on times to come)
  const now = studioNow(deps.clock());
  if (input.fecha < now.date || (input.fecha === now.date && start <= now.minutes)) {
    throw slotInvalid();
  }
  // the professional's names and the block's id, as a booking reads them
  const own = await clientForBooking(
    deps.db,
    {
      clientId: pb.professionalId,
      today: now.date,
      countActive: false,
      professionalBranchIds: [pb.id],
      appointments: 1,
      visit: false,
    },
    false,
  );
  const staff = own?.staff.get(pb.id);
  const id = own?.ids[0];
  if (!staff || id === undefined) throw notFound('El profesional no existe en esa sucursal.');
  const units = Array.from({ length: count }, (_, i) => first + i);
  const { appointments } = await withSlotGuard(() =>
    writeBooking(deps.db, {
      visit: null,
      parts: [
        {
          values: {
            id,
            clientId: pb.professionalId,
            professionalBranchId: pb.id,
            professionalId: pb.professionalId,
            branchId: pb.branchId,
            serviceId: BUSY_SERVICE_ID,
            professionalServiceId: null,
            fecha: input.fecha,
            horaInicio: input.hora,
            horaFin: minutesToTime(start + count * UNIT_MINUTES),
            overbooking: false,
            serviceName: 'Ocupado',
            professionalName: staff.professionalName,
            branchName: staff.branchName,
            price: '0',
            montoReserva: '0',
            reservaPaga: true,
            pagoAprobadoPor: null,
            expiryHours: 0,
            rescheduleHours: 0,
            cancelHours: 0,
            expiresAt: null,
            visitId: null,
            seriesId: null,
          },
          units,
        },
      ],
      messages: [],
    }),
  );
  const [appointment] = appointments;
  if (!appointment) throw new Error('the busy block was not written');
  return appointment;
}
