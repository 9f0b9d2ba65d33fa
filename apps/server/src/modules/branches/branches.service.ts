import type { Db } from '../../db/types';
import { notFound } from '../../http/app-error';
import {
  deleteBranch,
  insertBranch,
  listBranches,
  updateBranch,
  type BranchRow,
} from './branches.queries';

export const BRANCH_NOT_FOUND = 'La sucursal no existe.';

export const toSucursal = (b: BranchRow) => ({
  id: b.id,
  nombre: b.nombre,
  direccion: b.direccion,
});

export async function getAllBranches(db: Db) {
  return (await listBranches(db)).map(toSucursal);
}

export async function createBranch(db: Db, values: { nombre: string; direccion: string }) {
  return toSucursal(await insertBranch(db, values));
}

export async function editBranch(
  db: Db,
  id: number,
  values: { nombre: string; direccion: string },
) {
  const row = await updateBranch(db, id, values);
  if (!row) throw notFound(BRANCH_NOT_FOUND);
  return toSucursal(row);
}

export async function removeBranch(db: Db, id: number) {
  if (!(await deleteBranch(db, id))) throw notFound(BRANCH_NOT_FOUND);
}
