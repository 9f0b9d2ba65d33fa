import { addDays, nationalHolidays, weekdayIndex } from '@turnos/domain';
import type { Tx } from '../db/types';
import { insertClosure } from '../modules/closures/closures.queries';
import { BRANCHES } from './demo-data';
import { must, type DemoStudio } from './demo-studio';

/** Rada Tilly's yearly inventory: the reason every calendar shows on the closed date. */
export const DEMO_CLOSURE = { razon: 'Inventario anual', fromToday: 22 } as const;

/** Tuesday and Thursday: days Rada Tilly's barber works, so the closure shows in his calendar. */
const WORKED = new Set([1, 3]);

/**
 * Contract §7.6 in the demo: Rada Tilly closed for a day three weeks ahead — after the demo's
 * appointments, inside the agendas' 30 open days — so the client's booking calendar, the
 * professional's agenda and "Feriados y cierres" show a named closure before anyone adds one.
 */
export async function insertDemoClosure(tx: Tx, studio: DemoStudio, today: string, now: Date) {
  const branchId = must(
    studio.workplaces.find((w) => w.branchName === BRANCHES.radaTilly.nombre),
    'a workplace at Rada Tilly',
  ).branchId;
  let fecha = addDays(today, DEMO_CLOSURE.fromToday);
  const isHoliday = (d: string) =>
    nationalHolidays(Number(d.slice(0, 4))).some((h) => h.fecha === d);
  while (!WORKED.has(weekdayIndex(fecha)) || isHoliday(fecha)) fecha = addDays(fecha, 1);
  await insertClosure(tx, {
    branchId,
    fromDate: fecha,
    toDate: fecha,
    reason: DEMO_CLOSURE.razon,
    createdBy: studio.adminProfessionalId,
    createdAt: now,
  });
  return fecha;
}
