import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { adminTurnosKeys } from './keys';

export type TurnoHoursField = 'horas_caducidad_reserva_impaga' | 'horas_reprogramar_turno';

/** 0 = the reservation never expires / the appointment can always be rescheduled. */
export function setTurnoField({ idTurno, campo }: { idTurno: number; campo: TurnoHoursField }) {
  return apiClient.put(endpoints.adminTurnos.setField, { id_turno: idTurno, campo, valor: 0 });
}

export function useSetTurnoField() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setTurnoField,
    onSettled: () => qc.invalidateQueries({ queryKey: adminTurnosKeys.all }),
  });
}
