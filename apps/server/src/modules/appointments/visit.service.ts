import {
  ErrorCode,
  UNIT_MINUTES,
  activeUnits,
  depositAmount,
  minutesToTime,
  studioInstant,
  studioNow,
  toWireMoney,
} from '@turnos/domain';
import { AppError, forbidden, notFound } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { isAdmin, isProfessional } from '../../auth/auth-user';
import {
  actorOnAppointment,
  assertOwnsProfessionalBranch,
  clientOnOwnAppointment,
  type AppointmentActor,
} from '../../auth/policy';
import { getUserById } from '../../auth/users.queries';
import { getStaff } from '../professionals';
import {
  deleteUnits,
  insertAppointment,
  insertUnits,
  lockClientForBooking,
  updateAppointment,
  type AppointmentRow,
} from './appointments.queries';
import { ruleForbids, withSlotGuard } from './booking-errors';
import { assertClientMayCancel } from './change.service';
import { announceFreedStarts } from './waitlist.service';
import { judgeVisit, readVisit } from './visit-slots.service';
import { getVisitAppointments, insertVisit, lockVisitAppointments } from './visit.queries';
import {
  prepareNewAppointmentMessages,
  queueVisitEvent,
  visitAsAppointment,
  wakeWorkersSoon,
} from '../notifications';
import type { BookedClient } from './reserve.service';

const ACTIVE_LIMIT_OPTION = 'turnos_cant_max_turnos_permitidos';
const VISIT_CHANGED = 'La visita cambió desde el recordatorio.';
const isStaff = (u: AuthUser) => isAdmin(u) || isProfessional(u);
const endOf = (start: number, duracion: number) =>
  minutesToTime(Math.min(start + duracion * UNIT_MINUTES, 24 * 60));

export interface ReserveVisitInput {
  clientId: number;
  branchId: number;
  fecha: string;
  hora: string;
  linkIds: readonly number[];
}

/** Staff book a visit for any client on rows they own: every service's professional-branch. */
async function staffClient(deps: AppDeps, caller: AuthUser, clientId: number, pbIds: number[]) {
  for (const id of new Set(pbIds)) await assertOwnsProfessionalBranch(deps.db, caller, id);
  const client = await getUserById(deps.db, clientId);
  if (!client || !client.roles.includes('cliente')) throw notFound('El cliente no existe.');
  if (client.blocked)
    throw new AppError(ErrorCode.blocked, 'La cuenta del cliente está desactivada.');
  return client;
}

/**
 * Books a visit (contract §6.2, ADR 0072): every service where the visit's rule allows it (what
 * `obtener-horarios-visita` offers), all appointments and all their units in one transaction
 * under the unit index — all of them or none (1004). Prices, durations, units and deposits come
 * from our rows; the deposit is the sum of the appointments', paid in one checkout, and the
 * visit expires as a whole. It counts once toward the client's active limit and sends one
 * `nuevo_turno`.
 */
