import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgendaConfInput, DepositConfInput, WorkingDayInput } from '@turnos/domain';
import type { z } from 'zod';
import type { AccionCierre, confAgenda, diaLaborable, diaNoLaborable } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';
import { appointmentKeys } from './appointments';

/**
 * A professional-branch's schedule (contract §4.4): working days, agenda configuration and
 * non-working days. The staff dialogs, the agenda's calendar and the booking calendar read these
 * same queries; ids are numbers in the keys whatever the caller holds.
 */

/** Seed §3 "Working day", one per weekday: 0 = Monday … 6 = Sunday. */
export type WorkingDay = z.output<typeof diaLaborable>;
/** Seed §3 confAgenda (wire formats: ADR 0015). */
export type ConfAgenda = z.output<typeof confAgenda>;
export type NonWorkingDay = z.output<typeof diaNoLaborable>;

export interface ScheduleSave {
  days: WorkingDayInput[];
  conf: Pick<
    AgendaConfInput,
    'tiempo_turno' | 'grilla_turnos' | 'dias_agenda_abierta' | 'horas_anticipacion_minima'
  >;
}

type Id = number | string;

export const scheduleKeys = {
  all: ['schedules'] as const,
  workingDays: (id: Id) => ['schedules', 'dias-laborables', Number(id)] as const,
  agendaConf: (id: Id) => ['schedules', 'conf-agenda', Number(id)] as const,
  nonWorkingDays: (id: Id) => ['schedules', 'dias-no-laborables', Number(id)] as const,
};

const byStaff = (id: Id) => ({ id_peluquero_sucursal: id });

export const workingDaysQuery = (id: Id) =>
  queryOptions({
    queryKey: scheduleKeys.workingDays(id),
    queryFn: async () => {
      const data = await apiCall(endpoints.obtenerDiasLaborables, byStaff(id));
      return data.diasLaborables ?? [];
    },
  });

export const agendaConfQuery = (id: Id) =>
  queryOptions({
    queryKey: scheduleKeys.agendaConf(id),
    queryFn: async () => {
      const data = await apiCall(endpoints.obtenerConfAgenda, byStaff(id));
      return data.confAgenda;
    },
  });

/** Newest first (seed §2), whatever order the server used. */
export const nonWorkingDaysQuery = (id: Id) =>
  queryOptions({
    queryKey: scheduleKeys.nonWorkingDays(id),
    queryFn: async () => {
      const data = await apiCall(endpoints.obtenerDiasNoLaborables, byStaff(id));
      return [...(data.diasNoLaborables ?? [])].sort((a, b) => b.fecha.localeCompare(a.fecha));
    },
  });

export function useWorkingDays(id: number, enabled = true) {
  return useQuery({ ...workingDaysQuery(id), enabled });
}

export function useAgendaConf(id: number, enabled = true) {
  return useQuery({ ...agendaConfQuery(id), enabled });
}

export function useNonWorkingDays(id: number, enabled = true) {
  return useQuery({ ...nonWorkingDaysQuery(id), enabled });
}

const flag = (b: boolean) => (b ? '1' : '0');

function saveWorkingDay(id: number, day: WorkingDayInput) {
  return apiCall(endpoints.actualizarDiaLaborable, {
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

function saveAgendaConf(id: number, conf: ScheduleSave['conf']) {
  return apiCall(endpoints.actualizarConfAgenda, {
    id_peluquero_sucursal: id,
    tiempo_turno: conf.tiempo_turno,
    grilla_turnos: conf.grilla_turnos,
    // seed §7: always sent as 1 and 15
    permite_gap_entre_turnos: 1,
    gap_entre_turnos: 15,
    dias_agenda_abierta: conf.dias_agenda_abierta,
    ...(conf.horas_anticipacion_minima === undefined
      ? {}
      : { horas_anticipacion_minima: conf.horas_anticipacion_minima }),
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

export function useSaveDepositConf(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (conf: DepositConfInput) =>
      apiCall(endpoints.actualizarConfReserva, { id_peluquero_sucursal: id, ...conf }),
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduleKeys.agendaConf(id) }),
  });
}

/** Contract §4.4/§7.6: what happens to the date's active appointments. */
export type DayOffAction = AccionCierre;

/**
 * Adds the date and answers the appointments it touched (`turnos_afectados`, as they are after
 * `accion`); appointment lists refresh, as some may have been cancelled.
 */
export function useAddNonWorkingDay(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (day: { fecha: string; razon: string; accion?: DayOffAction }) =>
      apiCall(endpoints.agregarDiaNoLaborable, { id_peluquero_sucursal: id, ...day }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: scheduleKeys.nonWorkingDays(id) });
      await qc.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

export function useRemoveNonWorkingDay(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (nonWorkingDayId: number) =>
      apiCall(endpoints.eliminarDiaNoLaborable, {
        id_dia_no_laborable: nonWorkingDayId,
        id_peluquero_sucursal: id,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduleKeys.nonWorkingDays(id) }),
  });
}
