import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '@turnos/domain';
import { isDateDisabled, type CalendarRules } from './date-rules';
import { findNextAvailableDay, nextDayLimit, NEXT_DAY_MAX_DAYS } from './next-available';

const TODAY = '2026-12-01';

const rules: fc.Arbitrary<CalendarRules> = fc.record({
  agendaOpenDays: fc.constantFrom(0, 7, 14, 30, 45, 60, 90, 120, 150, 180),
  activeWeekdays: fc
    .uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 })
    .map((d) => new Set(d)),
  nonWorkingDates: fc
    .uniqueArray(fc.integer({ min: 0, max: 200 }), { maxLength: 30 })
    .map((d) => new Set(d.map((n) => addDays(TODAY, n)))),
});

/** A studio's free starts by day offset: most days full, some empty. */
const availability = fc.dictionary(
  fc.integer({ min: 0, max: 200 }).map(String),
  fc.array(fc.constantFrom('09:00', '10:30', '17:00'), { maxLength: 3 }),
);

const offsetOf = (fecha: string) =>
  Math.round((Date.parse(`${fecha}T12:00:00Z`) - Date.parse(`${TODAY}T12:00:00Z`)) / 86_400_000);

function fakeDays(free: Record<string, string[]>) {
  const asked: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchDay = async (fecha: string) => {
    asked.push(fecha);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await Promise.resolve();
    inFlight -= 1;
    return free[String(offsetOf(fecha))] ?? [];
  };
  return { fetchDay, asked, maxInFlight: () => maxInFlight };
}

describe('Próximo día disponible', () => {
  it('finds the first enabled day with a free start, asking one day at a time, never a closed one, never past the bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        rules,
        availability,
        fc.integer({ min: 0, max: 40 }),
        async (r, free, start) => {
          const from = addDays(TODAY, start);
          const days = fakeDays(free);
          const found = await findNextAvailableDay({
            from,
            today: TODAY,
            rules: r,
            fetchDay: days.fetchDay,
            signal: new AbortController().signal,
          });
          const asked = [...days.asked];
          const limit = nextDayLimit(from, TODAY, r);
          // the answer a day-by-day look over the open days gives
          let expected: string | null = null;
          for (let d = from; d <= limit && expected === null; d = addDays(d, 1)) {
            if (!isDateDisabled(d, TODAY, r) && (free[String(offsetOf(d))] ?? []).length > 0) {
              expected = d;
            }
          }
          expect(found?.fecha ?? null).toBe(expected);
          // it asked exactly the open days up to the one found (or the bound), in order
          const open: string[] = [];
          for (let d = from; d <= (expected ?? limit); d = addDays(d, 1)) {
            if (!isDateDisabled(d, TODAY, r)) open.push(d);
          }
          expect(asked).toEqual(open);
          expect(days.maxInFlight()).toBe(asked.length > 0 ? 1 : 0);
          expect(limit <= addDays(from, NEXT_DAY_MAX_DAYS - 1)).toBe(true);
        },
      ),
    );
  });

  it('stops asking as soon as it is cancelled', async () => {
    const controller = new AbortController();
    const asked: string[] = [];
    const everyDay: CalendarRules = {
      agendaOpenDays: 0,
      activeWeekdays: new Set([0, 1, 2, 3, 4, 5, 6]),
      nonWorkingDates: new Set(),
    };
    const search = findNextAvailableDay({
      from: TODAY,
      today: TODAY,
      rules: everyDay,
      signal: controller.signal,
      fetchDay: async (fecha) => {
        asked.push(fecha);
        if (asked.length === 3) controller.abort();
        await Promise.resolve();
        return [];
      },
    });
    await expect(search).rejects.toThrow();
    expect(asked).toHaveLength(3);
  });

  it('looks no further than the open window, and no further than 60 days without one', () => {
    const open = (days: number): CalendarRules => ({
      agendaOpenDays: days,
      activeWeekdays: new Set([0, 1, 2, 3, 4, 5, 6]),
      nonWorkingDates: new Set(),
    });
    expect(nextDayLimit(TODAY, TODAY, open(14))).toBe(addDays(TODAY, 14));
    expect(nextDayLimit(TODAY, TODAY, open(0))).toBe(addDays(TODAY, NEXT_DAY_MAX_DAYS - 1));
    expect(nextDayLimit(TODAY, TODAY, open(180))).toBe(addDays(TODAY, NEXT_DAY_MAX_DAYS - 1));
  });
});
