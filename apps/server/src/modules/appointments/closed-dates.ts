import { HOLIDAY_YEARS, nationalHolidays } from '@turnos/domain';

/**
 * The dates the studio is closed at one branch (contract §7.6, ADR 0102): its closures (and the
 * studio-wide ones), and — when `turnos_cerrar_feriados` is '1' — every national holiday not
 * marked open. A closed date is a non-working date for everything that books: the slot reader
 * asks `closedReason` with the professional's own days off, so availability, every booking,
 * move, visit, series and waitlist offer inherit it.
 */
export interface ClosedDates {
  /** each closed date of the branch's closures → its reason */
  closures: ReadonlyMap<string, string>;
  /** `turnos_cerrar_feriados` = '1' */
  closeHolidays: boolean;
  /** holidays the admin marked open */
  openHolidays: ReadonlySet<string>;
}

export const NO_CLOSURES: ClosedDates = {
  closures: new Map(),
  closeHolidays: false,
  openHolidays: new Set(),
};

const holidaysByYear = new Map<number, ReadonlyMap<string, string>>();

/** The national holiday's name on that date, if it is one (years 2000–2100). */
export function holidayName(fecha: string): string | undefined {
  const year = Number(fecha.slice(0, 4));
  if (!Number.isInteger(year) || year < HOLIDAY_YEARS.min || year > HOLIDAY_YEARS.max) {
    return undefined;
  }
  let names = holidaysByYear.get(year);
  if (!names) {
    const map = new Map<string, string>();
    for (const h of nationalHolidays(year)) {
      const before = map.get(h.fecha);
      map.set(h.fecha, before ? `${before} y ${h.nombre}` : h.nombre);
    }
    names = map;
    holidaysByYear.set(year, names);
  }
  return names.get(fecha);
}

/** Why the studio is closed that date (the closure's reason, or 'Feriado: …'), or undefined. */
export function closedReason(closed: ClosedDates, fecha: string): string | undefined {
  const closure = closed.closures.get(fecha);
  if (closure !== undefined) return closure;
  if (!closed.closeHolidays || closed.openHolidays.has(fecha)) return undefined;
  const name = holidayName(fecha);
  return name === undefined ? undefined : `Feriado: ${name}`;
}
