import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BUSY_SERVICE_ID, type ServiceInput } from '@turnos/domain';
import { apiClient, type Envelope } from '@/lib/api-client';

/** The service catalog (contract §4.3): admin screens and the public list read one list. */

export interface Servicio {
  id_servicio: number;
  nombre: string;
  descripcion: string;
  /** 15-minute modules */
  duracion: number;
  /** one '0'/'1' per module; '1' = the professional is busy */
  ocupacion: string;
  /** dot decimal string, '2500.50' */
  precio: string;
}

export const SERVICES_LOAD_ERROR =
  'Error al obtener los servicios. Por favor, intente recargar la pagina.';

export const serviceKeys = {
  all: ['catalog', 'servicios'] as const,
};

/** Without the internal busy placeholder (seed §1), ids and durations as numbers. */
export async function getServices(): Promise<Servicio[]> {
  const res = await apiClient.get<Envelope<{ servicios: Servicio[] }>>(
    'turnos/v1/get-all-servicios',
  );
  return (res.data.servicios ?? [])
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
    mutationFn: (input: ServiceInput) =>
      apiClient.post<Envelope<{ id_servicio: number }>>('turnos/v1/crear-servicio', input),
    onSuccess: invalidate,
  });
}

export function useEditService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ServiceInput }) =>
      apiClient.put('turnos/v1/editar-servicio', { id, ...input }),
    onSuccess: invalidate,
  });
}

/** Also removes the service's appointments (seed §4). */
export function useDeleteService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.delete('turnos/v1/eliminar-servicio', { id_servicio: id }),
    onSuccess: invalidate,
  });
}

/** `precio` as a dot decimal ('2500.50'): the form converts the comma before sending (seed §5). */
export function useUpdatePrice() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, precio }: { id: number; precio: string }) =>
      apiClient.put('turnos/v1/actualizar-precio-servicio', { id_servicio: id, precio }),
    onSuccess: invalidate,
  });
}
