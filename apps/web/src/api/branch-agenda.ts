import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DataOf, columnaProfesional, obtenerAgendaSucursal } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';
import { appointmentKeys } from './appointments';
import { clientFileKeys } from './client-file';

/**
 * Reception (contract §6.1): a branch's professionals with their hours per date and the period's
 * appointments (busy blocks included), and marking whether a client came. The agenda lives under
 * `appointmentKeys.all`, so any booking, move or cancellation elsewhere refreshes it.
 */

export type BranchAgenda = DataOf<typeof obtenerAgendaSucursal>;
export type ProfessionalColumn = z.output<typeof columnaProfesional>;
export type Asistencia = 'pendiente' | 'asistio' | 'no_asistio';

export const branchAgendaKeys = {
  range: (branchId: string, desde: string, hasta: string) =>
    [...appointmentKeys.all, 'branch-agenda', branchId, desde, hasta] as const,
};

/** The branch's columns and appointments from `desde` to `hasta` (both included, ≤ 31 days). */
export function useBranchAgenda(branchId: string, desde: string, hasta: string) {
  return useQuery({
    queryKey: branchAgendaKeys.range(branchId, desde, hasta),
    queryFn: ({ signal }) =>
      apiCall(
        endpoints.obtenerAgendaSucursal,
        { id_sucursal: branchId, fecha_desde: desde, fecha_hasta: hasta },
        { signal },
      ),
    enabled: branchId !== '' && desde !== '',
    staleTime: 0,
  });
}

/** What a visit's appointments are found by: any one of them (a visit is one branch, one day). */
export interface VisitRef {
  id_visita: number | null;
  id_sucursal: number;
  fecha: string;
}

/**
 * The appointments of a visit (contract §6.2) in the order they are done, read from the branch
 * agenda of its day: the same query (and cache) as that day's branch agenda. An admin gets every
 * one of them; a professional without the admin role only those in their own agenda (the server
 * answers only their own rows; ADR 0075). Idle for an appointment that is not part of a visit.
 */
export function useVisitAppointments(ref: VisitRef | null) {
  const visitId = ref?.id_visita ?? null;
  return useQuery({
    queryKey: branchAgendaKeys.range(
      String(ref?.id_sucursal ?? ''),
      ref?.fecha ?? '',
      ref?.fecha ?? '',
    ),
    queryFn: ({ signal }) =>
      apiCall(
        endpoints.obtenerAgendaSucursal,
        {
          id_sucursal: ref?.id_sucursal ?? 0,
          fecha_desde: ref?.fecha ?? '',
          fecha_hasta: ref?.fecha ?? '',
        },
        { signal },
      ),
    select: (agenda) =>
      agenda.turnos
        .filter((t) => t.id_visita === visitId)
        .sort((a, b) => a.hora_inicio.localeCompare(b.hora_inicio)),
    enabled: ref !== null && visitId !== null,
    staleTime: 0,
  });
}

/** Asistió / No asistió: the agenda and the client's file (its counts) are read again. */
export function useSetAttendance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { appointmentId: number; clientId: number; asistencia: Asistencia }) =>
      apiCall(endpoints.actualizarAsistenciaTurno, {
        id_turno: input.appointmentId,
        asistencia: input.asistencia,
      }),
    onSettled: (_r, _e, input) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: appointmentKeys.all }),
        qc.invalidateQueries({ queryKey: clientFileKeys.one(input.clientId) }),
      ]),
  });
}
