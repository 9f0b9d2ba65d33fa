import {
  ErrorCode,
  UNIT_MINUTES,
  centsToWire,
  formatARS,
  toCents,
  activeUnits,
  depositAmount,
  minutesToTime,
  studioNow,
  toWireMoney,
} from '@turnos/domain';
import { AppError, forbidden, notFound } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import type { PendingCaller } from '../../http/route';
import { ownsProfessionalBranch } from '../../auth/policy';
import type { Db } from '../../db/types';
import { paymentInfo } from '../../db/schema';
import { creditActor, useCredit } from '../credit';
import {
  prepareNewAppointmentMessages,
  visitAsAppointment,
  wakeWorkersSoon,
} from '../notifications';
import { perDatabase } from '../../db/per-database';
import {
  clientForBooking,
  unitsWithBookingClient,
  type BookingClient,
} from './appointments.queries';
import {
  judgeBooking,
  readBooking,
  type BookingSlots,
  type BookingWhat,
} from './booking-rule.service';
import { withSlotGuard } from './booking-errors';
import { writeBooking, type AppointmentValues } from './booking-writer';
import { ACTIVE_LIMIT_OPTION, isStaff } from './booking-roles';

export interface ReserveInput {
  clientId: number;
  fecha: string;
  hora: string;
  /** one service with one professional, or a visit's services in the order they are done */
  what: BookingWhat;
  /** staff only, one service: an overbooking takes no units */
  overbooking: boolean;
  /** contract §7.5 `usar_saldo`: the client's credit pays the whole deposit, or nothing is booked */
  useCredit?: boolean;
  /**
   * staff only: an occurrence of this series (contract §7.7), booked under every rule of a
   * single booking but the open-agenda window
   */
  seriesId?: number;
}

/** What an appointment shows of its client. */
export interface BookedClient {
  name: string;
  displayName: string;
  email: string;
  phone: string;
}

/** The active limit the last booking on this database found (undefined: none yet). */
const lastLimit = perDatabase((): { max: number | undefined } => ({ max: undefined }));

export const endOf = (start: number, duracion: number) =>
  minutesToTime(Math.min(start + duracion * UNIT_MINUTES, 24 * 60));

/**
 * Books an appointment, or a visit (contract §6.2, ADR 0072) — a single appointment is a visit
 * of one (ADR 0093) — where the booking rule allows it (what availability offers; staff
 * overbookings skip only the free-unit check). A client books for themself; staff for any
 * client on rows they own. Services, prices, durations, units, ends, deposits and paid state all
 * come from our own rows; a visit's deposit is the sum of its appointments', paid in one checkout,
 * and it expires as a whole; it counts once toward the active limit and sends one `nuevo_turno`.
 *
 * The slots are read first (the one reader); the options come from cache at the generation read
 * with them (ADR 0081); the client's row — with the names the appointments copy and the ids they
 * take — comes in the same statement as the first slot's units when no active limit is expected
 * (staff always; a client when the last booking found none, ADR 0104), else after; then the
 * write, one statement (`writeBooking`): with no active limit (and always for staff) no
 * transaction, the write being atomic by itself; under a limit the client's row is locked (read
 * again) in a transaction around the write, so the limit holds under concurrency (ADRs 0065,
 * 0077). The unique index on the units refuses any double booking (1004).
 */
