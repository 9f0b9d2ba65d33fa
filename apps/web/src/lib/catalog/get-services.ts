import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUSY_SERVICE_ID } from '@turnos/domain';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { catalogKeys } from './keys';

/** Contract §4.3. */
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

export async function getServices(): Promise<Servicio[]> {
  const res = await apiClient.get<Envelope<{ servicios: Servicio[] }>>(endpoints.catalog.services);
  return (res.data.servicios ?? [])
    .filter((s) => Number(s.id_servicio) !== BUSY_SERVICE_ID)
    .map((s) => ({ ...s, id_servicio: Number(s.id_servicio), duracion: Number(s.duracion) }));
}

export const servicesQuery = queryOptions({ queryKey: catalogKeys.services, queryFn: getServices });

export function useServices() {
  return useQuery(servicesQuery);
}
