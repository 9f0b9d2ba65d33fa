import { addDays, weekdayIndex } from './time';

/**
 * Argentina's national holidays (Ley 27.399, contract §7.6), computed for any year: the fixed
 * ones on their date (Carnival and Good Friday from Easter), the movable ones moved to Monday —
 * the previous one from a Tuesday or Wednesday, the next one from a Thursday or Friday. Bridge
 * days and holidays moved by decree are not rules: the studio adds them as closures.
 */

export type HolidayKind = 'inamovible' | 'trasladable';

export interface Holiday {
  /** `yyyy-MM-dd`, the day it is observed */
  fecha: string;
  nombre: string;
  tipo: HolidayKind;
}

export const HOLIDAY_YEARS = { min: 2000, max: 2100 } as const;

const FIXED: readonly [month: number, day: number, nombre: string][] = [
  [1, 1, 'Año Nuevo'],
  [3, 24, 'Día Nacional de la Memoria por la Verdad y la Justicia'],
  [4, 2, 'Día del Veterano y de los Caídos en la Guerra de Malvinas'],
  [5, 1, 'Día del Trabajador'],
  [5, 25, 'Día de la Revolución de Mayo'],
  [6, 20, 'Paso a la Inmortalidad del General Manuel Belgrano'],
  [7, 9, 'Día de la Independencia'],
  [12, 8, 'Día de la Inmaculada Concepción de María'],
  [12, 25, 'Navidad'],
];

const MOVABLE: readonly [month: number, day: number, nombre: string][] = [
  [6, 17, 'Paso a la Inmortalidad del General Martín Miguel de Güemes'],
  [8, 17, 'Paso a la Inmortalidad del General José de San Martín'],
  [10, 12, 'Día del Respeto a la Diversidad Cultural'],
  [11, 20, 'Día de la Soberanía Nacional'],
];

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, day);
}

/** Where a movable holiday is observed: Tuesday/Wednesday → the Monday before, Thursday/Friday → the Monday after. */
export function movedToMonday(date: string): string {
  const shift = [0, -1, -2, 4, 3, 0, 0][weekdayIndex(date)] ?? 0;
  return addDays(date, shift);
}

/** The year's national holidays by date (a year outside 2000–2100 is a caller's error). */
export function nationalHolidays(year: number): Holiday[] {
  if (!Number.isInteger(year) || year < HOLIDAY_YEARS.min || year > HOLIDAY_YEARS.max) {
    throw new RangeError(`year ${year} outside ${HOLIDAY_YEARS.min}–${HOLIDAY_YEARS.max}`);
  }
  const easter = easterSunday(year);
  const list: Holiday[] = [
    ...FIXED.map(([m, d, nombre]) => ({
      fecha: dateOf(year, m, d),
      nombre,
      tipo: 'inamovible' as const,
    })),
    { fecha: addDays(easter, -48), nombre: 'Carnaval', tipo: 'inamovible' },
    { fecha: addDays(easter, -47), nombre: 'Carnaval', tipo: 'inamovible' },
    { fecha: addDays(easter, -2), nombre: 'Viernes Santo', tipo: 'inamovible' },
    ...MOVABLE.map(([m, d, nombre]) => ({
      fecha: movedToMonday(dateOf(year, m, d)),
      nombre,
      tipo: 'trasladable' as const,
    })),
  ];
  return list.sort((a, b) => a.fecha.localeCompare(b.fecha) || a.nombre.localeCompare(b.nombre));
}
