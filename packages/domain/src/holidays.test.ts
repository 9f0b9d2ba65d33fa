import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { easterSunday, movedToMonday, nationalHolidays } from './holidays';
import { addDays, weekdayIndex } from './time';

const year = fc.integer({ min: 2000, max: 2100 });
const MONDAY = 0;
const TUESDAY = 1;
const FRIDAY = 4;
const SUNDAY = 6;

describe('Easter', () => {
  it('matches the published dates', () => {
    expect([2000, 2008, 2011, 2019, 2024, 2025, 2026, 2027, 2038, 2100].map(easterSunday)).toEqual([
      '2000-04-23',
      '2008-03-23',
      '2011-04-24',
      '2019-04-21',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2100-03-28',
    ]);
  });

  it('is a Sunday between 22 March and 25 April, every year', () => {
    fc.assert(
      fc.property(year, (y) => {
        const e = easterSunday(y);
        expect(weekdayIndex(e)).toBe(SUNDAY);
        expect(e >= `${y}-03-22` && e <= `${y}-04-25`).toBe(true);
      }),
    );
  });
});

describe('movable holidays (Ley 27.399)', () => {
  it('Tuesday and Wednesday go to the Monday before, Thursday and Friday to the Monday after, the rest stay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 100 }), (n) => {
        const date = addDays('2000-01-01', n);
        const moved = movedToMonday(date);
        const day = weekdayIndex(date);
        if (day >= TUESDAY && day <= FRIDAY) {
          expect(weekdayIndex(moved)).toBe(MONDAY);
          // the nearest Monday in the law's direction: never more than 4 days away
          const gap = (Date.parse(moved) - Date.parse(date)) / 86_400_000;
          expect(day <= 2 ? gap < 0 && gap >= -2 : gap > 0 && gap <= 4).toBe(true);
        } else {
          expect(moved).toBe(date);
        }
      }),
    );
  });
});

describe('nationalHolidays', () => {
  it('2026 as the official calendar lists it', () => {
    expect(nationalHolidays(2026).map((h) => `${h.fecha} ${h.tipo} ${h.nombre}`)).toEqual([
      '2026-01-01 inamovible Año Nuevo',
      '2026-02-16 inamovible Carnaval',
      '2026-02-17 inamovible Carnaval',
      '2026-03-24 inamovible Día Nacional de la Memoria por la Verdad y la Justicia',
      '2026-04-02 inamovible Día del Veterano y de los Caídos en la Guerra de Malvinas',
      '2026-04-03 inamovible Viernes Santo',
      '2026-05-01 inamovible Día del Trabajador',
      '2026-05-25 inamovible Día de la Revolución de Mayo',
      '2026-06-15 trasladable Paso a la Inmortalidad del General Martín Miguel de Güemes',
      '2026-06-20 inamovible Paso a la Inmortalidad del General Manuel Belgrano',
      '2026-07-09 inamovible Día de la Independencia',
      '2026-08-17 trasladable Paso a la Inmortalidad del General José de San Martín',
      '2026-10-12 trasladable Día del Respeto a la Diversidad Cultural',
      '2026-11-23 trasladable Día de la Soberanía Nacional',
      '2026-12-08 inamovible Día de la Inmaculada Concepción de María',
      '2026-12-25 inamovible Navidad',
    ]);
  });

  it('every year: 16 holidays in that year, by date, the fixed ones on their day, Carnival Monday–Tuesday, Good Friday a Friday', () => {
    fc.assert(
      fc.property(year, (y) => {
        const list = nationalHolidays(y);
        expect(list).toHaveLength(16);
        expect(list.every((h) => h.fecha.startsWith(`${y}-`))).toBe(true);
        expect(list.map((h) => h.fecha)).toEqual(list.map((h) => h.fecha).sort());
        for (const md of [
          '01-01',
          '03-24',
          '04-02',
          '05-01',
          '05-25',
          '06-20',
          '07-09',
          '12-08',
          '12-25',
        ]) {
          expect(list.some((h) => h.fecha === `${y}-${md}` && h.tipo === 'inamovible')).toBe(true);
        }
        const carnival = list.filter((h) => h.nombre === 'Carnaval').map((h) => h.fecha);
        expect(carnival.map(weekdayIndex)).toEqual([MONDAY, TUESDAY]);
        expect(carnival[1]).toBe(addDays(carnival[0] ?? '', 1));
        const friday = list.find((h) => h.nombre === 'Viernes Santo')?.fecha ?? '';
        expect(weekdayIndex(friday)).toBe(FRIDAY);
        expect(addDays(friday, 2)).toBe(easterSunday(y));
        for (const h of list.filter((x) => x.tipo === 'trasladable')) {
          expect([MONDAY, 5, SUNDAY]).toContain(weekdayIndex(h.fecha));
        }
      }),
    );
  });

  it('refuses years outside 2000–2100', () => {
    expect(() => nationalHolidays(1999)).toThrow(RangeError);
    expect(() => nationalHolidays(2101)).toThrow(RangeError);
    expect(() => nationalHolidays(2026.5)).toThrow(RangeError);
  });
});