export async function reserve(deps: AppDeps, who: AuthUser | PendingCaller, input: ReserveInput) {
  // a caller not read yet is read with the first slot's units (ADR 0106)
  const pending = 'settle' in who ? who : undefined;
  let known: AuthUser | undefined = 'settle' in who ? undefined : who;
  if (known) refuseCaller(known, input);
  const now = deps.clock();
  const visit = 'linkIds' in input.what ? input.what : undefined;
  const appointmentCount = visit ? visit.linkIds.length : 1;
  // with no active limit expected, the client's row is read with the first slot's units (one
  // round trip, ADR 0104); a limit found after all reads it again, locked, below
  const limit = lastLimit(deps.db);
  const clientEarly = limit.max === 0 || (known !== undefined && isStaff(known));
  let early: { client: BookingClient | undefined } | undefined;
  // the slots as availability reads them (their one reader), before any write: the unique index
  // on the units is what refuses a race, so reading them inside a transaction would add nothing
  let slots: BookingSlots;
  try {
    slots = await readBooking(
      deps.db,
      {
        what: input.what,
        fecha: input.fecha,
        caller: known,
        beyondOpenWindow: input.seriesId !== undefined,
      },
      now,
      clientEarly || pending
        ? async (key, professionalBranchIds) => {
            const read = await unitsWithBookingClient(
              deps.db,
              key,
              {
                clientId: clientEarly ? input.clientId : 0,
                professionalBranchIds,
                appointments: appointmentCount,
                visit: visit !== undefined,
              },
              pending,
            );
            if (clientEarly) early = { client: read.client };
            if (!pending) return read.units;
            // authentication's answers, then the checks on the caller, before the slot's
            known = await pending.settle(read.caller);
            refuseCaller(known, input);
            return { ...read.units, caller: known };
          }
        : undefined,
    );
  } catch (err) {
    // refused before the caller was read (no such professional-branch): the caller's answers
    // come first, as when the caller is read before the slot
    if (pending && !known) refuseCaller(await pending.read(), input);
    throw err;
  }
  const caller = known ?? (pending ? await pending.read() : undefined);
  if (!caller) throw new Error('a booking without a caller');
  const byClient = !isStaff(caller);
  // staff book on rows they own: every service's professional-branch (contract §4 "P/A")
  if (!byClient && slots.some((s) => !ownsProfessionalBranch(caller, s.pb))) throw forbidden();
  // the options (active limit, messages) as of the generation just read with the units: from
  // this process's cache when nothing changed them since its last read (ADR 0081)
  const messages = await prepareNewAppointmentMessages(
    deps.db,
    deps.log,
    [ACTIVE_LIMIT_OPTION],
    visit ? undefined : slots[0]?.generation,
  );
  // staff have no limit; any booking tells the next whether one is set
  limit.max = Number(messages.option(ACTIVE_LIMIT_OPTION) || '0');
  const max = byClient ? limit.max : 0;

  const book = async (db: Db, limited: boolean) => {
    const client =
      early && !limited
        ? early.client
        : await clientForBooking(
            db,
            {
              clientId: input.clientId,
              today: studioNow(now).date,
              countActive: limited,
              professionalBranchIds: [...new Set(slots.map((s) => s.pb.id))],
              appointments: appointmentCount,
              visit: visit !== undefined,
            },
            limited,
          );
    if (!client || !client.roles.includes('cliente')) throw notFound('El cliente no existe.');
    if (client.blocked) {
      throw new AppError(ErrorCode.blocked, 'La cuenta del cliente está desactivada.');
    }
    if (limited && client.active >= max) throw new AppError(ErrorCode.activeLimit);
    const judged = judgeBooking(slots, input.hora, input.overbooking ? 'overbooking' : 'regular');
    const deposits = judged.map(({ pb, service }) =>
      byClient ? depositAmount(pb.depositType, Number(pb.depositValue), Number(service.price)) : 0,
    );
    const total = deposits.reduce((a, b) => a + b, 0);
    // a booking expires as a whole: at the soonest expiry among the deposits it charges
    const hours = judged
      .filter((_, i) => (deposits[i] ?? 0) > 0)
      .map(({ pb }) => pb.expiryHours)
      .filter((h) => h > 0);
    const expiryHours = total > 0 && hours.length > 0 ? Math.min(...hours) : 0;
    const expiresAt = expiryHours > 0 ? new Date(now.getTime() + expiryHours * 3_600_000) : null;
    // paid at once with the client's credit (taken after the write, in this transaction)
    const byCredit = input.useCredit === true && total > 0;
    const visitId = visit ? client.visitId : null;
    let branchAddress = '';
    const parts = judged.map(({ pb, link, service, start }, i) => {
      const id = client.ids[i];
      const staff = client.staff.get(pb.id);
      if (id === undefined || !staff) throw notFound('El profesional no existe en esa sucursal.');
      branchAddress = staff.branchAddress;
      const values: Omit<AppointmentValues, 'unitCount'> = {
        id,
        clientId: input.clientId,
        professionalBranchId: pb.id,
        professionalId: pb.professionalId,
        branchId: pb.branchId,
        serviceId: service.id,
        professionalServiceId: link.id,
        fecha: input.fecha,
        horaInicio: i === 0 ? input.hora : minutesToTime(start),
        horaFin: endOf(start, service.duracion),
        overbooking: input.overbooking,
        serviceName: service.name,
        professionalName: staff.professionalName,
        branchName: staff.branchName,
        price: service.price,
        montoReserva: toWireMoney(deposits[i] ?? 0),
        reservaPaga: total === 0 || byCredit,
        pagoAprobadoPor: null,
        expiryHours: byCredit ? 0 : expiryHours,
        rescheduleHours: pb.rescheduleHours,
        cancelHours: pb.cancelHours,
        expiresAt: byCredit ? null : expiresAt,
        visitId,
        seriesId: input.seriesId ?? null,
      };
      return {
        values,
        units: input.overbooking ? [] : activeUnits(start, service.pattern),
      };
    });
    const first = parts[0]?.values;
    if (!first) throw notFound('El servicio no está asociado a este profesional.');
    const rendered =
      visitId === null
        ? messages.render(first, client, {
            horaFin: first.horaFin,
            branchAddress,
            sequence: 0,
          })
        : messages.renderVisit(
            visitAsAppointment(parts.map((p) => p.values)),
            client,
            visitId,
            parts.map(({ values: v }) => ({
              id: v.id,
              fecha: v.fecha,
              horaInicio: v.horaInicio,
              horaFin: v.horaFin,
              serviceName: v.serviceName,
              professionalName: v.professionalName,
              branchName: v.branchName,
              direccion: branchAddress,
              sequence: 0,
              cancelado: false,
              ocupado: false,
              clienteNombre: client.name,
              clienteEmail: client.email,
            })),
          );
    const written = await writeBooking(db, {
      visit:
        visitId === null
          ? null
          : { id: visitId, clientId: input.clientId, branchId: first.branchId },
      parts,
      messages: rendered,
    });
    if (byCredit)
      await payWithCredit(
        db,
        caller,
        now,
        parts.map((p) => p.values),
      );
    return { ...written, client, visitId, total, expiresAt: byCredit ? null : expiresAt };
  };

  // a limit, or the credit paying the deposit, needs the write in a transaction
  const booked = await withSlotGuard(() =>
    max > 0 || input.useCredit === true
      ? deps.db.transaction((tx) => book(tx, max > 0))
      : book(deps.db, false),
  );
  if (booked.toSend) {
    wakeWorkersSoon(deps.db, (err) =>
      deps.log.warn({ err }, 'could not wake the notification workers'),
    );
  }
  return booked;
}

