import { addDays, nationalHolidays, studioNow } from '@turnos/domain';
import { CIERRE_MAX_DAYS, type AccionCierre, type Feriado } from '@turnos/contract';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import type { Db } from '../../db/types';
import { invalid, notFound } from '../../http/app-error';
import {
  actOnDayOff,
  announceFreedStarts,
  dayOffTurnos,
  holidayName,
  lockClosureAppointments,
} from '../appointments';
import {
  deleteClosure,
  holidaysClose,
  insertClosure,
  listClosures,
  listOverrides,
  lockBranch,
  upsertOverride,
  waitingDays,
} from './closures.queries';

const flag = (b: boolean): '0' | '1' => (b ? '1' : '0');
const TIPO_ORDER = { inamovible: 0, trasladable: 0, cierre: 1 } as const;

/**
 * Contract §7.6 `obtener-feriados` (ADR 0102): the year's national holidays — `abierto` '1' when
 * the studio works it (holidays do not close it, or the admin marked it open) — and each date of
 * the closures in that year (`abierto` '0', `nombre` its reason), by date, holidays first.
 */
export async function yearCalendar(db: Db, anio: number, branchId?: number): Promise<Feriado[]> {
  const from = `${anio}-01-01`;
  const to = `${anio}-12-31`;
  const [close, marks, rows] = await Promise.all([
    holidaysClose(db),
    listOverrides(db, from, to),
    listClosures(db, from, to, branchId),
  ]);
  const list: Feriado[] = nationalHolidays(anio).map((h) => ({
    fecha: h.fecha,
    nombre: h.nombre,
    tipo: h.tipo,
    id_sucursal: null,
    abierto: flag(!close || marks.get(h.fecha) === true),
    id_cierre: null,
  }));
  for (const c of rows) {
    for (let d = c.fromDate; d <= c.toDate; d = addDays(d, 1)) {
      if (d < from || d > to) continue;
      list.push({
        fecha: d,
        nombre: c.reason,
        tipo: 'cierre',
        id_sucursal: c.branchId,
        abierto: '0',
        id_cierre: c.id,
      });
    }
  }
  return list.sort(
    (a, b) => a.fecha.localeCompare(b.fecha) || TIPO_ORDER[a.tipo] - TIPO_ORDER[b.tipo],
  );
}

/** After dates opened (a closure removed, a holiday marked open): the waitlist hears of them. */
async function announceOpened(deps: AppDeps, branchId: number | null, from: string, to: string) {
  const today = studioNow(deps.clock()).date;
  if (to < today) return;
  const days = await waitingDays(deps.db, branchId, from < today ? today : from, to);
  for (const d of days) await announceFreedStarts(deps, d.professionalId, d.fecha);
}

/**
 * Contract §7.6 `actualizar-feriado`: a national holiday (1003 for any other date) marked as
 * worked or not. It counts only while `turnos_cerrar_feriados` is '1'; kept either way.
 */
export async function markHoliday(
  deps: AppDeps,
  caller: AuthUser,
  fecha: string,
  abierto: boolean,
) {
  if (holidayName(fecha) === undefined) throw invalid('La fecha no es un feriado nacional.');
  await upsertOverride(deps.db, {
    fecha,
    open: abierto,
    updatedBy: caller.id,
    updatedAt: deps.clock(),
  });
  if (abierto) await announceOpened(deps, null, fecha, fecha);
  return { fecha, abierto: flag(abierto) };
}

export const PAST_CLOSURE = 'La fecha no puede ser anterior a hoy.';

/**
 * Contract §7.6 `crear-cierre` (ADR 0102): today or later, at most 31 dates, one branch or all.
 * In one transaction the closure is written (its trigger makes every process's cached agenda
 * configuration stale: the dates close for every booking at once), the affected appointments —
 * the day-off rule over the closure's scope: not cancelled, not a busy block, not started — are
 * locked and `accion` applied as for a day off (`cierre_sucursal` once per booking; a cancel as
 * the admin's, units freed, paid deposits to credit as §7.5). Answers them as they are after.
 */
export async function addClosure(
  deps: AppDeps,
  caller: AuthUser,
  p: {
    fecha_desde: string;
    fecha_hasta?: string;
    id_sucursal?: number;
    razon: string;
    accion: AccionCierre;
  },
) {
  const from = p.fecha_desde;
  const to = p.fecha_hasta ?? from;
  if (to < from) throw invalid('La fecha de fin no puede ser anterior a la fecha de inicio.');
  if (to > addDays(from, CIERRE_MAX_DAYS - 1)) {
    throw invalid(`El cierre no puede superar los ${CIERRE_MAX_DAYS} días.`);
  }
  const now = deps.clock();
  if (from < studioNow(now).date) throw invalid(PAST_CLOSURE);
  const branchId = p.id_sucursal ?? null;
  const { id, turnos, freed } = await deps.db.transaction(async (tx) => {
    if (branchId !== null && !(await lockBranch(tx, branchId))) {
      throw notFound('La sucursal no existe.');
    }
    const row = await insertClosure(tx, {
      branchId,
      fromDate: from,
      toDate: to,
      reason: p.razon,
      createdBy: caller.id,
      createdAt: now,
    });
    const affected = await lockClosureAppointments(tx, { branchId, from, to }, now);
    const freedUnits = await actOnDayOff(tx, affected, p.accion, {
      canceladoPor: 'admin',
      motivo: p.razon,
      now,
      log: deps.log,
    });
    return { id: row.id, turnos: await dayOffTurnos(tx, affected), freed: freedUnits };
  });
  for (const f of freed) await announceFreedStarts(deps, f.professionalId, f.fecha);
  return { id_cierre: id, turnos_afectados: turnos };
}

/** Contract §7.6 `eliminar-cierre`: its dates bookable again; the waitlist hears (§6.3). */
export async function removeClosure(deps: AppDeps, id: number) {
  const row = await deleteClosure(deps.db, id);
  if (!row) throw notFound('El cierre no existe.');
  await announceOpened(deps, row.branchId, row.fromDate, row.toDate);
  return { id_cierre: row.id };
}
