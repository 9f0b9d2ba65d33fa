import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { cliente, clienteListado } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';

/**
 * Clients (contract §4.1, §6.1): the admin's client list a page at a time, the agenda's client
 * search, a client's own data, and the one-field updates both the admin and the client make.
 * Neither the list nor the picker ever asks for every client (there may be 50,000).
 */

/** A client, as `get-all-clientes` lists them and `obtener-datos-cliente` returns one. */
export type Client = z.output<typeof cliente>;
/** A client of a `get-all-clientes` page: with their 'no asistió' count (ADR 0066). */
export type ClientListItem = z.output<typeof clienteListado>;

export type ClientFlag = 'user_status' | 'user_is_blocked';
export type ClientDataField = 'nombre' | 'celular';
type Field = ClientFlag | ClientDataField;
/** Some of a client's fields, each sent in its own PUT. */
export type ClientChanges = Partial<Pick<Client, Field>>;
/** The order the one-field updates go out in. */
const FIELDS: readonly Field[] = ['nombre', 'celular', 'user_status', 'user_is_blocked'];

export const clientKeys = {
  all: ['clients'] as const,
  pages: ['clients', 'page'] as const,
  page: (q: ClientsPageQuery) => ['clients', 'page', q] as const,
  search: (buscar: string) => ['clients', 'search', buscar] as const,
  one: (id: number) => ['clients', 'one', id] as const,
};

/** One page of the admin's list: 1-based `pagina`, and the text searched ('' = every client). */
export interface ClientsPageQuery {
  pagina: number;
  porPagina: number;
  buscar: string;
}

export interface ClientsPage {
  clientes: Client[];
  /** how many clients match in all */
  total: number;
}

/** A page of clients by name; the previous page stays on screen while the next one loads. */
export function useClientsPage(q: ClientsPageQuery) {
  return useQuery({
    queryKey: clientKeys.page(q),
    queryFn: async ({ signal }): Promise<ClientsPage> => {
      const buscar = q.buscar.trim();
      const data = await apiCall(
        endpoints.getAllClientes,
        { pagina: q.pagina, por_pagina: q.porPagina, buscar: buscar || undefined },
        { signal },
      );
      return { clientes: data.clientes, total: data.total ?? data.clientes.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** How many clients the agenda's picker offers for what was typed. */
export const CLIENT_SEARCH_SIZE = 20;

/** Seed §5: blocked clients are never offered for an appointment. */
export function bookableClients<C extends Client>(all: readonly C[]): C[] {
  return all.filter((c) => String(c.user_is_blocked) !== '1');
}

/**
 * The agenda's client picker: the first clients by name that match `buscar` (all of them when
 * blank), blocked ones left out; one small page, never the whole list.
 */
export function useClientSearch(buscar: string, enabled: boolean) {
  const text = buscar.trim();
  return useQuery({
    queryKey: clientKeys.search(text),
    queryFn: async ({ signal }) => {
      const data = await apiCall(
        endpoints.getAllClientes,
        { pagina: 1, por_pagina: CLIENT_SEARCH_SIZE, buscar: text || undefined },
        { signal },
      );
      return bookableClients(data.clientes);
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Applies a saved change to every cached page, before the pages are fetched again. */
function patchPages(qc: QueryClient, change: (rows: Client[]) => Client[]) {
  qc.setQueriesData<ClientsPage>({ queryKey: clientKeys.pages }, (page) =>
    page ? { ...page, clientes: change(page.clientes) } : page,
  );
}

export function useClient(id: number, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.one(id),
    queryFn: async () => {
      const data = await apiCall(endpoints.obtenerDatosCliente, { ID: id });
      return data.cliente;
    },
    enabled,
  });
}

/** One PUT per changed field: the endpoint takes one key at a time. */
async function updateFields(id: number, changes: ClientChanges) {
  for (const key of FIELDS) {
    const value = changes[key];
    if (value === undefined) continue;
    await apiCall(endpoints.actualizarDatoCliente, {
      ID: id,
      key_field: key,
      value_field: value,
    });
  }
}

/** Admin: seed §4, a toggle or an edit shows only after the server saved it (not optimistic). */
export function useUpdateClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ClientChanges }) =>
      updateFields(id, changes),
    onSuccess: (_r, { id, changes }) =>
      patchPages(qc, (rows) => rows.map((c) => (c.ID === id ? { ...c, ...changes } : c))),
    onSettled: () => qc.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

/** A client changes their own name or phone. */
export function useUpdateOwnClient(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (changes: Pick<ClientChanges, ClientDataField>) => updateFields(id, changes),
    onSettled: () => qc.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

/** Removes the client, their data and every appointment of theirs. */
export function useDeleteClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(endpoints.eliminarCliente, { ID: id }),
    onSuccess: (_r, id) => patchPages(qc, (rows) => rows.filter((c) => c.ID !== id)),
    onSettled: () => qc.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