/** A client books for themself (never an overbooking or a series), and only if a client. */
function refuseCaller(caller: AuthUser, input: ReserveInput) {
  if (isStaff(caller)) return;
  if (input.clientId !== caller.id || input.overbooking) throw forbidden();
  if (input.seriesId !== undefined) throw forbidden();
  // the caller was loaded fresh for this request: a client who is not one books nothing
  if (!caller.roles.includes('cliente')) throw notFound('El cliente no existe.');
}

/**
 * Contract §7.5 `usar_saldo`: the booking just written (in the caller's transaction) is paid by
 * the client's credit — one `reserva` debit, oldest credits first — and each appointment's
 * payment record says `saldo`. Less credit than the deposit: 1009 and the transaction (the
 * booking with it) writes nothing.
 */
async function payWithCredit(
  tx: Db,
  caller: AuthUser,
  now: Date,
  booked: readonly Pick<AppointmentValues, 'id' | 'clientId' | 'montoReserva'>[],
) {
  const first = booked[0];
  if (!first) return;
  const amount = booked.reduce((s, a) => s + toCents(a.montoReserva), 0n);
  await useCredit(tx, {
    clientId: first.clientId,
    amount,
    reason: 'reserva',
    at: now,
    appointmentId: first.id,
    actor: creditActor(caller),
    refusal: (balance) =>
      `El saldo a favor (${formatARS(centsToWire(balance))}) no alcanza para pagar la seña de ${formatARS(centsToWire(amount))}: no se reservó el turno.`,
  });
  await tx.insert(paymentInfo).values(
    booked
      .filter((a) => toCents(a.montoReserva) > 0n)
      .map((a) => ({
        appointmentId: a.id,
        status: 'saldo',
        amountPaid: a.montoReserva,
        netReceived: a.montoReserva,
        updatedAt: now,
      })),
  );
}
