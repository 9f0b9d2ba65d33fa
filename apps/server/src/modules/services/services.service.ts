import type { ServiceInput } from '@turnos/domain';
import type { Db } from '../../db/types';
import { notFound } from '../../http/app-error';
import {
  deleteService,
  getService,
  insertService,
  listServices,
  updateService,
  type ServiceRow,
  type ServiceValues,
} from './services.queries';

/** Service 1 ('Ocupado') is not part of the catalog: every call naming it gets this 1002. */
export const SERVICE_NOT_FOUND = 'El servicio no existe.';

export const toServicio = (s: ServiceRow) => ({
  id_servicio: s.id,
  nombre: s.name,
  descripcion: s.description,
  duracion: s.duracion,
  ocupacion: s.pattern,
  precio: s.price,
});

export async function getAllServices(db: Db) {
  return (await listServices(db)).map(toServicio);
}

export async function getOneService(db: Db, id: number) {
  const row = await getService(db, id);
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return toServicio(row);
}

/** The wire input as the table's columns, each named (a spread would carry wire names the table lacks). */
const toValues = (input: ServiceInput): ServiceValues => ({
  name: input.nombre,
  description: input.descripcion,
  duracion: input.duracion,
  pattern: input.ocupacion,
  price: input.precio,
});

export async function createService(db: Db, input: ServiceInput) {
  return toServicio(await insertService(db, toValues(input)));
}

export async function editService(db: Db, id: number, input: ServiceInput) {
  const row = await updateService(db, id, toValues(input));
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return toServicio(row);
}

export async function changeServicePrice(db: Db, id: number, precio: string) {
  const row = await updateService(db, id, { price: precio });
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return toServicio(row);
}

export async function removeService(db: Db, id: number) {
  if (!(await deleteService(db, id))) throw notFound(SERVICE_NOT_FOUND);
}
