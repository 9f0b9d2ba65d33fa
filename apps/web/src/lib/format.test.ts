import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import {
  formatARS,
  formatDuration,
  formatLongDate,
  formatShortDate,
  formatTime,
  parseWireDate,
  toWireDate,
} from './format';

describe('dates', () => {
  it('shows the weekday and dd/MM/yyyy in Spanish', () => {
    expect(formatLongDate('2026-11-23')).toBe('lunes 23/11/2026');
    expect(formatLongDate('2026-11-29')).toBe('domingo 29/11/2026');
    expect(formatLongDate(new Date(2026, 0, 7, 10))).toBe('miércoles 07/01/2026');
  });

  it('shows short dates and round-trips wire dates', () => {
    expect(formatShortDate('2026-03-05')).toBe('05/03/2026');
    expect(toWireDate(parseWireDate('2024-02-29'))).toBe('2024-02-29');
  });

  it('matches date-fns on every weekday and month, and rejects an invalid date like it', () => {
    for (let day = 0; day < 400; day += 1) {
      const d = new Date(2026, 0, 1 + day, 12);
      expect(formatLongDate(d)).toBe(format(d, 'EEEE dd/MM/yyyy', { locale: es }));
      expect(formatShortDate(d)).toBe(format(d, 'dd/MM/yyyy'));
      expect(toWireDate(d)).toBe(format(d, 'yyyy-MM-dd'));
    }
    expect(() => toWireDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('times', () => {
  it("shows 'HH:MM hs'", () => {
    expect(formatTime('09:30')).toBe('09:30 hs');
    expect(formatTime('9:05')).toBe('09:05 hs');
    expect(formatTime('18:00:00')).toBe('18:00 hs');
  });
});

describe('money', () => {
  it('shows ARS without ,00 and with cents when there are any', () => {
    expect(formatARS('2500.00')).toBe('$ 2.500');
    expect(formatARS('1500.50')).toBe('$ 1.500,50');
    expect(formatARS(0)).toBe('$ 0');
    expect(formatARS('no')).toBe('');
  });
});

describe('durations', () => {
  it('uses minutes under 4 modules and hours otherwise', () => {
    expect(formatDuration(1)).toBe('15 min');
    expect(formatDuration(3)).toBe('45 min');
    expect(formatDuration(4)).toBe('1 h');
    expect(formatDuration(6)).toBe('1 h 30 min');
  });
});