export async function reserveVisit(deps: AppDeps, caller: AuthUser, input: ReserveVisitInput) {
  const byClient = !isStaff(caller);
  if (byClient && input.clientId !== caller.id) throw forbidden();
  if (byClient && !caller.roles.includes('cliente')) throw notFound('El cliente no existe.');
  const now = deps.clock();
  const slots = await readVisit(
    deps.db,
    { branchId: input.branchId, fecha: input.fecha, linkIds: input.linkIds, caller },
    now,
  );
  const staffPicked = byClient
    ? undefined
    : await staffClient(
        deps,
        caller,
        input.clientId,
        slots.map((s) => s.pb.id),
      );
  const names = new Map<number, { nombrePeluquero: string; nombreSucursal: string }>();
  for (const s of slots) {
    if (names.has(s.pb.id)) continue;
    const staff = await getStaff(deps.db, s.pb.id);
    if (!staff) throw notFound('El profesional no existe en esa sucursal.');
    names.set(s.pb.id, { nombrePeluquero: staff.nombre, nombreSucursal: staff.nombreSucursal });
  }
  const messages = await prepareNewAppointmentMessages(deps.db, [ACTIVE_LIMIT_OPTION]);
  const max = byClient ? Number(messages.option(ACTIVE_LIMIT_OPTION) || '0') : 0;

  const booked = await withSlotGuard(() =>
    deps.db.transaction(async (tx) => {
      let client: BookedClient | undefined = staffPicked;
      if (byClient) {
        const row = await lockClientForBooking(tx, {
          clientId: input.clientId,
          today: studioNow(now).date,
          countActive: max > 0,
          professionalBranchId: slots[0]?.pb.id ?? 0,
        });
        if (!row) throw notFound('El cliente no existe.');
        if (max > 0 && row.active >= max) throw new AppError(ErrorCode.activeLimit);
        client = row;
      }
      if (!client) throw notFound('El cliente no existe.');
      const judged = judgeVisit(slots, input.hora);
      const deposits = judged.map(({ pb, service }) =>
        byClient
          ? depositAmount(
              pb.tipoDeCobroDeReserva,
              Number(pb.valorDeCobroDeReserva),
              Number(service.precio),
            )
          : 0,
      );
      const total = deposits.reduce((a, b) => a + b, 0);
      // the visit expires as a whole: at the soonest expiry among the deposits it charges
      const hours = judged
        .filter((_, i) => (deposits[i] ?? 0) > 0)
        .map(({ pb }) => pb.horasCaducidadReservaImpaga)
        .filter((h) => h > 0);
      const expiryHours = total > 0 && hours.length > 0 ? Math.min(...hours) : 0;
      const venceAt = expiryHours > 0 ? new Date(now.getTime() + expiryHours * 3_600_000) : null;
      const visit = await insertVisit(tx, { clientId: input.clientId, branchId: input.branchId });
      const rows: AppointmentRow[] = [];
      for (const [i, { pb, link, service, start }] of judged.entries()) {
        const hora = minutesToTime(start);
        const a = await insertAppointment(tx, {
          clientId: input.clientId,
          professionalBranchId: pb.id,
          professionalId: pb.professionalId,
          branchId: pb.branchId,
          serviceId: service.id,
          professionalServiceId: link.id,
          fecha: input.fecha,
          horaInicio: hora,
          horaFin: endOf(start, service.duracion),
          sobreturno: false,
          nombreServicio: service.nombre,
          nombrePeluquero: names.get(pb.id)?.nombrePeluquero ?? '',
          nombreSucursal: names.get(pb.id)?.nombreSucursal ?? '',
          precio: service.precio,
          montoReserva: toWireMoney(deposits[i] ?? 0),
          reservaPaga: total === 0,
          pagoAprobadoPor: null,
          horasCaducidadReservaImpaga: expiryHours,
          horasReprogramarTurno: pb.horasReprogramarTurno,
          horasCancelarTurno: pb.horasCancelarTurno,
          venceAt,
          visitId: visit.id,
        });
        await insertUnits(
          tx,
          a.id,
          pb.professionalId,
          input.fecha,
          activeUnits(start, service.ocupacion),
        );
        rows.push(a);
      }
      const wake = await messages.queue(tx, visitAsAppointment(rows), client, visit.id);
      return { visit, appointments: rows, client, total, venceAt, wake };
    }),
  );
  if (booked.wake) {
    wakeWorkersSoon(deps.db, (err) =>
      deps.log.warn({ err }, 'could not wake the notification workers'),
    );
  }
  return booked;
}

/**
 * A visit the caller may change: each of its appointments by the rules of a single one (its
 * client, an admin, or a professional whose agenda holds every one of them). 1009 once it is
 * cancelled or has started.
 */
async function loadVisitForChange(deps: AppDeps, caller: AuthUser, visitId: number) {
  return loadVisitAs(deps, visitId, (a) => actorOnAppointment(caller, a));
}

/** The same, with the actor told by `actorOf` (the client's own WhatsApp answer, contract §6.5). */
async function loadVisitAs(
  deps: AppDeps,
  visitId: number,
  actorOf: (a: AppointmentRow) => AppointmentActor,
) {
  const rows = await getVisitAppointments(deps.db, visitId);
  const first = rows[0];
  if (!first) throw notFound('La visita no existe.');
  const actors = rows.map(actorOf);
  const actor = actors.includes('cliente') ? 'cliente' : (actors[0] ?? 'cliente');
  if (rows.some((a) => a.cancelado)) throw ruleForbids('La visita ya fue cancelada.');
  if (studioInstant(first.fecha, first.horaInicio).getTime() <= deps.clock().getTime()) {
    throw ruleForbids('La visita ya pasó.');
  }
  return { rows, first, actor };
}

/**
 * Moves every appointment of a visit (contract §6.2): the same services with the same
 * professionals, back to back from the new start, judged by the visit's rule with its own units
 * counting as free; the old units freed and the new ones taken in one transaction. Clients obey
 * `horas_reprogramar_turno` (0 = always), as for a single appointment. One `reprogramar_turno`.
 */
