import { studioNow } from '@turnos/domain';
import type { AuthUser } from '../../auth/auth-user';
import { assertStaffOfBranch } from '../../auth/policy';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/types';
import { notFound } from '../../http/app-error';
import { assertPeriod } from '../../http/period';
import { actorOf } from '../products';
import { chargesOfTill, recordsOf } from './charges.queries';
import { toCobro } from './charge-view';
import { ruleForbids, TILL_ALREADY_OPEN, TILL_CLOSED, TILL_NOT_FOUND } from './counter-errors';
import {
  closeTill,
  getTill,
  insertTill,
  insertTillMovement,
  lockTill,
  movementsOfTill,
  openTillOf,
  tillSums,
  tillsOfPeriod,
  type TillRow,
} from './till.queries';
import { figuresOf, toCaja, toMovimientoCaja, toTotales } from './till-view';
import { branchExists } from './branch.queries';

const BRANCH_NOT_FOUND = 'La sucursal no existe.';

/** A period of the counter's lists: `from` not after `to`, at most 366 days (as the reports). */
/** Contract §7.2 `abrir-caja`: one open till per branch (the partial unique index decides a race). */
export async function openTill(
  db: Db,
  user: AuthUser,
  now: Date,
  p: { id_sucursal: number; monto_inicial: string },
) {
  if (!(await branchExists(db, p.id_sucursal))) throw notFound(BRANCH_NOT_FOUND);
  await assertStaffOfBranch(db, user, p.id_sucursal);
  const actor = actorOf(user);
  try {
    const till = await insertTill(db, {
      branchId: p.id_sucursal,
      fecha: studioNow(now).date,
      openedBy: actor.id,
      openedByName: actor.name,
      openedAt: now,
      openingAmount: p.monto_inicial,
    });
    return { id_caja: till.id };
  } catch (err) {
    if (isUniqueViolation(err)) throw ruleForbids(TILL_ALREADY_OPEN);
    throw err;
  }
}

/** A till the caller may work on (A, or P of its branch): 1002 when missing, 1001 otherwise. */
async function tillOfStaff(db: Db, user: AuthUser, id: number) {
  const till = await getTill(db, id);
  if (!till) throw notFound(TILL_NOT_FOUND);
  await assertStaffOfBranch(db, user, till.branchId);
  return till;
}

async function tillView(db: Db, till: TillRow) {
  const figures = figuresOf([till.id], await tillSums(db, [till.id]));
  const f = figures.get(till.id);
  if (!f) throw new Error('no figures');
  return { caja: toCaja(till, f), totales: toTotales(f) };
}

/** Contract §7.2 `obtener-caja`: by id, or the open till of a branch (`caja` null when none). */
export async function tillDetail(
  db: Db,
  user: AuthUser,
  p: { id_caja?: number | undefined; id_sucursal?: number | undefined },
) {
  let till: TillRow | undefined;
  if (p.id_caja !== undefined) {
    till = await tillOfStaff(db, user, p.id_caja);
    if (p.id_sucursal !== undefined && till.branchId !== p.id_sucursal) {
      throw notFound(TILL_NOT_FOUND);
    }
  } else if (p.id_sucursal !== undefined) {
    if (!(await branchExists(db, p.id_sucursal))) throw notFound(BRANCH_NOT_FOUND);
    await assertStaffOfBranch(db, user, p.id_sucursal);
    till = await openTillOf(db, p.id_sucursal);
  }
  if (!till) return { caja: null, totales: null, cobros: [], movimientos: [] };
  const [view, records, movements] = await Promise.all([
    tillView(db, till),
    chargesOfTill(db, till.id).then((rows) => recordsOf(db, rows)),
    movementsOfTill(db, till.id),
  ]);
  return {
    ...view,
    cobros: records.map(toCobro),
    movimientos: movements.map(toMovimientoCaja),
  };
}

/** Contract §7.2 `movimiento-caja`: cash in or out of an open till's drawer. */
export async function addTillMovement(
  db: Db,
  user: AuthUser,
  now: Date,
  p: { id_caja: number; tipo: 'ingreso' | 'egreso'; monto: string; motivo: string },
) {
  await tillOfStaff(db, user, p.id_caja);
  const actor = actorOf(user);
  return db.transaction(async (tx) => {
    const till = await lockTill(tx, p.id_caja, 'share');
    if (!till) throw notFound(TILL_NOT_FOUND);
    if (till.closedAt !== null) throw ruleForbids(TILL_CLOSED);
    const row = await insertTillMovement(tx, {
      tillId: till.id,
      kind: p.tipo,
      amount: p.monto,
      reason: p.motivo,
      userId: actor.id,
      userName: actor.name,
      createdAt: now,
    });
    return { id_movimiento: row.id };
  });
}

/**
 * Contract §7.2 `cerrar-caja`: the counted cash is recorded; the expected cash and the difference
 * are computed from the rows. The lock waits for the charges and movements in flight.
 */
export async function closeTillWithCount(
  db: Db,
  user: AuthUser,
  now: Date,
  p: { id_caja: number; efectivo_contado: string },
) {
  await tillOfStaff(db, user, p.id_caja);
  const actor = actorOf(user);
  const closed = await db.transaction(async (tx) => {
    const till = await lockTill(tx, p.id_caja, 'update');
    if (!till) throw notFound(TILL_NOT_FOUND);
    if (till.closedAt !== null) throw ruleForbids(TILL_CLOSED);
    return closeTill(tx, till.id, {
      closedBy: actor.id,
      closedByName: actor.name,
      closedAt: now,
      countedCash: p.efectivo_contado,
    });
  });
  return tillView(db, closed);
}

/** Contract §7.2 `obtener-cajas` (A): the tills opened in a period, with their totals. */
export async function tillList(
  db: Db,
  p: { fecha_desde: string; fecha_hasta: string; id_sucursal?: number | undefined },
) {
  assertPeriod(p.fecha_desde, p.fecha_hasta);
  if (p.id_sucursal !== undefined && !(await branchExists(db, p.id_sucursal))) {
    throw notFound(BRANCH_NOT_FOUND);
  }
  const rows = await tillsOfPeriod(db, p.fecha_desde, p.fecha_hasta, p.id_sucursal);
  const ids = rows.map((r) => r.id);
  const figures = figuresOf(ids, await tillSums(db, ids));
  return {
    cajas: rows.flatMap((t) => {
      const f = figures.get(t.id);
      return f ? [{ ...toCaja(t, f), totales: toTotales(f) }] : [];
    }),
  };
}
