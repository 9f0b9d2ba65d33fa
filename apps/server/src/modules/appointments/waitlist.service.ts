import { availableStarts, studioNow } from '@turnos/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { isAdmin } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch, assertSelfOrAdmin } from '../../auth/policy';
import { professionalBranches } from '../../db/schema';
import { forbidden, invalid, notFound } from '../../http/app-error';
import { queueFreedStartEvent } from '../notifications';
import { readSlot } from './availability.service';
import { bookingStarts } from './booking-rule.service';
import { ruleForbids } from './booking-errors';
import {
  clientsOf,
  countActiveEntriesLocked,
  deleteEntry,
  entriesOfClient,
  entriesOfDay,
  getEntry,
  insertEntry,
  markNotified,
  type DetailedEntry,
} from './waitlist.queries';
import {
  WAITLIST_FULL,
  WAITLIST_MAX_ACTIVE,
  lastWaitlistDate,
  waitlistTooFar,
  waitlistWindowDays,
} from './waitlist-bounds';

/** Whether a start suits an entry: inside its range (both ends included; none = any time). */
export const fitsEntry = (hora: string, e: { timeFrom: string | null; timeTo: string | null }) =>
  (e.timeFrom === null || hora >= e.timeFrom) && (e.timeTo === null || hora <= e.timeTo);

export const toEspera = ({ e, serviceName, professionalName, branchName }: DetailedEntry) => ({
  id_espera: e.id,
  id_peluquero_sucursal: e.professionalBranchId,
  id_servicio_de_peluquero_por_sucursal: e.professionalServiceId,
  fecha: e.fecha,
  hora_desde: e.timeFrom,
  hora_hasta: e.timeTo,
  nombre_servicio: serviceName,
  nombre_peluquero: professionalName,
  nombre_sucursal: branchName,
});

/**
 * A client joins the waitlist of a day (contract §6.3, ADRs 0069 and 0087): only for themselves,
 * only from today to the agenda's open window (`dias_agenda_abierta`, 180 days when it has no
 * limit), only when the day offers no start in their range (else they book it), and with at most
 * WAITLIST_MAX_ACTIVE entries of today or later: counted with the client's row locked in the
 * transaction that inserts, so parallel joins cannot pass the limit together.
 */
export async function joinWaitlist(
  deps: AppDeps,
  user: AuthUser,
  p: {
    id_cliente: number;
    id_peluquero_sucursal: number;
    id_servicio_de_peluquero_por_sucursal: number;
    fecha: string;
    hora_desde?: string;
    hora_hasta?: string;
  },
) {
  if (user.id !== p.id_cliente) throw forbidden();
  const now = deps.clock();
  const today = studioNow(now).date;
  if (p.fecha < today) throw invalid('La fecha ya pasó.');
  const range = { timeFrom: p.hora_desde ?? null, timeTo: p.hora_hasta ?? null };
  if (range.timeFrom !== null && range.timeTo !== null && range.timeFrom > range.timeTo) {
    throw invalid('La hora "desde" debe ser anterior a la hora "hasta".');
  }
  // the slot as availability reads it: its agenda's open window and the starts it offers
  const loaded = await readSlot(
    deps.db,
    {
      professionalBranchId: p.id_peluquero_sucursal,
      professionalServiceId: p.id_servicio_de_peluquero_por_sucursal,
      fecha: p.fecha,
      caller: user,
    },
    now,
  );
  const openDays = loaded.pb.agendaOpenDays;
  if (p.fecha > lastWaitlistDate(today, openDays)) {
    throw invalid(waitlistTooFar(waitlistWindowDays(openDays)));
  }
  if (availableStarts(loaded.query).some((h) => fitsEntry(h, range))) {
    throw ruleForbids('Hay horarios disponibles ese día: podés reservar uno.');
  }
  const id = await deps.db.transaction(async (tx) => {
    const active = await countActiveEntriesLocked(tx, p.id_cliente, today);
    if (active >= WAITLIST_MAX_ACTIVE) throw ruleForbids(WAITLIST_FULL);
    return insertEntry(tx, {
      clientId: p.id_cliente,
      professionalBranchId: p.id_peluquero_sucursal,
      professionalServiceId: p.id_servicio_de_peluquero_por_sucursal,
      fecha: p.fecha,
      ...range,
    });
  });
  if (id === undefined) throw ruleForbids('Ya estás en la lista de espera de ese día.');
  return { id_espera: id };
}

