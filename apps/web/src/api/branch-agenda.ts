import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DataOf,
  actualizarAsistenciaTurno,
  columnaProfesional,
  obtenerAgendaSucursal,
} from '@turnos/contract';
import { apiCall } from '@/lib/api-client';
import { apiEndpoint } from '@/lib/api-endpoint';
import { appointmentKeys } from './appointments';
import { clientFileKeys } from './client-file';

/**
 * Reception (contract §6.1): a branch's professionals with their hours per date and the period's
 * appointments (busy blocks included), and marking whether a client came. The agenda lives under
 * `appointmentKeys.all`, so any booking, move or cancellation elsewhere refreshes it.
 */

export type BranchAgenda = DataOf<typeof obtenerAgendaSucursal>;
export type ColumnaProfesional = z.output<typeof columnaProfesional>;
export type Asistencia = 'pendiente' | 'asistio' | 'no_asistio';

const endpoints = {
  agenda: apiEndpoint<typeof obtenerAgendaSucursal>('GET', 'turnos/v1/obtener-agenda-sucursal'),
  attendance: apiEndpoint<typeof actualizarAsistenciaTurno>(
    'PUT',
    'turnos/v1/actualizar-asistencia-turno',
  ),
};

export const branchAgendaKeys = {
  range: (idSucursal: string, desde: string, hasta: string) =>
    [...appointmentKeys.all, 'branch-agenda', idSucursal, desde, hasta] as const,
};

/** The branch's columns and appointments from `desde` to `hasta` (both included, ≤ 31 days). */
export function useBranchAgenda(idSucursal: string, desde: string, hasta: string) {
  return useQuery({
    queryKey: branchAgendaKeys.range(idSucursal, desde, hasta),
    queryFn: ({ signal }) =>
      apiCall(
        endpoints.agenda,
        { id_sucursal: idSucursal, fecha_desde: desde, fecha_hasta: hasta },
        { signal },
      ),
    enabled: idSucursal !== '' && desde !== '',
    staleTime: 0,
  });
}

/** Asistió / No asistió: the agenda and the client's file (its counts) are read again. */
export function useSetAsistencia() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { idTurno: number; idCliente: number; asistencia: Asistencia }) =>
      apiCall(endpoints.attendance, { id_turno: input.idTurno, asistencia: input.asistencia }),
    onSettled: (_r, _e, input) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: appointmentKeys.all }),
        qc.invalidateQueries({ queryKey: clientFileKeys.one(input.idCliente) }),
      ]),
  });
}
