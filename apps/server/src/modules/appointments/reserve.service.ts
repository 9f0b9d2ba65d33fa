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
import { getUserById } from '../../auth/users.queries';
import { getStaff } from '../professionals';
import { getBranchAddress } from '../calendars';
import { readSlot } from './availability.service';
import { judgeBooking } from './booking-rule.service';
import { lockClientForBooking } from './appointments.queries';
import { nextAppointmentId, writeBooking } from './book-statement';
import { withSlotGuard } from './booking-errors';
import { prepareNewAppointmentMessages, wakeWorkersSoon } from '../notifications';

export interface ReserveInput {
  clientId: number;
  professionalBranchId: number;
  professionalServiceId: number;
  fecha: string;
  hora: string;
  overbooking: boolean;
}

const ACTIVE_LIMIT_OPTION = 'turnos_cant_max_turnos_permitidos';

const isStaff = (u: AuthUser) => isAdmin(u) || isProfessional(u);

/** What an appointment shows of its client. */
export interface BookedClient {
  nombre: string;
  displayName: string;
  email: string;
  celular: string;
}

/**
 * Who may book for whom: a client for themself (their row is read, and locked, in the booking's
 * transaction); staff for any client on rows they own.
 */
async function staffBooking(deps: AppDeps, caller: AuthUser, input: ReserveInput) {
  await assertOwnsProfessionalBranch(deps.db, caller, input.professionalBranchId);
  const client = await getUserById(deps.db, input.clientId);
  if (!client || !client.roles.includes('cliente')) throw notFound('El cliente no existe.');
  if (client.blocked)
    throw new AppError(ErrorCode.blocked, 'La cuenta del cliente está desactivada.');
  const staff = await getStaff(deps.db, input.professionalBranchId);
  if (!staff) throw notFound('El profesional no existe en esa sucursal.');
  return {
    client,
    names: { nombrePeluquero: staff.nombre, nombreSucursal: staff.nombreSucursal },
    direccionSucursal: await getBranchAddress(deps.db, staff.idSucursal),
  };
}

/**
 * Books one appointment where the booking rule allows it (what availability offers; staff
 * overbookings skip only the free-unit check). Service, price, duration, units, end, deposit and
 * paid state all come from our own rows; the appointment and one row per active unit go in one
 * transaction, and the unique index on (professional, date, unit) refuses any double booking (1004).
 * A client's booking's transaction is two statements (docs/performance.md, ADR 0065): the
 * client's lock, limit, contact, names and the new id in one; the appointment, its units and its
 * messages in the other.
 */
export async function reserve(deps: AppDeps, caller: AuthUser, input: ReserveInput) {
  const byClient = !isStaff(caller);
  if (byClient && (input.clientId !== caller.id || input.overbooking)) throw forbidden();
  // the caller was loaded fresh for this request: a client who is not one books nothing
  if (byClient && !caller.roles.includes('cliente')) throw notFound('El cliente no existe.');
  const byStaff = byClient ? undefined : await staffBooking(deps, caller, input);
  const messages = await prepareNewAppointmentMessages(deps.db, [ACTIVE_LIMIT_OPTION]);
  const max = byClient ? Number(messages.option(ACTIVE_LIMIT_OPTION) || '0') : 0;
  const now = deps.clock();
  // the slot as availability reads it (its one reader), before the transaction: the unique index
  // on the units is what refuses a race, so reading inside would add nothing
  const loaded = await readSlot(
    deps.db,
    {
      professionalBranchId: input.professionalBranchId,
      professionalServiceId: input.professionalServiceId,
      fecha: input.fecha,
      caller,
    },
    now,
  );

  const booked = await withSlotGuard(() =>
    deps.db.transaction(async (tx) => {
      let client: BookedClient | undefined = byStaff?.client;
      let names = byStaff?.names;
      let direccionSucursal = byStaff?.direccionSucursal ?? '';
      let active = 0;
      let id: number;
      if (byClient) {
        const row = await lockClientForBooking(tx, {
          clientId: input.clientId,
          today: studioNow(now).date,
          countActive: max > 0,
          professionalBranchId: input.professionalBranchId,
        });
        if (!row) throw notFound('El cliente no existe.');
        client = row;
        active = row.active;
        id = Number(row.nextId);
        names = {
          nombrePeluquero: row.nombrePeluquero ?? '',
          nombreSucursal: row.nombreSucursal ?? '',
        };
        direccionSucursal = row.direccionSucursal;
      } else id = await nextAppointmentId(tx);
      if (!client || !names) throw notFound('El cliente no existe.');
      if (max > 0 && active >= max) throw new AppError(ErrorCode.activeLimit);
      const { pb, link, service, start } = judgeBooking(
        loaded,
        input.hora,
        input.overbooking ? 'overbooking' : 'regular',
      );
      const units = input.overbooking ? [] : activeUnits(start, service.ocupacion);
      const precio = Number(service.precio);
      const deposit = byClient
        ? depositAmount(pb.tipoDeCobroDeReserva, Number(pb.valorDeCobroDeReserva), precio)
        : 0;
      const expiryHours = deposit > 0 ? pb.horasCaducidadReservaImpaga : 0;
      const values = {
        id,
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
        ...names,
        precio: service.precio,
        montoReserva: toWireMoney(deposit),
        reservaPaga: deposit === 0,
        pagoAprobadoPor: null,
        horasCaducidadReservaImpaga: expiryHours,
        horasReprogramarTurno: pb.horasReprogramarTurno,
        horasCancelarTurno: pb.horasCancelarTurno,
        venceAt: expiryHours > 0 ? new Date(now.getTime() + expiryHours * 3_600_000) : null,
      };
      const { appointment, toSend } = await writeBooking(
        tx,
        values,
        units,
        messages.render(values, client, {
          horaFin: values.horaFin,
          direccionSucursal,
          secuencia: 0,
        }),
      );
      return { appointment, client, wake: toSend };
    }),
  );
  if (booked.wake) {
    wakeWorkersSoon(deps.db, (err) =>
      deps.log.warn({ err }, 'could not wake the notification workers'),
    );
  }
  return booked;
}
