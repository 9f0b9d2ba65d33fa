import {
  ErrorCode,
  UNIT_MINUTES,
  activeUnits,
  depositAmount,
  minutesToTime,
  studioNow,
  toWireMoney,
} from '@turnos/domain';
import { AppError, forbidden, notFound } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { isAdmin, isProfessional } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch } from '../../auth/policy';
import type { Db } from '../../db/types';
import { getUserById } from '../users/users.queries';
import { getStaff } from '../professionals/professional-branches.queries';
import { getOption } from '../options/options.queries';
import { assertBookable } from './booking-rule.service';
import {
  countActiveForClient,
  insertAppointment,
  insertUnits,
  lockClient,
} from './appointments.queries';
import { withSlotGuard } from './booking-errors';
import { queueAppointmentEvent } from '../notifications/events';

export interface ReserveInput {
  clientId: number;
  professionalBranchId: number;
  professionalServiceId: number;
  fecha: string;
  hora: string;
  overbooking: boolean;
}

const isStaff = (u: AuthUser) => isAdmin(u) || isProfessional(u);

/** Who may book for whom: a client for themself; staff for any client on rows they own. */
async function authorize(deps: AppDeps, caller: AuthUser, input: ReserveInput) {
  if (isStaff(caller)) {
    await assertOwnsProfessionalBranch(deps.db, caller, input.professionalBranchId);
  } else if (input.clientId !== caller.id || input.overbooking) {
    throw forbidden();
  }
  const client = await getUserById(deps.db, input.clientId);
  if (!client || !client.roles.includes('cliente')) throw notFound('El cliente no existe.');
  if (client.blocked)
    throw new AppError(ErrorCode.blocked, 'La cuenta del cliente está desactivada.');
  return client;
}

async function assertUnderActiveLimit(db: Db, clientId: number, today: string) {
  const max = Number((await getOption(db, 'turnos_cant_max_turnos_permitidos')) || '0');
  if (max > 0 && (await countActiveForClient(db, clientId, today)) >= max) {
    throw new AppError(ErrorCode.activeLimit);
  }
}

/**
 * Books one appointment where the booking rule allows it (what availability offers; staff
 * overbookings skip only the free-unit check). Service, price, duration, units, end, deposit and
 * paid state all come from our own rows; the appointment and one row per active unit go in one
 * transaction, and the unique index on (professional, date, unit) refuses any double booking (1004).
 */
export async function reserve(deps: AppDeps, caller: AuthUser, input: ReserveInput) {
  await authorize(deps, caller, input);
  const now = deps.clock();
  const byClient = !isStaff(caller);
  const staff = await getStaff(deps.db, input.professionalBranchId);
  if (!staff) throw notFound('El profesional no existe en esa sucursal.');

  return withSlotGuard(() =>
    deps.db.transaction(async (tx) => {
      if (byClient) {
        await lockClient(tx, input.clientId);
        await assertUnderActiveLimit(tx, input.clientId, studioNow(now).date);
      }
      const { pb, link, service, start } = await assertBookable(
        tx,
        {
          professionalBranchId: input.professionalBranchId,
          professionalServiceId: input.professionalServiceId,
          fecha: input.fecha,
          hora: input.hora,
          kind: input.overbooking ? 'overbooking' : 'regular',
        },
        now,
      );
      const units = input.overbooking ? [] : activeUnits(start, service.ocupacion);
      const precio = Number(service.precio);
      const deposit = byClient
        ? depositAmount(pb.tipoDeCobroDeReserva, Number(pb.valorDeCobroDeReserva), precio)
        : 0;
      const expiryHours = deposit > 0 ? pb.horasCaducidadReservaImpaga : 0;
      const appointment = await insertAppointment(tx, {
        clientId: input.clientId,
        professionalBranchId: pb.id,
        professionalId: pb.professionalId,
        branchId: pb.branchId,
        serviceId: service.id,
        professionalServiceId: link.id,
        fecha: input.fecha,
        horaInicio: input.hora,
        horaFin: minutesToTime(Math.min(start + service.duracion * UNIT_MINUTES, 24 * 60)),
        sobreturno: input.overbooking,
        nombreServicio: service.nombre,
        nombrePeluquero: staff.nombre,
        nombreSucursal: staff.nombreSucursal,
        precio: service.precio,
        montoReserva: toWireMoney(deposit),
        reservaPaga: deposit === 0,
        pagoAprobadoPor: null,
        horasCaducidadReservaImpaga: expiryHours,
        horasReprogramarTurno: pb.horasReprogramarTurno,
        venceAt: expiryHours > 0 ? new Date(now.getTime() + expiryHours * 3_600_000) : null,
      });
      await insertUnits(tx, appointment.id, pb.professionalId, input.fecha, units);
      await queueAppointmentEvent(tx, 'nuevo_turno', appointment.id);
      return appointment;
    }),
  );
}
