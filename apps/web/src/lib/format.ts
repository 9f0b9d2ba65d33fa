import { formatARS, formatDuration } from '@turnos/domain';

export { formatARS, formatDuration };

/** 'yyyy-MM-dd' (wire) → a local Date at noon, so no zone can move it to another day. */
export function parseWireDate(date: string): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}

/*
 * Three fixed patterns, written out rather than with date-fns' format(): that one brings every
 * formatter and the English locale (~7 KB gzip) into the first load of the services and booking
 * pages. Same output (date-fns `es` weekday names) and the same RangeError on an invalid date.
 */
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** The local calendar parts of a date, zero-padded like date-fns' dd, MM and yyyy. */
function parts(date: string | Date) {
  const d = typeof date === 'string' ? parseWireDate(date) : date;
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return {
    weekday: WEEKDAYS[d.getDay()] ?? '',
    dd: pad(d.getDate()),
    MM: pad(d.getMonth() + 1),
    yyyy: pad(d.getFullYear(), 4),
  };
}

/** 'lunes 23/11/2026' */
export function formatLongDate(date: string | Date): string {
  const { weekday, dd, MM, yyyy } = parts(date);
  return `${weekday} ${dd}/${MM}/${yyyy}`;
}

/** '23/11/2026' */
export function formatShortDate(date: string | Date): string {
  const { dd, MM, yyyy } = parts(date);
  return `${dd}/${MM}/${yyyy}`;
}

/** Date → 'yyyy-MM-dd' (wire). */
export function toWireDate(date: Date): string {
  const { dd, MM, yyyy } = parts(date);
  return `${yyyy}-${MM}-${dd}`;
}

/** '9:05' or '09:05:00' → '09:05 hs' */
export function formatTime(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0').slice(0, 2)} hs`;
}
