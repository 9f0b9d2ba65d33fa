import type { Db } from '../../db/types';
import { notFound, ruleForbids } from '../../http/app-error';
import {
  deleteBranch,
  insertBranch,
  lockBranchForDelete,
  listBranches,
  updateBranch,
  type BranchRow,
} from './branches.queries';

export const BRANCH_NOT_FOUND = 'La sucursal no existe.';

export const toSucursal = (b: BranchRow) => ({
  id: b.id,
  nombre: b.name,
  direccion: b.address,
});

export async function getAllBranches(db: Db) {
  return (await listBranches(db)).map(toSucursal);
}

export async function createBranch(db: Db, values: { nombre: string; direccion: string }) {
  return toSucursal(await insertBranch(db, { name: values.nombre, address: values.direccion }));
}

export async function editBranch(
  db: Db,
  id: number,
  values: { nombre: string; direccion: string },
) {
  const row = await updateBranch(db, id, { name: values.nombre, address: values.direccion });
  if (!row) throw notFound(BRANCH_NOT_FOUND);
  return toSucursal(row);
}

export const BRANCH_HAS_RECORDS =
  'La sucursal tiene cajas o movimientos de stock registrados: no puede eliminarse, para no perder esos registros.';

/**
 * Contract §4 `eliminar-sucursal`: its staff links, appointments and units go with it. A branch
 * with a till or stock movements (contract §7) is kept (1009): deleting it would erase charges,
 * cash counts and stock history the studio must keep (ADR 0097).
 */
export async function removeBranch(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const found = await lockBranchForDelete(tx, id);
    if (!found) throw notFound(BRANCH_NOT_FOUND);
    if (found.hasRecords) throw ruleForbids(BRANCH_HAS_RECORDS);
    if (!(await deleteBranch(tx, id))) throw notFound(BRANCH_NOT_FOUND);
  });
}
