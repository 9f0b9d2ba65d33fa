import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { activeUnits, shiftsOf, type SlotQuery } from './slots';
import { availableStarts } from './booking-rule';
import { addDays, timeToMinutes } from './time';

const day = (h1: [string, string], h2?: [string, string]) =>
  shiftsOf({
    activo: true,
    hora_inicio1: h1[0],
    hora_fin1: h1[1],
    segundo_turno: h2 !== undefined,
    hora_inicio2: h2?.[0] ?? '00:00',
    hora_fin2: h2?.[1] ?? '00:00',
  });

const base = (over: Partial<SlotQuery> = {}): SlotQuery => ({
  date: '2026-11-24',
  shifts: day(['09:00', '13:00']),
  gridStep: 15,
  pattern: '1',
  taken: new Set(),
  nonWorking: false,
  agendaOpenDays: 0,
  professionalActive: true,
  serviceActive: true,
  now: { date: '2026-11-23', minutes: 600 },
  ...over,
});
const u = (time: string) => timeToMinutes(time) / 15;

describe('availableStarts: the seed edge cases', () => {
  it('offers every grid start whose units fit, up to the shift end', () => {
    const s = availableStarts(base({ pattern: '11', gridStep: 30 }));
    expect(s[0]).toBe('09:00');
    expect(s.at(-1)).toBe('12:30');
    expect(s).toHaveLength(8);
  });

  it('a second shift ending 23:29 still takes the 23:15 unit', () => {
    const s = availableStarts(base({ shifts: day(['09:00', '12:00'], ['22:30', '23:29']) }));
    expect(s.filter((x) => x >= '22:00')).toEqual(['22:30', '22:45', '23:00', '23:15']);
    expect(s).not.toContain('12:00');
  });

  it('grid 45 with a 90-minute service', () => {
    const s = availableStarts(
      base({ gridStep: 45, pattern: '111111', shifts: day(['09:00', '13:00']) }),
    );
    expect(s).toEqual(['09:00', '09:45', '10:30', '11:15']);
  });

  it("pattern '1001': the idle middle may overlap another booking", () => {
    const taken = new Set([u('09:15'), u('09:30')]);
    const s = availableStarts(base({ pattern: '1001', taken }));
    expect(s).toContain('09:00');
    expect(s).not.toContain('09:15');
    expect(s).not.toContain('09:30');
    expect(s).toContain('09:45');
  });

  it("pattern '1101' may bridge the gap between shifts with an idle unit", () => {
    const shifts = day(['09:00', '12:30'], ['12:45', '18:00']);
    // start 12:00: units 12:00, 12:15 in shift 1; idle 12:30 in the gap; 12:45 in shift 2
    expect(availableStarts(base({ pattern: '1101', shifts }))).toContain('12:00');
    // start 12:15: active 12:30 falls in the gap
    expect(availableStarts(base({ pattern: '1101', shifts }))).not.toContain('12:15');
  });

  it('nothing on a non-working day, an inactive weekday, past dates or beyond the window', () => {
    expect(availableStarts(base({ nonWorking: true }))).toEqual([]);
    expect(availableStarts(base({ shifts: [] }))).toEqual([]);
    expect(availableStarts(base({ date: '2026-11-22' }))).toEqual([]);
    expect(availableStarts(base({ agendaOpenDays: 7, date: '2026-12-01' }))).toEqual([]);
    expect(availableStarts(base({ agendaOpenDays: 7, date: '2026-11-30' }))).not.toEqual([]);
  });

  it('today only offers starts after now', () => {
    const s = availableStarts(
      base({ date: '2026-11-23', now: { date: '2026-11-23', minutes: 600 } }),
    );
    expect(s[0]).toBe('10:15');
  });
});

const timeArb = fc.integer({ min: 0, max: 95 }).map((x) => x * 15);
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const queryArb = fc.record({
  s1: timeArb,
  len1: fc.integer({ min: 1, max: 48 }).map((x) => x * 15),
  second: fc.boolean(),
  s2gap: fc.integer({ min: 0, max: 16 }).map((x) => x * 15),
  len2: fc.integer({ min: 1, max: 24 }).map((x) => x * 15),
  grid: fc.constantFrom(15, 30, 45, 60),
  pattern: fc.stringMatching(/^[01]{0,7}1[01]{0,7}$/),
  taken: fc.uniqueArray(fc.integer({ min: 0, max: 95 }), { maxLength: 40 }),
  dayOffset: fc.integer({ min: -3, max: 40 }),
  open: fc.constantFrom(0, 7, 14, 30),
  nowMinutes: fc.integer({ min: 0, max: 1439 }),
});

describe('availableStarts: properties', () => {
  it('never a taken unit, never outside hours, never past, never beyond the window', () => {
    fc.assert(
      fc.property(queryArb, (a) => {
        const end1 = Math.min(a.s1 + a.len1, 1439);
        const s2 = Math.min(end1 + a.s2gap, 1439);
        const end2 = Math.min(s2 + a.len2, 1439);
        const shifts = day([hhmm(a.s1), hhmm(end1)], a.second ? [hhmm(s2), hhmm(end2)] : undefined);
        const today = '2026-11-23';
        const q = base({
          date: addDays(today, a.dayOffset),
          shifts,
          gridStep: a.grid,
          pattern: a.pattern,
          taken: new Set(a.taken),
          agendaOpenDays: a.open,
          now: { date: today, minutes: a.nowMinutes },
        });
        for (const start of availableStarts(q)) {
          const m = timeToMinutes(start);
          expect(q.date >= today).toBe(true);
          if (a.open > 0) expect(q.date <= addDays(today, a.open)).toBe(true);
          if (q.date === today) expect(m).toBeGreaterThan(a.nowMinutes);
          for (const unit of activeUnits(m, a.pattern)) {
            expect(q.taken.has(unit)).toBe(false);
            const inside = shifts.some((s) => unit * 15 >= s.start && unit * 15 + 15 <= s.end + 1);
            expect(inside).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a booked start disappears, together with every start whose active units overlap it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[01]{0,5}1[01]{0,5}$/),
        fc.integer({ min: 0, max: 15 }),
        (pattern, pick) => {
          const q = base({ pattern, shifts: day(['08:00', '20:00']) });
          const before = availableStarts(q);
          const chosen = before[pick % Math.max(1, before.length)];
          if (!chosen) return;
          const units = new Set(activeUnits(timeToMinutes(chosen), pattern));
          const after = availableStarts({ ...q, taken: units });
          expect(after).not.toContain(chosen);
          for (const s of after) {
            expect(activeUnits(timeToMinutes(s), pattern).some((x) => units.has(x))).toBe(false);
          }
        },
      ),
    );
  });
});
