import { useQueries } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import type { ConfAgenda, DiaLaborable, DiaNoLaborable } from './catalog.types';

const byStaff = (id: string) => ({ id_peluquero_sucursal: id });

export async function getConfAgenda(id: string): Promise<ConfAgenda> {
  const res = await apiClient.get<Envelope<{ confAgenda: ConfAgenda }>>(
    endpoints.turnos.confAgenda,
    byStaff(id),
  );
  return res.data.confAgenda;
}

export async function getDiasLaborables(id: string): Promise<DiaLaborable[]> {
  const res = await apiClient.get<Envelope<{ diasLaborables: DiaLaborable[] }>>(
    endpoints.turnos.diasLaborables,
    byStaff(id),
  );
  return res.data.diasLaborables ?? [];
}

export async function getDiasNoLaborables(id: string): Promise<DiaNoLaborable[]> {
  const res = await apiClient.get<Envelope<{ diasNoLaborables: DiaNoLaborable[] }>>(
    endpoints.turnos.diasNoLaborables,
    byStaff(id),
  );
  return res.data.diasNoLaborables ?? [];
}

/**
 * Agenda configuration, working days and non-working days of one professional at one branch:
 * what the booking calendar needs. Always fetched fresh when the professional changes (staleTime 0).
 */
export function useAgendaRules(idPeluqueroSucursal: string) {
  const enabled = idPeluqueroSucursal !== '';
  const key = (what: string) => ['public', what, idPeluqueroSucursal] as const;
  const [conf, dias, noLaborables] = useQueries({
    queries: [
      {
        queryKey: key('conf-agenda'),
        queryFn: () => getConfAgenda(idPeluqueroSucursal),
        enabled,
        staleTime: 0,
      },
      {
        queryKey: key('dias-laborables'),
        queryFn: () => getDiasLaborables(idPeluqueroSucursal),
        enabled,
        staleTime: 0,
      },
      {
        queryKey: key('dias-no-laborables'),
        queryFn: () => getDiasNoLaborables(idPeluqueroSucursal),
        enabled,
        staleTime: 0,
      },
    ],
  });
  const data =
    conf.data && dias.data && noLaborables.data
      ? { conf: conf.data, diasLaborables: dias.data, diasNoLaborables: noLaborables.data }
      : undefined;
  return {
    data,
    isPending: enabled && (conf.isPending || dias.isPending || noLaborables.isPending),
    isError: conf.isError || dias.isError || noLaborables.isError,
    refetch: () => Promise.all([conf.refetch(), dias.refetch(), noLaborables.refetch()]),
  };
}
export type AgendaRulesData = NonNullable<ReturnType<typeof useAgendaRules>['data']>;
