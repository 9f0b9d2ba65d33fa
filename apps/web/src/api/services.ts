import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { servicio } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { BUSY_SERVICE_ID, type ServiceInput } from '@turnos/domain';
import { apiCall } from '@/lib/api-client';

/** The service catalog (contract §4.3): admin screens and the public list read one list. */

export type Service = z.output<typeof servicio>;

export const SERVICES_LOAD_ERROR =
  'Error al obtener los servicios. Por favor, intente recargar la pagina.';

export const serviceKeys = {
  all: ['catalog', 'servicios'] as const,
};

/** Without the internal busy placeholder (seed §1), ids and durations as numbers. */
export async function getServices(): Promise<Service[]> {
  const data = await apiCall(endpoints.getAllServicios);
  return (data.servicios ?? [])
    .filter((s) => Number(s.id_servicio) !== BUSY_SERVICE_ID)
    .map((s) => ({ ...s, id_servicio: Number(s.id_servicio), duracion: Number(s.duracion) }));
}

export const servicesQuery = queryOptions({
  queryKey: serviceKeys.all,
  queryFn: getServices,
  staleTime: 60_000,
});

export function useServices() {
  return useQuery(servicesQuery);
}

function useInvalidateServices() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: serviceKeys.all });
}

export function useCreateService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: (input: ServiceInput) => apiCall(endpoints.crearServicio, input),
    onSuccess: invalidate,
  });
}

export function useEditService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ServiceInput }) =>
      apiCall(endpoints.editarServicio, { id, ...input }),
    onSuccess: invalidate,
  });
}

/** Also removes the service's appointments (seed §4). */
export function useDeleteService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: (id: number) => apiCall(endpoints.eliminarServicio, { id_servicio: id }),
    onSuccess: invalidate,
  });
}

/** `precio` as a dot decimal ('2500.50'): the form converts the comma before sending (seed §5). */
export function useUpdatePrice() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, precio: price }: { id: number; precio: string }) =>
      apiCall(endpoints.actualizarPrecioServicio, { id_servicio: id, precio: price }),
    onSuccess: invalidate,
  });
}
