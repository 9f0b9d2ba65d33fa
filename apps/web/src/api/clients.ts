import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Envelope } from '@/lib/api-client';

/**
 * Clients (contract §4.1): the admin's client list (also the agenda's client picker), a client's
 * own data, and the one-field updates both the admin and the client make.
 */

/** A client as `get-all-clientes` returns it. */
export interface AdminCliente {
  ID: number;
  nombre: string;
  celular: string;
  user_email: string;
  /** '1' validated */
  user_status: string;
  /** '1' blocked */
  user_is_blocked: string;
}

/** A client's own record (`obtener-datos-cliente`). */
export interface Cliente {
  ID: number | string;
  nombre: string;
  celular: string;
  user_email: string;
  user_status?: string;
  user_is_blocked?: string;
}

export type ClienteFlag = 'user_status' | 'user_is_blocked';
export type ClienteDataField = 'nombre' | 'celular';
type Field = ClienteFlag | ClienteDataField;
/** The order the one-field updates go out in. */
const FIELDS: readonly Field[] = ['nombre', 'celular', 'user_status', 'user_is_blocked'];

export const clientKeys = {
  all: ['clients'] as const,
  list: ['clients', 'list'] as const,
  one: (id: number) => ['clients', 'one', id] as const,
};

export const clientsQuery = queryOptions({
  queryKey: clientKeys.list,
  queryFn: async () => {
    const res = await apiClient.get<Envelope<{ clientes: AdminCliente[] }>>(
      'turnos/v1/get-all-clientes',
    );
    return res.data.clientes ?? [];
  },
});

export function useClientes() {
  return useQuery(clientsQuery);
}

/** Seed §5: blocked clients are never offered for an appointment. */
export function bookableClients(all: readonly AdminCliente[]): AdminCliente[] {
  return all.filter((c) => String(c.user_is_blocked) !== '1');
}

export function useBookableClients(enabled: boolean) {
  return useQuery({ ...clientsQuery, select: bookableClients, enabled });
}

export function useCliente(id: number, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.one(id),
    queryFn: async () => {
      const res = await apiClient.get<Envelope<{ cliente: Cliente }>>(
        'turnos/v1/obtener-datos-cliente',
        { ID: id },
      );
      return res.data.cliente;
    },
    enabled,
  });
}

/** One PUT per changed field: the endpoint takes one key at a time. */
async function updateFields(id: number, changes: Partial<Record<Field, string>>) {
  for (const key of FIELDS) {
    const value = changes[key];
    if (value === undefined) continue;
    await apiClient.put('turnos/v1/actualizar-dato-cliente', {
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
    mutationFn: ({ id, changes }: { id: number; changes: Partial<Record<Field, string>> }) =>
      updateFields(id, changes),
    onSuccess: (_r, { id, changes }) =>
      qc.setQueryData<AdminCliente[]>(clientKeys.list, (rows) =>
        rows?.map((c) => (c.ID === id ? { ...c, ...changes } : c)),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

/** A client changes their own name or phone. */
export function useUpdateOwnCliente(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<Record<ClienteDataField, string>>) => updateFields(id, changes),
    onSettled: () => qc.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

/** Removes the client, their data and every appointment of theirs. */
export function useDeleteCliente() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete('turnos/v1/eliminar-cliente', { ID: id }),
    onSuccess: (_r, id) =>
      qc.setQueryData<AdminCliente[]>(clientKeys.list, (rows) => rows?.filter((c) => c.ID !== id)),
    onSettled: () => qc.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
