import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '@turnos/domain';
import { periodDays, presetPeriod, previousPeriod } from './periods';

describe('report periods', () => {
  it('presets around Wednesday 2026-02-11', () => {
    const today = '2026-02-11';
    expect(presetPeriod('semana', today)).toEqual({ desde: '2026-02-09', hasta: '2026-02-15' });
    expect(presetPeriod('mes', today)).toEqual({ desde: '2026-02-01', hasta: '2026-02-28' });
    expect(presetPeriod('mes_pasado', today)).toEqual({ desde: '2026-01-01', hasta: '2026-01-31' });
    expect(presetPeriod('anio', today)).toEqual({ desde: '2026-01-01', hasta: '2026-12-31' });
    expect(presetPeriod('mes', '2028-02-10').hasta).toBe('2028-02-29');
    expect(presetPeriod('mes_pasado', '2026-01-15')).toEqual({
      desde: '2025-12-01',
      hasta: '2025-12-31',
    });
  });

  it('the previous period has the same length and ends the day before', () => {
    const date = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2024-01-01', n));
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 365 }), (desde, len) => {
        const p = { desde, hasta: addDays(desde, len) };
        const prev = previousPeriod(p);
        expect(periodDays(prev)).toBe(periodDays(p));
        expect(addDays(prev.hasta, 1)).toBe(p.desde);
      }),
    );
  });
});
