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
import { clientForBooking } from './appointments.queries';
import type { Db } from '../../db/types';
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
 * paid state all come from our own rows; the appointment and one row per active unit are written
 * by one statement, and the unique index on (professional, date, unit) refuses any double booking
 * (1004). The slot is read first; the options come from cache at the generation read with it
 * (read only after a change, ADR 0081); then, with no active limit, the client's
 * row and the write are two statements and no transaction (the write is atomic by itself); under
 * a limit the client's row is locked in a transaction around the write, so the limit holds under
 * concurrency (docs/performance.md, ADRs 0065 and 0077).
 */
export async function reserve(deps: AppDeps, caller: AuthUser, input: ReserveInput) {
  const byClient = !isStaff(caller);
  if (byClient && (input.clientId !== caller.id || input.overbooking)) throw forbidden();
  // the caller was loaded fresh for this request: a client who is not one books nothing
  if (byClient && !caller.roles.includes('cliente')) throw notFound('El cliente no existe.');
  const byStaff = byClient ? undefined : await staffBooking(deps, caller, input);
  const now = deps.clock();
  // the slot as availability reads it (its one reader), before any write: the unique index on the
  // units is what refuses a race, so reading it inside a transaction would add nothing
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
  // the options (active limit, messages) as of the generation just read with the units: from
  // this process's cache when nothing changed them since its last read (ADR 0081)
  const messages = await prepareNewAppointmentMessages(
    deps.db,
    [ACTIVE_LIMIT_OPTION],
    loaded.generation,
  );
  const max = byClient ? Number(messages.option(ACTIVE_LIMIT_OPTION) || '0') : 0;

  const book = async (db: Db, limited: boolean) => {
    let client: BookedClient | undefined = byStaff?.client;
    let names = byStaff?.names;
    let direccionSucursal = byStaff?.direccionSucursal ?? '';
    let active = 0;
    let id: number;
    if (byClient) {
      const row = await clientForBooking(
        db,
        {
          clientId: input.clientId,
          today: studioNow(now).date,
          countActive: limited,
          professionalBranchId: input.professionalBranchId,
        },
        limited,
      );
      if (!row) throw notFound('El cliente no existe.');
      client = row;
      active = row.active;
      id = row.nextId;
      names = {
        nombrePeluquero: row.nombrePeluquero ?? '',
        nombreSucursal: row.nombreSucursal ?? '',
      };
      direccionSucursal = row.direccionSucursal;
    } else id = await nextAppointmentId(db);
    if (!client || !names) throw notFound('El cliente no existe.');
    if (limited && active >= max) throw new AppError(ErrorCode.activeLimit);
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
      db,
      values,
      units,
      messages.render(values, client, {
        horaFin: values.horaFin,
        direccionSucursal,
        secuencia: 0,
      }),
    );
    return { appointment, client, wake: toSend };
  };

  const booked = await withSlotGuard(() =>
    max > 0 ? deps.db.transaction((tx) => book(tx, true)) : book(deps.db, false),
  );
  if (booked.wake) {
    wakeWorkersSoon(deps.db, (err) =>
      deps.log.warn({ err }, 'could not wake the notification workers'),
    );
  }
  return booked;
}
