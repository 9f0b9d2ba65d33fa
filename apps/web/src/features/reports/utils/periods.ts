import { addDays, weekdayIndex } from '@turnos/domain';

/** A period of dates, both ends included ('yyyy-MM-dd'). */
export interface Period {
  desde: string;
  hasta: string;
}

export type Preset = 'semana' | 'mes' | 'mes_pasado' | 'anio' | 'personalizado';

export const PRESETS: { id: Preset; label: string }[] = [
  { id: 'semana', label: 'Esta semana' },
  { id: 'mes', label: 'Este mes' },
  { id: 'mes_pasado', label: 'Mes pasado' },
  { id: 'anio', label: 'Este año' },
  { id: 'personalizado', label: 'Personalizado' },
];

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;
const lastOfMonth = (date: string) => {
  const next = addDays(`${date.slice(0, 8)}28`, 4); // always in the next month
  return addDays(firstOfMonth(next), -1);
};

/** The dates of a preset around `today` (the studio's date). */
export function presetPeriod(preset: Exclude<Preset, 'personalizado'>, today: string): Period {
  switch (preset) {
    case 'semana': {
      const monday = addDays(today, -weekdayIndex(today));
      return { desde: monday, hasta: addDays(monday, 6) };
    }
    case 'mes':
      return { desde: firstOfMonth(today), hasta: lastOfMonth(today) };
    case 'mes_pasado': {
      const last = addDays(firstOfMonth(today), -1);
      return { desde: firstOfMonth(last), hasta: last };
    }
    case 'anio':
      return { desde: `${today.slice(0, 4)}-01-01`, hasta: `${today.slice(0, 4)}-12-31` };
  }
}

/** How many days a period holds, both ends included. */
export function periodDays(p: Period): number {
  let n = 0;
  for (let d = p.desde; d <= p.hasta && n <= 400; d = addDays(d, 1)) n += 1;
  return n;
}

/** The period of the same length just before `p` (what each card compares with). */
export function previousPeriod(p: Period): Period {
  const n = periodDays(p);
  return { desde: addDays(p.desde, -n), hasta: addDays(p.desde, -1) };
}

/** The previous calendar month (the dashboard's "this month against the last"). */
export function previousMonth(today: string): Period {
  return presetPeriod('mes_pasado', today);
}
