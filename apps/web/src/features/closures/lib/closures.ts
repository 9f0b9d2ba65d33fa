import { addDays, studioInstant } from '@turnos/domain';
import type { Appointment } from '@/api/appointments';
import type { NationalHoliday } from '@/api/closures';
import { formatLongDate } from '@/lib/format';

/** Contract §7.6 `accion`. */
export type ClosureAction = 'ninguna' | 'avisar' | 'cancelar_y_avisar';

/** A closure as the year's list shows it once: its dates, branch and reason. */
export interface Closure {
  id: number;
  desde: string;
  hasta: string;
  branchId: number | null;
  razon: string;
}

/** The year's closures, each once (the list has one line per date). */
export function closuresOf(list: readonly NationalHoliday[]): Closure[] {
  const byId = new Map<number, Closure>();
  for (const f of list) {
    if (f.tipo !== 'cierre' || f.id_cierre === null) continue;
    const seen = byId.get(f.id_cierre);
    if (seen) seen.hasta = f.fecha > seen.hasta ? f.fecha : seen.hasta;
    else {
      byId.set(f.id_cierre, {
        id: f.id_cierre,
        desde: f.fecha,
        hasta: f.fecha,
        branchId: f.id_sucursal,
        razon: f.nombre,
      });
    }
  }
  return [...byId.values()];
}

/** '12 de diciembre' or 'del 12 al 14 de diciembre' style, with the long date of each end. */
export function rangeText(desde: string, hasta: string): string {
  return desde === hasta
    ? formatLongDate(desde)
    : `del ${formatLongDate(desde)} al ${formatLongDate(hasta)}`;
}

/**
 * What a closure touches, as the server decides it (ADR 0102 = the day-off rule): a client's
 * appointment (not a busy block) of the branch (any branch when none), not cancelled, not
 * started yet.
 */
export function isAffectedByClosure(
  t: Appointment,
  branchId: number | null,
  now: Date = new Date(),
): boolean {
  return (
    t.is_cancelado === '0' &&
    t.ocupado === '0' &&
    (branchId === null || t.id_sucursal === branchId) &&
    studioInstant(t.fecha, t.hora_inicio).getTime() > now.getTime()
  );
}

/** The dates of a closure, both ends included. */
export function closureDays(desde: string, hasta: string): number {
  let n = 0;
  for (let d = desde; d <= hasta; d = addDays(d, 1)) n += 1;
  return n;
}

export const CLOSURE_CHOICES: { value: ClosureAction; label: string; help: string }[] = [
  {
    value: 'avisar',
    label: 'Avisarles a los clientes',
    help: 'Los turnos siguen en la agenda; cada cliente recibe un aviso con el motivo para elegir otro día.',
  },
  {
    value: 'cancelar_y_avisar',
    label: 'Cancelar los turnos y avisarles',
    help: 'Se cancelan (una visita, completa), la seña pagada queda como saldo a favor si así está configurado, y cada cliente recibe un aviso.',
  },
  {
    value: 'ninguna',
    label: 'No hacer nada',
    help: 'Los turnos siguen en la agenda y nadie recibe aviso.',
  },
];

/**
 * The success message after a closure was added, by what was done with its appointments (as the
 * server answers them, after): with `cancelar_y_avisar`, one already charged at the counter is
 * not cancelled (ADR 0102) — it stays in the agenda, and its client is told too.
 */
export function closureDoneText(
  action: ClosureAction,
  affected: readonly Pick<Appointment, 'is_cancelado'>[],
): string {
  const saved = 'Cierre agregado.';
  if (affected.length === 0) return saved;
  const appointments = (n: number) => (n === 1 ? '1 turno' : `${n} turnos`);
  switch (action) {
    case 'avisar':
      return `${saved} Avisamos a los clientes de ${appointments(affected.length)}.`;
    case 'cancelar_y_avisar': {
      const cancelled = affected.filter((t) => t.is_cancelado === '1').length;
      const kept = affected.length - cancelled;
      if (kept === 0)
        return `${saved} Cancelamos ${appointments(cancelled)} y avisamos a cada cliente.`;
      const stays = `${chargedStays(kept)}. Avisamos a cada cliente.`;
      return cancelled === 0
        ? `${saved} ${stays}`
        : `${saved} Cancelamos ${appointments(cancelled)}; ${stays}`;
    }
    case 'ninguna':
      return `${saved} ${appointments(affected.length)} siguen en la agenda.`;
  }
}

/** What stays of a cancel (ADR 0097: a charged appointment is cancelled only once annulled). */
export const chargedStays = (n: number) =>
  n === 1
    ? '1 turno ya cobrado en la caja sigue en la agenda'
    : `${n} turnos ya cobrados en la caja siguen en la agenda`;
