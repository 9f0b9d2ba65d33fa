import { minutesToTime } from '@turnos/domain';

/** Seed §2/§4: weekday rows, 0 = Monday … 6 = Sunday. */
export const WEEKDAYS = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const;

const every15 = (from: number, to: number) =>
  Array.from({ length: Math.floor((to - from) / 15) + 1 }, (_, i) => minutesToTime(from + i * 15));

/** Seed §5: starts 00:00 to 23:59, offered every 15 minutes plus 23:59. */
export const START_TIMES: readonly string[] = [...every15(0, 23 * 60 + 45), '23:59'];

/**
 * Seed §5: ends 00:29 to 23:30, offered every 15 minutes plus the seed's special values 00:29
 * and 23:29 (the default second shift ends at 23:29).
 */
export const END_TIMES: readonly string[] = [
  '00:29',
  ...every15(30, 23 * 60 + 15),
  '23:29',
  '23:30',
];

/** The options of a time select; a stored value outside the list is kept as an option. */
export function withValue(options: readonly string[], value: string): readonly string[] {
  if (value === '' || options.includes(value)) return options;
  return [...options, value].sort();
}

/** Seed §9: 0 = 'Siempre' (no limit). */
export const agendaOpenDaysLabel = (d: number) => (d === 0 ? 'Siempre' : `${d} días`);

/** 30 → '30 min', 90 → '1 h 30 min'. */
export function minutesLabel(m: number): string {
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}
