import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { formatARS, formatDuration } from '@turnos/domain';

export { formatARS, formatDuration };

/** 'yyyy-MM-dd' (wire) → a local Date at noon, so no zone can move it to another day. */
export function parseWireDate(date: string): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}

function asDate(date: string | Date): Date {
  return typeof date === 'string' ? parseWireDate(date) : date;
}

/** 'lunes 23/11/2026' */
export function formatLongDate(date: string | Date): string {
  return format(asDate(date), 'EEEE dd/MM/yyyy', { locale: es });
}

/** '23/11/2026' */
export function formatShortDate(date: string | Date): string {
  return format(asDate(date), 'dd/MM/yyyy');
}

/** Date → 'yyyy-MM-dd' (wire). */
export function toWireDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** '9:05' or '09:05:00' → '09:05 hs' */
export function formatTime(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0').slice(0, 2)} hs`;
}

/** Price from the wire (decimal string with a dot) → '$ 2.500', or '' when it is not a number. */
export function formatPrice(precio: string | number): string {
  return formatARS(precio);
}
