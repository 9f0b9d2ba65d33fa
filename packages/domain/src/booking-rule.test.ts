import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  availableStarts,
  bookingVerdict,
  type BookingKind,
  type BookingVerdict,
} from './booking-rule';
import { shiftsOf, type SlotQuery, type WorkingDayTimes } from './slots';
import { studioNow, weekdayIndex } from './time';

/*
 * The rule against an oracle written from ADR 0020's words, as plainly as possible and without the
 * domain's helpers: its own clock (Buenos Aires has been UTC−3 all year since 2009), its own date
 * arithmetic, minute-by-minute shifts read from the stored 'HH:MM' strings.
 */

interface Studio {
  /** Monday first, as stored */
  week: WorkingDayTimes[];
  grid: number;
  pattern: string;
  window: number;
  professionalActive: boolean;
  serviceActive: boolean;
  daysOff: string[];
  taken: number[];
  /** contract §6.4 `horas_anticipacion_minima` for this caller (0 = none) */
  notice: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const plusDays = (date: string, n: number) => dateOf(Date.parse(`${date}T00:00:00Z`) + n * DAY);

function oracle(
  s: Studio,
  instant: Date,
  date: string,
  start: number,
  kind: BookingKind,
): BookingVerdict {
  const local = new Date(instant.getTime() - 3 * 60 * MINUTE);
  const today = dateOf(local.getTime());
  const nowMinute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const daysAhead = Math.round((Date.parse(date) - Date.parse(today)) / DAY);
  if (!s.professionalActive || !s.serviceActive) return 'invalid';
  if (daysAhead < 0) return 'invalid';
  if (s.window !== 0 && daysAhead > s.window) return 'invalid';
  if (s.daysOff.includes(date)) return 'invalid';
  const sunday0 = new Date(`${date}T00:00:00Z`).getUTCDay();
  const row = s.week[sunday0 === 0 ? 6 : sunday0 - 1];
  if (!row?.activo) return 'invalid';
  const shifts: [number, number][] = [[minutesOf(row.hora_inicio1), minutesOf(row.hora_fin1)]];
  if (row.segundo_turno) shifts.push([minutesOf(row.hora_inicio2), minutesOf(row.hora_fin2)]);
  const length = s.pattern.length * 15;
  if (start % 15 !== 0) return 'invalid';
  if (start + length > 24 * 60) return 'invalid';
  if (kind === 'overbooking') return 'ok';

  if (daysAhead === 0 && start <= nowMinute) return 'invalid';
  // no start sooner than now + the notice, on the studio's wall clock
  if (s.notice > 0 && daysAhead * 24 * 60 + start - nowMinute < s.notice * 60) return 'invalid';
  let onGrid = false;
  for (const [from, last] of shifts) {
    let first = from;
    while (first % 15 !== 0) first++;
    if (start >= first && start <= last && (start - first) % s.grid === 0) onGrid = true;
  }
  if (!onGrid) return 'invalid';
  let someTaken = false;
  for (let i = 0; i < s.pattern.length; i++) {
    if (s.pattern[i] !== '1') continue;
    const unitStart = start + i * 15;
    // every minute of the unit worked, in one shift ('13:00' is the shift's last minute)
    const inOneShift = shifts.some(([from, last]) => unitStart >= from && unitStart + 14 <= last);
    if (!inOneShift) return 'invalid';
    if (s.taken.includes(unitStart / 15)) someTaken = true;
  }
  return someTaken ? 'taken' : 'ok';
}

// ---- random studios, clocks and requests ----

/** true except one time in `n` */
const mostly = (n: number) => fc.integer({ min: 1, max: n }).map((x) => x > 1);

const anyMinute = (max: number) =>
  fc.oneof(
    fc.integer({ min: 0, max: Math.floor(max / 15) }).map((x) => x * 15),
    fc.integer({ min: 0, max }),
  );

/** Valid working-day rows (ADR 0012): start < end, ends by 23:30, second shift after the first. */
const dayArb: fc.Arbitrary<WorkingDayTimes> = fc
  .record({
    activo: mostly(5),
    s1: anyMinute(1380),
    len1: fc.oneof(
      fc.integer({ min: 1, max: 600 }),
      fc.integer({ min: 1, max: 40 }).map((x) => x * 15),
    ),
    second: fc.boolean(),
    gap: fc.integer({ min: 1, max: 240 }),
    len2: fc.integer({ min: 1, max: 480 }),
    seedDefault: fc.boolean(),
  })
  .map((d) => {
    const e1 = Math.min(d.s1 + d.len1, 1410);
    const s2 = d.seedDefault ? 22 * 60 + 30 : e1 + d.gap;
    const e2 = d.seedDefault ? 23 * 60 + 29 : Math.min(s2 + d.len2, 1410);
    const second = d.second && s2 > e1 && s2 < e2;
    return {
      activo: d.activo && d.s1 < e1,
      hora_inicio1: hhmm(d.s1),
      hora_fin1: hhmm(e1),
      segundo_turno: second,
      hora_inicio2: second ? hhmm(s2) : '00:00',
      hora_fin2: second ? hhmm(e2) : '00:00',
    };
  });

const scenarioArb = fc
  .record({
    week: fc.array(dayArb, { minLength: 7, maxLength: 7 }),
    grid: fc.constantFrom(15, 30, 45, 60),
    pattern: fc.oneof(
      fc.stringMatching(/^[01]{0,3}1[01]{0,3}$/),
      fc.stringMatching(/^[01]{0,8}1[01]{0,8}$/),
    ),
    window: fc.constantFrom(0, 0, 1, 7, 14, 30),
    professionalActive: mostly(10),
    serviceActive: mostly(10),
    dayOffOffsets: fc.uniqueArray(fc.integer({ min: -2, max: 35 }), { maxLength: 6 }),
    taken: fc.uniqueArray(fc.integer({ min: 0, max: 95 }), { maxLength: 40 }),
    /** today, as days after 2026-01-01 */
    todayIndex: fc.integer({ min: 0, max: 800 }),
    /** the studio's wall clock now, often late at night or just after midnight */
    nowMinute: fc.oneof(
      fc.integer({ min: 0, max: 1439 }),
      fc.integer({ min: 1380, max: 1439 }),
      fc.integer({ min: 0, max: 30 }),
      fc.integer({ min: 0, max: 95 }).map((x) => x * 15),
    ),
    nowSecond: fc.integer({ min: 0, max: 59_999 }),
    requestOffset: fc.oneof(
      fc.integer({ min: -3, max: 35 }),
      fc.integer({ min: -1, max: 8 }),
      fc.constant(0),
    ),
    start: fc.oneof(
      anyMinute(1439),
      fc.integer({ min: 0, max: 287 }).map((x) => x * 5),
    ),
    /** when set: the k-th grid step after the first shift's start, a likelier offer */
    gridIndex: fc.option(fc.integer({ min: 0, max: 12 }), { freq: 2 }),
    kind: fc.constantFrom<BookingKind>('regular', 'regular', 'overbooking'),
    notice: fc.constantFrom(0, 0, 0, 1, 2, 4, 24, 48),
  })
  .map((a) => {
    const today = plusDays('2026-01-01', a.todayIndex);
    const instant = new Date(
      Date.parse(`${today}T00:00:00Z`) + (a.nowMinute + 180) * MINUTE + a.nowSecond,
    );
    const date = plusDays(today, a.requestOffset);
    const sunday0 = new Date(`${date}T00:00:00Z`).getUTCDay();
    const row = a.week[(sunday0 + 6) % 7];
    const from = row ? Math.ceil(minutesOf(row.hora_inicio1) / 15) * 15 : 0;
    const start = a.gridIndex === null ? a.start : Math.min(from + a.gridIndex * a.grid, 1439);
    const studio: Studio = {
      week: a.week,
      grid: a.grid,
      pattern: a.pattern,
      window: a.window,
      professionalActive: a.professionalActive,
      serviceActive: a.serviceActive,
      // the request's date is a day off a fair share of the time
      daysOff: a.dayOffOffsets.map((n) => plusDays(today, n)),
      taken: a.taken,
      notice: a.notice,
    };
    return { studio, instant, date, start, kind: a.kind };
  });

/** The query the server builds from the same rows (shiftsOf, studioNow: the real mapping). */
function queryOf(s: Studio, instant: Date, date: string): SlotQuery {
  return {
    date,
    shifts: shiftsOf(s.week[weekdayIndex(date)]),
    gridStep: s.grid,
    pattern: s.pattern,
    taken: new Set(s.taken),
    nonWorking: s.daysOff.includes(date),
    agendaOpenDays: s.window,
    professionalActive: s.professionalActive,
    serviceActive: s.serviceActive,
    minNoticeMinutes: s.notice * 60,
    now: studioNow(instant),
  };
}

const DAY_MINUTES = Array.from({ length: 24 * 60 }, (_, m) => m);

describe('bookingVerdict: the rule equals the oracle', () => {
  it('for any studio, clock and request (any minute, regular or overbooking)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ studio, instant, date, start, kind }) => {
        expect(bookingVerdict(queryOf(studio, instant, date), start, kind)).toBe(
          oracle(studio, instant, date, start, kind),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('at every minute of the day, for both kinds', () => {
    fc.assert(
      fc.property(scenarioArb, ({ studio, instant, date }) => {
        const q = queryOf(studio, instant, date);
        for (const kind of ['regular', 'overbooking'] as const) {
          const got = DAY_MINUTES.map((m) => bookingVerdict(q, m, kind));
          const want = DAY_MINUTES.map((m) => oracle(studio, instant, date, m, kind));
          expect(got).toEqual(want);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('availableStarts lists exactly what the rule allows', () => {
  it('availableStarts ⇔ verdict ok, for every minute', () => {
    fc.assert(
      fc.property(scenarioArb, ({ studio, instant, date }) => {
        const q = queryOf(studio, instant, date);
        const offered = availableStarts(q);
        const allowed = DAY_MINUTES.filter((m) => bookingVerdict(q, m) === 'ok').map(hhmm);
        expect(offered).toEqual(allowed);
        expect(offered).toEqual(
          DAY_MINUTES.filter((m) => oracle(studio, instant, date, m, 'regular') === 'ok').map(hhmm),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('the generators reach every verdict and the interesting corners', () => {
    const seen = new Map<string, number>();
    const count = (k: string) => seen.set(k, (seen.get(k) ?? 0) + 1);
    fc.assert(
      fc.property(scenarioArb, ({ studio, instant, date, start, kind }) => {
        const v = oracle(studio, instant, date, start, kind);
        count(`${kind}:${v}`);
        const q = queryOf(studio, instant, date);
        if (q.date === q.now.date && availableStarts(q).length > 0) count('today with offers');
        if (q.now.minutes >= 1380) count('late at night');
        if (q.shifts.length === 2 && availableStarts(q).length > 0) count('second shift offered');
        if (availableStarts(q).length < availableStarts({ ...q, minNoticeMinutes: 0 }).length) {
          count('notice hides a start');
        }
      }),
      { numRuns: 3000 },
    );
    for (const k of [
      'regular:ok',
      'regular:taken',
      'regular:invalid',
      'overbooking:ok',
      'overbooking:invalid',
      'today with offers',
      'late at night',
      'second shift offered',
      'notice hides a start',
    ]) {
      expect(seen.get(k) ?? 0, k).toBeGreaterThan(10);
    }
  });
});
