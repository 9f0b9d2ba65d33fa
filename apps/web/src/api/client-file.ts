import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf, actualizarNotaCliente, obtenerFichaCliente } from '@turnos/contract';
import { apiCall } from '@/lib/api-client';
import { apiEndpoint } from '@/lib/api-endpoint';

/**
 * A client's file for staff (contract §6.1): their data, the counts of their appointments, their
 * history newest first, and the staff's private note about them (never shown to the client).
 */

export type FichaCliente = DataOf<typeof obtenerFichaCliente>;

/** The most characters of the note (the contract's `NOTA_CLIENTE_MAX`, checked in a test). */
export const NOTA_MAX = 2000;

const endpoints = {
  file: apiEndpoint<typeof obtenerFichaCliente>('GET', 'turnos/v1/obtener-ficha-cliente'),
  note: apiEndpoint<typeof actualizarNotaCliente>('PUT', 'turnos/v1/actualizar-nota-cliente'),
};

export const clientFileKeys = {
  one: (id: number) => ['client-file', id] as const,
};

export function useFichaCliente(id: number) {
  return useQuery({
    queryKey: clientFileKeys.one(id),
    queryFn: ({ signal }) => apiCall(endpoints.file, { ID: id }, { signal }),
  });
}

/** Saves the note; the cached file keeps the saved text so reopening shows it at once. */
export function useSaveNotaCliente(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (nota: string) => apiCall(endpoints.note, { ID: id, nota }),
    onSuccess: (_r, nota) =>
      qc.setQueryData<FichaCliente>(clientFileKeys.one(id), (file) =>
        file ? { ...file, cliente: { ...file.cliente, nota } } : file,
      ),
  });
}
