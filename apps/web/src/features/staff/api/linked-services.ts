import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { staffKeys } from './keys';

/** A service a professional offers at a branch (contract §4.4 obtener-servicios-asociados). */
export interface ServicioPeluquero {
  id_servicio_de_peluquero_por_sucursal: number;
  id_servicio: number;
  nombre: string;
  descripcion: string;
  duracion: number;
  precio: string;
  ocupacion: string;
  activo: string;
}

export const LINKED_SERVICES_ERROR = 'Hubo un error al obtener los servicios del peluquero';

export async function getLinkedServices(idPeluqueroSucursal: number) {
  const res = await apiClient.get<Envelope<{ serviciosPeluquero: ServicioPeluquero[] }>>(
    endpoints.staff.services,
    { id_peluquero_sucursal: idPeluqueroSucursal },
  );
  return (res.data.serviciosPeluquero ?? []).map((s) => ({
    ...s,
    id_servicio: Number(s.id_servicio),
  }));
}

export function useLinkedServices(idPeluqueroSucursal: number, enabled = true) {
  return useQuery({
    queryKey: staffKeys.services(idPeluqueroSucursal),
    queryFn: () => getLinkedServices(idPeluqueroSucursal),
    enabled,
  });
}
