import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog/keys';

export interface Servicio {
  id_servicio: number | string;
  nombre: string;
  descripcion: string;
  /** 15-minute modules */
  duracion: number | string;
  ocupacion: string;
  /** decimal string with a dot */
  precio: string;
}

/** Service id 1 is the internal busy placeholder (seed §1): never listed. */
const BUSY_SERVICE_ID = 1;

export async function getAllServicios(): Promise<Servicio[]> {
  const res = await apiClient.get<Envelope<{ servicios: Servicio[] }>>(endpoints.servicios.all);
  return (res.data.servicios ?? []).filter((s) => Number(s.id_servicio) !== BUSY_SERVICE_ID);
}

export const serviciosQuery = queryOptions({
  queryKey: catalogKeys.publicServices,
  queryFn: getAllServicios,
  staleTime: 60_000,
});

export function useServicios() {
  return useQuery(serviciosQuery);
}
