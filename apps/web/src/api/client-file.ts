import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf, obtenerFichaCliente } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';

/**
 * A client's file for staff (contract §6.1): their data, the counts of their appointments, their
 * history newest first, and the staff's private note about them (never shown to the client).
 */

export type ClientFile = DataOf<typeof obtenerFichaCliente>;

/** The most characters of the note (the contract's `NOTA_CLIENTE_MAX`, checked in a test). */
export const NOTA_MAX = 2000;

export const clientFileKeys = {
  one: (id: number) => ['client-file', id] as const,
};

export function useClientFile(id: number) {
  return useQuery({
    queryKey: clientFileKeys.one(id),
    queryFn: ({ signal }) => apiCall(endpoints.obtenerFichaCliente, { ID: id }, { signal }),
  });
}

/** Saves the note; the cached file keeps the saved text so reopening shows it at once. */
export function useSaveClientNote(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (nota: string) => apiCall(endpoints.actualizarNotaCliente, { ID: id, nota }),
    onSuccess: (_r, nota) =>
      qc.setQueryData<ClientFile>(clientFileKeys.one(id), (file) =>
        file ? { ...file, cliente: { ...file.cliente, nota } } : file,
      ),
  });
}
