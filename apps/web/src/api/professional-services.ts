import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BUSY_SERVICE_ID } from '@turnos/domain';
import { apiClient, type Envelope } from '@/lib/api-client';

/**
 * The services a professional offers at a branch (contract §4.4 obtener-servicios-asociados):
 * one list for the staff dialog (all of them), the agenda's assign dialog and the booking wizard
 * (the offered ones).
 */
export interface ServicioPeluquero {
  id_servicio_de_peluquero_por_sucursal: number;
  id_servicio: number;
  nombre: string;
  descripcion: string;
  /** 15-minute modules */
  duracion: number;
  /** decimal string with a dot */
  precio: string;
  ocupacion: string;
  activo: string;
}

export const LINKED_SERVICES_ERROR = 'Hubo un error al obtener los servicios del peluquero';

type Id = number | string;

export const professionalServiceKeys = {
  of: (idPeluqueroSucursal: Id) => ['professional-services', Number(idPeluqueroSucursal)] as const,
};

export const professionalServicesQuery = (idPeluqueroSucursal: Id) =>
  queryOptions({
    queryKey: professionalServiceKeys.of(idPeluqueroSucursal),
    queryFn: async () => {
      const res = await apiClient.get<Envelope<{ serviciosPeluquero: ServicioPeluquero[] }>>(
        'turnos/v1/obtener-servicios-asociados',
        { id_peluquero_sucursal: idPeluqueroSucursal },
      );
      return (res.data.serviciosPeluquero ?? []).map((s) => ({
        ...s,
        id_servicio: Number(s.id_servicio),
        duracion: Number(s.duracion),
      }));
    },
  });

/** Every link, active or not (the staff dialog). */
export function useLinkedServices(idPeluqueroSucursal: number, enabled = true) {
  return useQuery({ ...professionalServicesQuery(idPeluqueroSucursal), enabled });
}

/** Service id 1 is the internal busy placeholder (seed §1): never offered. */
const offered = (list: ServicioPeluquero[]) =>
  list.filter((s) => s.id_servicio !== BUSY_SERVICE_ID && String(s.activo) === '1');

/** The active services a professional offers at a branch; idle while `enabled` is false. */
export function useOfferedServices(idPeluqueroSucursal: string, enabled = true) {
  return useQuery({
    ...professionalServicesQuery(idPeluqueroSucursal),
    select: offered,
    enabled: enabled && idPeluqueroSucursal !== '',
  });
}

export function useLinkService(idPeluqueroSucursal: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idServicio: number) =>
      apiClient.post('turnos/v1/agregar-servicio-peluquero', {
        id_peluquero_sucursal: idPeluqueroSucursal,
        id_servicio: idServicio,
      }),
    onSuccess: () =>
      qc.invalidateQueries({ queryKey: professionalServiceKeys.of(idPeluqueroSucursal) }),
  });
}

/** Also deletes that link's booked appointments (seed §4). */
export function useUnlinkService(idPeluqueroSucursal: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) =>
      apiClient.delete('turnos/v1/eliminar-servicio-peluquero', {
        id_servicio_de_peluquero_por_sucursal: linkId,
        id_peluquero_sucursal: idPeluqueroSucursal,
      }),
    onSuccess: () =>
      qc.invalidateQueries({ queryKey: professionalServiceKeys.of(idPeluqueroSucursal) }),
  });
}

/** The switch moves only once the server saved it (seed §4). */
export function useSetLinkedServiceActive(idPeluqueroSucursal: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ linkId, on }: { linkId: number; on: boolean }) =>
      apiClient.put('turnos/v1/actualizar-servicio-peluquero-activo', {
        id_servicio_de_peluquero_por_sucursal: linkId,
        activo: on ? '1' : '0',
        id_peluquero_sucursal: idPeluqueroSucursal,
      }),
    onSuccess: (_r, { linkId, on }) =>
      qc.setQueryData<ServicioPeluquero[]>(
        professionalServiceKeys.of(idPeluqueroSucursal),
        (rows) =>
          rows?.map((s) =>
            s.id_servicio_de_peluquero_por_sucursal === linkId
              ? { ...s, activo: on ? '1' : '0' }
              : s,
          ),
      ),
  });
}