/** The client's entries from today on (an entry expires with its date). */
export async function clientWaitlist(deps: AppDeps, user: AuthUser, clientId: number) {
  assertSelfOrAdmin(user, clientId);
  const rows = await entriesOfClient(deps.db, clientId, studioNow(deps.clock()).date);
  return { esperas: rows.map(toEspera) };
}

/** The client removes theirs; staff remove one of an agenda they own. */
export async function leaveWaitlist(deps: AppDeps, user: AuthUser, id: number) {
  const entry = await getEntry(deps.db, id);
  if (!entry) throw notFound('La entrada de la lista de espera no existe.');
  if (!isAdmin(user) && entry.clientId !== user.id) {
    if (!user.roles.includes('peluquero')) throw forbidden();
    await assertOwnsProfessionalBranch(deps.db, user, entry.professionalBranchId);
  }
  await deleteEntry(deps.db, id);
  return { id_espera: id };
}

/** A day's waitlist of an agenda the caller owns, first come first. */
export async function dayWaitlist(
  deps: AppDeps,
  user: AuthUser,
  professionalBranchId: number,
  fecha: string,
) {
  await assertOwnsProfessionalBranch(deps.db, user, professionalBranchId);
  const rows = await entriesOfDay(deps.db, [professionalBranchId], fecha);
  const clients = await clientsOf(
    deps.db,
    rows.map((r) => r.e.clientId),
  );
  return {
    esperas: rows.map((r) => ({
      ...toEspera(r),
      id_cliente: r.e.clientId,
      cliente_nombre: clients.get(r.e.clientId)?.name ?? '',
      cliente_celular: clients.get(r.e.clientId)?.phone ?? '',
    })),
  };
}

/**
 * After a write that may have freed starts of a professional on a date has committed (a cancel,
 * a reschedule, an expired deposit, a non-working date removed): every entry waiting that day at
 * any of their branches gets `turno_liberado` for the fitting starts availability offers now that
 * it was not told about before (one message naming the earliest). Availability's own reader
 * decides, so a message never announces a start a booking would refuse. Never fails the write.
 */
export async function announceFreedStarts(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  professionalId: number,
  fecha: string,
) {
  try {
    const now = deps.clock();
    if (fecha < studioNow(now).date) return;
    const pbs = await deps.db
      .select({ id: professionalBranches.id })
      .from(professionalBranches)
      .where(eq(professionalBranches.professionalId, professionalId));
    if (pbs.length === 0) return;
    const entries = await entriesOfDay(
      deps.db,
      pbs.map((p) => p.id),
      fecha,
    );
    if (entries.length === 0) return;
    const startsOf = new Map<string, Promise<string[]>>();
    const clients = await clientsOf(
      deps.db,
      entries.map((r) => r.e.clientId),
    );
    for (const r of entries) {
      const key = `${r.e.professionalBranchId}:${r.e.professionalServiceId}`;
      let starts = startsOf.get(key);
      if (!starts) {
        starts = bookingStarts(
          deps.db,
          {
            what: {
              professionalBranchId: r.e.professionalBranchId,
              professionalServiceId: r.e.professionalServiceId,
            },
            fecha,
            // what any client is offered (held to the minimum notice like every client)
            caller: null,
          },
          now,
        ).catch(() => []);
        startsOf.set(key, starts);
      }
      const fitting = (await starts).filter((h) => fitsEntry(h, r.e));
      const client = clients.get(r.e.clientId);
      if (fitting.length === 0 || !client) continue;
      await deps.db.transaction(async (tx) => {
        const fresh = await markNotified(tx, r.e.id, fitting);
        const hora = fresh.sort()[0];
        if (hora === undefined) return;
        await queueFreedStartEvent(
          tx,
          {
            id: r.e.id,
            branchId: r.branchId,
            professionalBranchId: r.e.professionalBranchId,
            professionalServiceId: r.e.professionalServiceId,
            fecha,
            hora,
            serviceName: r.serviceName,
            professionalName: r.professionalName,
            branchName: r.branchName,
          },
          client,
        );
      });
    }
  } catch (err) {
    deps.log.warn({ err, professionalId, fecha }, 'lista de espera: no se pudo avisar');
  }
}
