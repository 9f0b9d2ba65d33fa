import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { agendaKeys } from './keys';

export interface AssignInput {
  idCliente: number;
  idPeluqueroSucursal: string;
  idServicio: number;
  idServicioPeluquero: number;
  fecha: string;
  hora: string;
  sobreturno: boolean;
}

/**
 * Staff book for any client; an overbooking skips the free-slot check. The server derives the
 * service, duration, units, deposit and end time from the ids.
 */
export function assignTurno(input: AssignInput) {
  return apiClient.post(endpoints.agenda.reserve, {
    id_cliente: input.idCliente,
    id_peluquero_sucursal: input.idPeluqueroSucursal,
    id_servicio: input.idServicio,
    id_servicio_de_peluquero_por_sucursal: input.idServicioPeluquero,
    fecha: input.fecha,
    hora: input.hora,
    esSobreturno: input.sobreturno ? '1' : '0',
  });
}

export function useAssignTurno() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: assignTurno,
    onSettled: () => qc.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
