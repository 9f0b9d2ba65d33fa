import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { agendaKeys } from './keys';

export interface AgendaRules {
  /** 0 = Monday … 6 = Sunday */
  activeWeekdays: ReadonlySet<number>;
  nonWorkingDates: ReadonlySet<string>;
}

interface DiaLaborable {
  dia_semana: number | string;
  activo: string | number;
}

async function getAgendaRules(id: string): Promise<AgendaRules> {
  const q = { id_peluquero_sucursal: id };
  const [dias, noLaborables] = await Promise.all([
    apiClient.get<Envelope<{ diasLaborables: DiaLaborable[] }>>(endpoints.agenda.workingDays, q),
    apiClient.get<Envelope<{ diasNoLaborables: { fecha: string }[] }>>(
      endpoints.agenda.nonWorkingDays,
      q,
    ),
  ]);
  return {
    activeWeekdays: new Set(
      (dias.data.diasLaborables ?? [])
        .filter((d) => String(d.activo) === '1')
        .map((d) => Number(d.dia_semana)),
    ),
    nonWorkingDates: new Set(
      (noLaborables.data.diasNoLaborables ?? []).map((d) => d.fecha.slice(0, 10)),
    ),
  };
}

/** Working weekdays and non-working dates: what the agenda's calendar enables. */
export function useAgendaRules(idPeluqueroSucursal: string) {
  return useQuery({
    queryKey: agendaKeys.rules(idPeluqueroSucursal),
    queryFn: () => getAgendaRules(idPeluqueroSucursal),
    staleTime: 0,
  });
}
