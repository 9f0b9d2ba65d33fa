import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositConfInput } from '@turnos/domain';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { scheduleKeys } from './keys';

export function saveDepositConf(id: number, conf: DepositConfInput) {
  return apiClient.put(endpoints.staff.updateDepositConf, { id_peluquero_sucursal: id, ...conf });
}

export function useSaveDepositConf(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (conf: DepositConfInput) => saveDepositConf(id, conf),
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduleKeys.agendaConf(id) }),
  });
}