export async function rescheduleVisit(
  deps: AppDeps,
  caller: AuthUser,
  input: { visitId: number; fecha: string; hora: string },
) {
  const { rows, first, actor } = await loadVisitForChange(deps, caller, input.visitId);
  const now = deps.clock();
  const hours = Math.max(...rows.map((a) => a.horasReprogramarTurno));
  if (
    actor === 'cliente' &&
    hours > 0 &&
    studioInstant(first.fecha, first.horaInicio).getTime() - now.getTime() < hours * 3_600_000
  ) {
    throw ruleForbids(
      `Los turnos sólo pueden reprogramarse hasta ${hours} ${hours === 1 ? 'hora' : 'horas'} antes.`,
    );
  }
  const linkIds = rows.map((a) => a.professionalServiceId ?? 0);
  const slots = await readVisit(
    deps.db,
    {
      branchId: first.branchId,
      fecha: input.fecha,
      linkIds,
      exceptVisitId: input.visitId,
      caller,
    },
    now,
  );
  const judged = judgeVisit(slots, input.hora);
  await withSlotGuard(() =>
    deps.db.transaction(async (tx) => {
      const locked = await lockVisitAppointments(tx, input.visitId);
      if (locked.length !== rows.length || locked.some((a) => a.cancelado)) {
        throw ruleForbids('La visita ya fue cancelada.');
      }
      for (const a of locked) await deleteUnits(tx, a.id);
      for (const [i, a] of rows.entries()) {
        const slot = judged[i];
        if (!slot) continue;
        await insertUnits(
          tx,
          a.id,
          slot.pb.professionalId,
          input.fecha,
          activeUnits(slot.start, slot.service.ocupacion),
        );
        await updateAppointment(tx, a.id, {
          fecha: input.fecha,
          horaInicio: minutesToTime(slot.start),
          horaFin: endOf(slot.start, slot.service.duracion),
          sobreturno: false,
          secuencia: (locked.find((l) => l.id === a.id)?.secuencia ?? a.secuencia) + 1,
          // a confirmation is of a date and time (ADR 0074)
          confirmado: false,
        });
      }
      await queueVisitEvent(tx, 'reprogramar_turno', input.visitId);
    }),
  );
  // the old times are free now: the waitlist hears of them (contract §6.3)
  await announceFreedOf(deps, rows);
  return { visitId: input.visitId };
}

/** Cancels every appointment of a visit one way and frees their units; one `cancelar_turno`. */
export async function cancelVisit(
  deps: AppDeps,
  caller: AuthUser,
  visitId: number,
  requestedBy: string | undefined,
) {
  return cancelVisitAs(deps, visitId, (a) => actorOnAppointment(caller, a), requestedBy);
}

/** A client's own answer to a visit's reminder (contract §6.5): `cancelar-visita` by that client. */
export async function cancelVisitForClient(deps: AppDeps, clientId: number, visitId: number) {
  return cancelVisitAs(deps, visitId, clientOnOwnAppointment(clientId));
}

/**
 * The client confirms they will come to every appointment of their visit (their WhatsApp answer,
 * contract §6.5), at its current times: `announced` is the version of the appointment their
 * reminder was keyed by; a visit changed since (or while this runs) is not confirmed (1009).
 */
export async function confirmVisitForClient(
  deps: AppDeps,
  clientId: number,
  visitId: number,
  announced?: { id: number; secuencia: number },
) {
  const { rows } = await loadVisitAs(deps, visitId, clientOnOwnAppointment(clientId));
  await deps.db.transaction(async (tx) => {
    const locked = await lockVisitAppointments(tx, visitId);
    const read = new Map(rows.map((a) => [a.id, a.secuencia]));
    if (announced) read.set(announced.id, announced.secuencia);
    const unchanged = (a: AppointmentRow) => !a.cancelado && a.secuencia === read.get(a.id);
    if (locked.length !== rows.length || !locked.every(unchanged)) {
      throw ruleForbids(VISIT_CHANGED);
    }
    for (const a of locked) await updateAppointment(tx, a.id, { confirmado: true });
  });
  return { visitId };
}

/** Every cancel of a visit, whoever asks: the rules by the actor, then one transaction. */
async function cancelVisitAs(
  deps: AppDeps,
  visitId: number,
  actorOf: (a: AppointmentRow) => AppointmentActor,
  requestedBy?: string,
) {
  const { actor, first, rows } = await loadVisitAs(deps, visitId, actorOf);
  const canceladoPor = actor === 'admin' && requestedBy === 'profesional' ? 'profesional' : actor;
  // a client's cancel cut-off (contract §6.4), as for a single appointment: by the visit's start
  assertClientMayCancel(actor, first, deps.clock());
  await deps.db.transaction(async (tx) => {
    const locked = await lockVisitAppointments(tx, visitId);
    const open = locked.filter((a) => !a.cancelado);
    if (open.length === 0) throw ruleForbids('La visita ya fue cancelada.');
    for (const a of open) {
      await deleteUnits(tx, a.id);
      await updateAppointment(tx, a.id, {
        cancelado: true,
        canceladoPor,
        fechaCancelacion: deps.clock(),
        secuencia: a.secuencia + 1,
      });
    }
    await queueVisitEvent(tx, 'cancelar_turno', visitId);
  });
  await announceFreedOf(deps, rows);
  return { visitId, canceladoPor };
}

/** Each (professional, date) a visit's appointments held, told to the waitlist once. */
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
