import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  actualizarDatoCliente,
  cliente,
  eliminarCliente,
  getAllClientes,
  obtenerDatosCliente,
} from '@turnos/contract';
import { apiCall } from '@/lib/api-client';
import { apiEndpoint } from '@/lib/api-endpoint';

/**
 * Clients (contract §4.1): the admin's client list (also the agenda's client picker), a client's
 * own data, and the one-field updates both the admin and the client make.
 */

/** A client, as `get-all-clientes` lists them and `obtener-datos-cliente` returns one. */
export type Cliente = z.output<typeof cliente>;

export type ClienteFlag = 'user_status' | 'user_is_blocked';
export type ClienteDataField = 'nombre' | 'celular';
type Field = ClienteFlag | ClienteDataField;
/** Some of a client's fields, each sent in its own PUT. */
export type ClienteChanges = Partial<Pick<Cliente, Field>>;
/** The order the one-field updates go out in. */
const FIELDS: readonly Field[] = ['nombre', 'celular', 'user_status', 'user_is_blocked'];

const endpoints = {
  list: apiEndpoint<typeof getAllClientes>('GET', 'turnos/v1/get-all-clientes'),
  one: apiEndpoint<typeof obtenerDatosCliente>('GET', 'turnos/v1/obtener-datos-cliente'),
  update: apiEndpoint<typeof actualizarDatoCliente>('PUT', 'turnos/v1/actualizar-dato-cliente'),
  remove: apiEndpoint<typeof eliminarCliente>('DELETE', 'turnos/v1/eliminar-cliente'),
};

export const clientKeys = {
  all: ['clients'] as const,
  list: ['clients', 'list'] as const,
  one: (id: number) => ['clients', 'one', id] as const,
};

export const clientsQuery = queryOptions({
  queryKey: clientKeys.list,
  queryFn: async () => {
    const data = await apiCall(endpoints.list);
    return data.clientes ?? [];
  },
});

export function useClientes() {
  return useQuery(clientsQuery);
}

/** Seed §5: blocked clients are never offered for an appointment. */
export function bookableClients(all: readonly Cliente[]): Cliente[] {
  return all.filter((c) => String(c.user_is_blocked) !== '1');
}

export function useBookableClients(enabled: boolean) {
  return useQuery({ ...clientsQuery, select: bookableClients, enabled });
}

export function useCliente(id: number, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.one(id),
    queryFn: async () => {
      const data = await apiCall(endpoints.one, { ID: id });
      return data.cliente;
    },
    enabled,
  });
}

/** One PUT per changed field: the endpoint takes one key at a time. */
async function updateFields(id: number, changes: ClienteChanges) {
  for (const key of FIELDS) {
    const value = changes[key];
    if (value === undefined) continue;
    await apiCall(endpoints.update, {
      ID: id,
      key_field: key,
      value_field: value,
    });
  }
}

/** Admin: seed §4, a toggle or an edit shows only after the server saved it (not optimistic). */
export function useUpdateCliente() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ClienteChanges }) =>
      updateFields(id, changes),
    onSuccess: (_r, { id, changes }) =>
      qc.setQueryData<Cliente[]>(clientKeys.list, (rows) =>
        rows?.map((c) => (c.ID === id ? { ...c, ...changes } : c)),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

/** A client changes their own name or phone. */
export function useUpdateOwnCliente(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (changes: Pick<ClienteChanges, ClienteDataField>) => updateFields(id, changes),
    onSettled: () => qc.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

/** Removes the client, their data and every appointment of theirs. */
export function useDeleteCliente() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(endpoints.remove, { ID: id }),
    onSuccess: (_r, id) =>
      qc.setQueryData<Cliente[]>(clientKeys.list, (rows) => rows?.filter((c) => c.ID !== id)),
    onSettled: () => qc.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
