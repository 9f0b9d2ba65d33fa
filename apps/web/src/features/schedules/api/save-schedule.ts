import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendaConfInput, WorkingDayInput } from '@turnos/domain';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { scheduleKeys } from './keys';

export interface ScheduleSave {
  days: WorkingDayInput[];
  conf: Pick<AgendaConfInput, 'tiempo_turno' | 'grilla_turnos' | 'dias_agenda_abierta'>;
}

const flag = (b: boolean) => (b ? '1' : '0');

export function saveWorkingDay(id: number, day: WorkingDayInput) {
  return apiClient.post(endpoints.staff.updateWorkingDay, {
    id_peluquero_sucursal: id,
    dia_semana: day.dia_semana,
    activo: flag(day.activo),
    hora_inicio1: day.hora_inicio1,
    hora_fin1: day.hora_fin1,
    segundo_turno: flag(day.segundo_turno),
    hora_inicio2: day.hora_inicio2,
    hora_fin2: day.hora_fin2,
  });
}

export function saveAgendaConf(id: number, conf: ScheduleSave['conf']) {
  return apiClient.put(endpoints.staff.updateAgendaConf, {
    id_peluquero_sucursal: id,
    tiempo_turno: conf.tiempo_turno,
    grilla_turnos: conf.grilla_turnos,
    // seed §7: always sent as 1 and 15
    permite_gap_entre_turnos: 1,
    gap_entre_turnos: 15,
    dias_agenda_abierta: conf.dias_agenda_abierta,
  });
}

/**
 * Seed §7: the seven weekday saves and the configuration save go out together; if any fails the
 * whole save is reported as failed (the first failure is thrown after all have settled).
 */
export async function saveSchedule(id: number, { days, conf }: ScheduleSave) {
  const results = await Promise.allSettled([
    ...days.map((d) => saveWorkingDay(id, d)),
    saveAgendaConf(id, conf),
  ]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

export function useSaveSchedule(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleSave) => saveSchedule(id, input),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: scheduleKeys.workingDays(id) });
      await qc.invalidateQueries({ queryKey: scheduleKeys.agendaConf(id) });
    },
  });
}
