import { addDays, timeToMinutes, weekdayIndex } from '@turnos/domain';
import type { BranchAgenda } from '@/api/branch-agenda';
import type { Appointment } from '@/api/appointments';
import { type Interval, type Range, gridRange, shiftMinutes } from './grid-layout';

/** One column of the grid: a professional on a date (day view: one per professional; week: one per date). */
export interface AgendaColumn {
  key: string;
  professionalBranchId: string;
  nombre: string;
  fecha: string;
  /** the working shifts that date; empty when not worked */
  shifts: Interval[];
  turnos: Appointment[];
}

export type AgendaView = 'dia' | 'semana';

/** Monday of the date's week (the week view's first day). */
export function weekStart(fecha: string): string {
  return addDays(fecha, -weekdayIndex(fecha));
}

/** The dates the view asks the server for. */
export function viewDates(view: AgendaView, fecha: string): { desde: string; hasta: string } {
  if (view === 'dia') return { desde: fecha, hasta: fecha };
  const desde = weekStart(fecha);
  return { desde, hasta: addDays(desde, 6) };
}

function column(agenda: BranchAgenda, pb: string, nombre: string, fecha: string): AgendaColumn {
  const prof = agenda.profesionales.find((p) => String(p.id_peluquero_sucursal) === pb);
  const day = prof?.dias.find((d) => d.fecha === fecha);
  return {
    key: `${pb}|${fecha}`,
    professionalBranchId: pb,
    nombre,
    fecha,
    shifts: shiftMinutes(day?.horario ?? []),
    turnos: agenda.turnos.filter(
      (t) => String(t.id_peluquero_sucursal) === pb && t.fecha === fecha,
    ),
  };
}

/** Day view: every professional of the branch on `fecha`, in the server's order. */
export function dayColumns(agenda: BranchAgenda, fecha: string): AgendaColumn[] {
  return agenda.profesionales.map((p) =>
    column(agenda, String(p.id_peluquero_sucursal), p.nombre, fecha),
  );
}

/** Week view: one professional's seven days from the week's Monday. */
export function weekColumns(agenda: BranchAgenda, pb: string, fecha: string): AgendaColumn[] {
  const prof = agenda.profesionales.find((p) => String(p.id_peluquero_sucursal) === pb);
  if (!prof) return [];
  const desde = weekStart(fecha);
  return Array.from({ length: 7 }, (_, i) => column(agenda, pb, prof.nombre, addDays(desde, i)));
}

/** The hours every column shares: their shifts and appointments, widened to whole hours. */
export function columnsRange(columns: readonly AgendaColumn[]): Range {
  const intervals: Interval[] = [];
  for (const c of columns) {
    intervals.push(...c.shifts);
    for (const t of c.turnos)
      intervals.push({ start: timeToMinutes(t.hora_inicio), end: timeToMinutes(t.hora_fin) });
  }
  return gridRange(intervals);
}

/** Nobody works and nothing is booked in any column. */
export function isEmptyDay(columns: readonly AgendaColumn[]): boolean {
  return columns.every((c) => c.shifts.length === 0 && c.turnos.length === 0);
}
