import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';

export interface ReservaInput {
  idCliente: number;
  idSucursal: string;
  idPeluqueroSucursal: string;
  idServicio: string;
  idServicioPeluquero: string;
  fecha: string;
  hora: string;
}

export interface ReservaResult {
  id_turno: number;
  /** decimal string with a dot; '0.00' when no deposit is charged */
  monto_reserva: string;
  reserva_paga: '0' | '1';
  /** ISO instant the unpaid deposit expires, or null (never) */
  vence: string | null;
}

/** The server derives price, duration, units, deposit and `reserva_paga` from the ids. */
export async function reservarTurno(input: ReservaInput): Promise<ReservaResult> {
  const res = await apiClient.post<Envelope<ReservaResult>>(endpoints.turnos.reservar, {
    id_cliente: input.idCliente,
    id_sucursal: input.idSucursal,
    id_peluquero_sucursal: input.idPeluqueroSucursal,
    id_servicio: input.idServicio,
    id_servicio_de_peluquero_por_sucursal: input.idServicioPeluquero,
    fecha: input.fecha,
    hora: input.hora,
    esSobreturno: '0',
  });
  return res.data;
}

/** Invalidates the client's appointment lists (key prefix shared with features/appointments). */
export function useReservarTurno() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reservarTurno,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['private', 'turnos'] }),
  });
}
