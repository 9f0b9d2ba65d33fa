import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { scheduleKeys } from './keys';

/** Seed §3 confAgenda (wire formats: ADR 0015). */
export interface ConfAgenda {
  id_peluquero_sucursal: number;
  tiempo_turno: number;
  grilla_turnos: number;
  permite_gap_entre_turnos: string;
  gap_entre_turnos: number;
  /** '0' = no limit */
  dias_agenda_abierta: string;
  tipo_de_cobro_de_reserva: number;
  valor_de_cobro_de_reserva: string;
  horas_caducidad_reserva_impaga: number;
  horas_reprogramar_turno: number;
}

export async function getAgendaConf(idPeluqueroSucursal: number) {
  const res = await apiClient.get<Envelope<{ confAgenda: ConfAgenda }>>(
    endpoints.staff.agendaConf,
    {
      id_peluquero_sucursal: idPeluqueroSucursal,
    },
  );
  return res.data.confAgenda;
}

export function useAgendaConf(idPeluqueroSucursal: number, enabled = true) {
  return useQuery({
    queryKey: scheduleKeys.agendaConf(idPeluqueroSucursal),
    queryFn: () => getAgendaConf(idPeluqueroSucursal),
    enabled,
  });
}
