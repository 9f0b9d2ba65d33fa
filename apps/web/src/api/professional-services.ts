import {
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { servicioDePeluquero } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { BUSY_SERVICE_ID } from '@turnos/domain';
import { apiCall } from '@/lib/api-client';

/**
 * The services a professional offers at a branch (contract §4.4 obtener-servicios-asociados):
 * one list for the staff dialog (all of them), the agenda's assign dialog and the booking wizard
 * (the offered ones).
 */
export type ProfessionalService = z.output<typeof servicioDePeluquero>;

export const LINKED_SERVICES_ERROR = 'Hubo un error al obtener los servicios del peluquero';

type Id = number | string;

export const professionalServiceKeys = {
  of: (professionalBranchId: Id) =>
    ['professional-services', Number(professionalBranchId)] as const,
};

export const professionalServicesQuery = (professionalBranchId: Id) =>
  queryOptions({
    queryKey: professionalServiceKeys.of(professionalBranchId),
    queryFn: async () => {
      const data = await apiCall(endpoints.obtenerServiciosAsociados, {
        id_peluquero_sucursal: professionalBranchId,
      });
      return (data.serviciosPeluquero ?? []).map((s) => ({
        ...s,
        id_servicio: Number(s.id_servicio),
        duracion: Number(s.duracion),
      }));
    },
  });

/** Every link, active or not (the staff dialog). */
export function useLinkedServices(professionalBranchId: number, enabled = true) {
  return useQuery({ ...professionalServicesQuery(professionalBranchId), enabled });
}

/** Service id 1 is the internal busy placeholder (seed §1): never offered. */
const offered = (list: ProfessionalService[]) =>
  list.filter((s) => s.id_servicio !== BUSY_SERVICE_ID && String(s.activo) === '1');

/** The active services a professional offers at a branch, as a query (for `useQueries`). */
export const offeredServicesQuery = (professionalBranchId: Id) => ({
  ...professionalServicesQuery(professionalBranchId),
  select: offered,
});

/** The active services a professional offers at a branch; idle while `enabled` is false. */
export function useOfferedServices(professionalBranchId: string, enabled = true) {
  return useQuery({
    ...professionalServicesQuery(professionalBranchId),
    select: offered,
    enabled: enabled && professionalBranchId !== '',
  });
}

/**
 * Which of a branch's professionals offer a catalog service (the public list's choice, by its
 * `id_servicio`): each one's offered services, the same queries (and cache) as the booking's.
 * `ready` once every answer is in; one that failed counts as offering it (the wizard then shows
 * that professional's own error). Idle, with every id, without a service.
 */
export function useProfessionalsOffering(ids: readonly string[], serviceId: string) {
  const enabled = serviceId !== '';
  return useQueries({
    queries: ids.map((id) => ({ ...offeredServicesQuery(id), enabled })),
    combine: (results) => ({
      ready: !enabled || results.every((r) => !r.isPending),
      ids: enabled
        ? ids.filter((_, i) => {
            const r = results[i];
            return r?.isError === true || r?.data?.some((s) => String(s.id_servicio) === serviceId);
          })
        : [...ids],
    }),
  });
}

export function useLinkService(professionalBranchId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) =>
      apiCall(endpoints.agregarServicioPeluquero, {
        id_peluquero_sucursal: professionalBranchId,
        id_servicio: serviceId,
      }),
    onSuccess: () =>
      qc.invalidateQueries({ queryKey: professionalServiceKeys.of(professionalBranchId) }),
  });
}

/** Also deletes that link's booked appointments (seed §4). */
export function useUnlinkService(professionalBranchId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) =>
      apiCall(endpoints.eliminarServicioPeluquero, {
        id_servicio_de_peluquero_por_sucursal: linkId,
        id_peluquero_sucursal: professionalBranchId,
      }),
    onSuccess: () =>
      qc.invalidateQueries({ queryKey: professionalServiceKeys.of(professionalBranchId) }),
  });
}

/** The switch moves only once the server saved it (seed §4). */
export function useSetLinkedServiceActive(professionalBranchId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ linkId, on }: { linkId: number; on: boolean }) =>
      apiCall(endpoints.actualizarServicioPeluqueroActivo, {
        id_servicio_de_peluquero_por_sucursal: linkId,
        activo: on ? '1' : '0',
        id_peluquero_sucursal: professionalBranchId,
      }),
    onSuccess: (_r, { linkId, on }) =>
      qc.setQueryData<ProfessionalService[]>(
        professionalServiceKeys.of(professionalBranchId),
        (rows) =>
          rows?.map((s) =>
            s.id_servicio_de_peluquero_por_sucursal === linkId
              ? { ...s, activo: on ? '1' : '0' }
              : s,
          ),
      ),
  });
}
