import { and, eq } from 'drizzle-orm';
import {
  gridStarts,
  minutesToTime,
  shiftsOf,
  timeToMinutes,
  weekdayIndex,
  type Shift,
} from '@turnos/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch } from '../../auth/policy';
import { appointmentUnits, appointments } from '../../db/schema';
import { getDayContext, selectTurnos, toTurno, workingDayTimes, type Turno } from '../appointments';

export type SlotState = 'no_laboral' | 'no_asignado' | 'ocupado' | 'turno';

export interface AgendaSlot extends Partial<Omit<Turno, 'id_turno' | 'sobreturno'>> {
  hora: string;
  estado: SlotState;
  sobreturno: '0' | '1';
  id_turno: number | null;
  /** another branch of the same professional holds this time */
  otra_sucursal?: boolean;
}

const inside = (minute: number, shifts: Shift[]) =>
  shifts.some((s) => minute >= s.start && minute + 15 <= s.end + 1);

/**
 * The professional's day on their grid: each slot free, outside hours, a client's appointment,
 * or busy; overbookings listed beside the slot they fall in. Units are the person's, so time
 * taken at another branch shows as busy here too.
 */
export async function dayAgenda(deps: AppDeps, caller: AuthUser, pbId: number, fecha: string) {
  const pb = await assertOwnsProfessionalBranch(deps.db, caller, pbId);
  const ctx = await getDayContext(deps.db, pb.id, fecha, weekdayIndex(fecha));
  const shifts = ctx?.nonWorking ? [] : shiftsOf(ctx?.day && workingDayTimes(ctx.day));
  const units = await deps.db
    .select({ unit: appointmentUnits.unit, appointmentId: appointmentUnits.appointmentId })
    .from(appointmentUnits)
    .where(
      and(
        eq(appointmentUnits.professionalId, pb.professionalId),
        eq(appointmentUnits.fecha, fecha),
      ),
    );
  const dayTurnos = (
    await selectTurnos(deps.db).where(
      and(
        eq(appointments.professionalId, pb.professionalId),
        eq(appointments.fecha, fecha),
        eq(appointments.cancelado, false),
      ),
    )
  ).map(toTurno);
  const byId = new Map(dayTurnos.map((t) => [t.id_turno, t]));
  const unitOwner = new Map(units.map((u) => [u.unit, u.appointmentId]));

  const grid = pb.gridStep;
  // inside hours, the rows are the booking rule's grid (what availability offers, from each
  // shift's start); outside, the day's grid from midnight
  const starts = new Set<number>(gridStarts(shifts, grid).filter((m) => m <= 24 * 60 - 15));
  const span = [
    ...shifts.flatMap((s) => [s.start, s.end]),
    ...dayTurnos.map((t) => timeToMinutes(t.hora_inicio)),
  ];
  if (span.length > 0) {
    const from = Math.floor(Math.min(...span) / grid) * grid;
    const to = Math.max(...span);
    for (let m = from; m <= Math.min(to, 24 * 60 - 15); m += grid) {
      if (!inside(m, shifts)) starts.add(m);
    }
  }
  const rows = [...starts].sort((a, b) => a - b);
  /** the row an overbooking is listed beside: the last one at or before its start */
  const rowOf = (m: number) =>
    rows.reduce((found, row) => (row <= m ? row : found), Math.floor(m / grid) * grid);
  const slots: AgendaSlot[] = [];
  for (const m of rows) {
    const ownerId = unitOwner.get(Math.floor(m / 15));
    const turno = ownerId === undefined ? undefined : byId.get(ownerId);
    if (turno) {
      const elsewhere = turno.id_peluquero_sucursal !== pb.id;
      slots.push({
        ...(elsewhere ? {} : turno),
        hora: minutesToTime(m),
        estado: turno.ocupado === '1' || elsewhere ? 'ocupado' : 'turno',
        sobreturno: '0',
        id_turno: elsewhere ? null : turno.id_turno,
        ...(elsewhere ? { otra_sucursal: true, nombre_sucursal: turno.nombre_sucursal } : {}),
      });
    } else {
      slots.push({
        hora: minutesToTime(m),
        estado: inside(m, shifts) ? 'no_asignado' : 'no_laboral',
        sobreturno: '0',
        id_turno: null,
      });
    }
  }
  for (const t of dayTurnos.filter(
    (x) => x.sobreturno === '1' && x.id_peluquero_sucursal === pb.id,
  )) {
    const m = timeToMinutes(t.hora_inicio);
    slots.push({
      ...t,
      hora: minutesToTime(rowOf(m)),
      estado: 'turno',
      sobreturno: '1',
    });
  }
  return slots.sort(
    (a, b) => a.hora.localeCompare(b.hora) || a.sobreturno.localeCompare(b.sobreturno),
  );
}
