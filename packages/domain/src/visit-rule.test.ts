import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shiftsOf, type SlotQuery, type WorkingDayTimes } from './slots';
import { availableStarts, type BookingVerdict } from './booking-rule';
import { visitRule, visitStarts, type VisitPart } from './visit-rule';

/*
 * The visit rule (contract §6.2, ADR 0088) against an oracle written from the contract's words,
 * brute force over 15-minute units and without the domain's helpers: the visit's start must be
 * on the grid of service 1's professional-branch; service k starts when service k−1's duration
 * ends, on any 15-minute unit, and must fit under every other rule of a single booking (day
 * open, window, not past, notice, each busy unit worked in one shift and free).
 */

interface Professional {
  /** the request day's row of their week, as stored */
  row: WorkingDayTimes;
  grid: number;
  window: number;
  active: boolean;
  dayOff: boolean;
  taken: number[];
  /** `horas_anticipacion_minima` for this caller, hours (0 = none) */
  notice: number;
}

interface Service {
  /** index into the professionals */
  pro: number;
  pattern: string;
  linkActive: boolean;
}

interface Scenario {
  pros: Professional[];
  chain: Service[];
  today: string;
  nowMinute: number;
  /** days from today to the visit's date */
  daysAhead: number;
  date: string;
}

const DAY = 86_400_000;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const plusDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** [first minute, last minute] of each shift of the row */
function oracleShifts(row: WorkingDayTimes): [number, number][] {
  if (!row.activo) return [];
  const shifts: [number, number][] = [[minutesOf(row.hora_inicio1), minutesOf(row.hora_fin1)]];
  if (row.segundo_turno) shifts.push([minutesOf(row.hora_inicio2), minutesOf(row.hora_fin2)]);
  return shifts;
}

/** On the grid: from each shift's first whole unit, every `grid` minutes, up to its last minute. */
function oracleOnGrid(p: Professional, start: number): boolean {
  for (const [from, last] of oracleShifts(p.row)) {
    let first = from;
    while (first % 15 !== 0) first++;
    for (let m = first; m <= last; m += p.grid) if (m === start) return true;
  }
  return false;
}

/** One service at `start` under every rule of a single booking except the grid. */
function oracleFits(sc: Scenario, s: Service, start: number): BookingVerdict {
  const p = sc.pros[s.pro];
  if (!p || !p.active || !s.linkActive) return 'invalid';
  if (sc.daysAhead < 0 || (p.window > 0 && sc.daysAhead > p.window) || p.dayOff) return 'invalid';
  const shifts = oracleShifts(p.row);
  if (shifts.length === 0) return 'invalid';
  if (start % 15 !== 0 || start < 0 || start + s.pattern.length * 15 > 24 * 60) return 'invalid';
  if (sc.daysAhead === 0 && start <= sc.nowMinute) return 'invalid';
  if (p.notice > 0 && sc.daysAhead * 24 * 60 + start - sc.nowMinute < p.notice * 60) {
    return 'invalid';
  }
  let taken = false;
  for (let i = 0; i < s.pattern.length; i++) {
    if (s.pattern[i] !== '1') continue;
    const unitStart = start + i * 15;
    // every minute of the unit worked, in one shift (the end is the shift's last minute)
    if (!shifts.some(([from, last]) => unitStart >= from && unitStart + 14 <= last)) {
      return 'invalid';
    }
    if (p.taken.includes(unitStart / 15)) taken = true;
  }
  return taken ? 'taken' : 'ok';
}

function oracle(sc: Scenario, start: number): BookingVerdict {
  const first = sc.chain[0];
  const firstPro = first ? sc.pros[first.pro] : undefined;
  if (!first || !firstPro || !oracleOnGrid(firstPro, start)) return 'invalid';
  const verdicts: BookingVerdict[] = [];
  let at = start;
  for (const s of sc.chain) {
    verdicts.push(oracleFits(sc, s, at));
    at += s.pattern.length * 15;
  }
  if (verdicts.includes('invalid')) return 'invalid';
  return verdicts.includes('taken') ? 'taken' : 'ok';
}

// ---- random professionals, schedules, chains and clocks ----

const mostly = (n: number) => fc.integer({ min: 1, max: n }).map((x) => x > 1);

const rowArb: fc.Arbitrary<WorkingDayTimes> = fc
  .oneof(
    // the demo's double shift and morning, often
    {
      weight: 2,
      arbitrary: fc.constantFrom<[string, string, string?, string?]>(
        ['09:00', '13:00', '16:00', '20:00'],
        ['09:00', '13:00'],
        ['10:00', '18:00'],
        ['10:00', '14:00', '17:00', '20:00'],
        ['22:30', '23:29'],
      ),
    },
    // any valid row (ADR 0012): start < end, ends by 23:30, a second shift after the first
    {
      weight: 1,
      arbitrary: fc
        .record({
          s1: fc.oneof(
            fc.integer({ min: 0, max: 92 }).map((x) => x * 15),
            fc.integer({ min: 0, max: 1380 }),
          ),
          len1: fc.oneof(
            fc.integer({ min: 1, max: 40 }).map((x) => x * 15),
            fc.integer({ min: 1, max: 600 }),
          ),
          second: fc.boolean(),
          gap: fc.oneof(fc.constantFrom(15, 30, 45), fc.integer({ min: 1, max: 240 })),
          len2: fc.integer({ min: 1, max: 480 }),
        })
        .map((d): [string, string, string?, string?] => {
          const e1 = Math.min(d.s1 + d.len1, 1410);
          const s2 = e1 + d.gap;
          const e2 = Math.min(s2 + d.len2, 1410);
          const first: [string, string] = [hhmm(d.s1), hhmm(e1)];
          return d.second && s2 < e2 ? [...first, hhmm(s2), hhmm(e2)] : first;
        }),
    },
  )
  .chain((times) =>
    mostly(15).map((activo) => {
      const [h1 = '09:00', f1 = '13:00', h2, f2] = times;
      return {
        activo: activo && minutesOf(h1) < minutesOf(f1),
        hora_inicio1: h1,
        hora_fin1: f1,
        segundo_turno: h2 !== undefined,
        hora_inicio2: h2 ?? '00:00',
        hora_fin2: f2 ?? '00:00',
      };
    }),
  );

const proArb: fc.Arbitrary<Professional> = fc.record({
  row: rowArb,
  grid: fc.constantFrom(15, 30, 45, 60),
  window: fc.constantFrom(0, 0, 0, 1, 7, 30),
  active: mostly(25),
  dayOff: fc.integer({ min: 1, max: 15 }).map((x) => x === 1),
  taken: fc.oneof(
    { weight: 3, arbitrary: fc.uniqueArray(fc.integer({ min: 36, max: 80 }), { maxLength: 6 }) },
    { weight: 1, arbitrary: fc.uniqueArray(fc.integer({ min: 0, max: 95 }), { maxLength: 30 }) },
  ),
  notice: fc.constantFrom(0, 0, 0, 0, 1, 2, 24),
});

const patternArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('111', '101', '11', '1', '1101', '110011', '011', '110'),
  },
  { weight: 2, arbitrary: fc.stringMatching(/^[01]{0,3}1[01]{0,3}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[01]{0,6}1[01]{0,6}$/) },
);

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    pros: fc.array(proArb, { minLength: 1, maxLength: 3 }),
    chain: fc.array(
      fc.record({
        pro: fc.integer({ min: 0, max: 2 }),
        pattern: patternArb,
        linkActive: mostly(25),
      }),
      {
        minLength: 2,
        maxLength: 4,
      },
    ),
    todayIndex: fc.integer({ min: 0, max: 800 }),
    nowMinute: fc.oneof(
      fc.integer({ min: 0, max: 1439 }),
      fc.integer({ min: 0, max: 95 }).map((x) => x * 15),
    ),
    daysAhead: fc.oneof(fc.constantFrom(0, 0, 1, 1, 2, 3), fc.integer({ min: -2, max: 35 })),
  })
  .map((a) => {
    const today = plusDays('2026-01-01', a.todayIndex);
    return {
      pros: a.pros,
      chain: a.chain.map((s) => ({ ...s, pro: s.pro % a.pros.length })),
      today,
      nowMinute: a.nowMinute,
      daysAhead: a.daysAhead,
      date: plusDays(today, a.daysAhead),
    };
  });

/** What the server builds for each service from the same rows (shiftsOf: the real mapping). */
function partsOf(sc: Scenario): VisitPart[] {
  return sc.chain.map((s) => {
    const p = sc.pros[s.pro];
    if (!p) throw new Error('no professional');
    const query: SlotQuery = {
      date: sc.date,
      shifts: shiftsOf(p.row),
      gridStep: p.grid,
      pattern: s.pattern,
      taken: new Set(p.taken),
      nonWorking: p.dayOff,
      agendaOpenDays: p.window,
      professionalActive: p.active,
      serviceActive: s.linkActive,
      minNoticeMinutes: p.notice * 60,
      now: { date: sc.today, minutes: sc.nowMinute },
    };
    return { query, duration: s.pattern.length };
  });
}

const DAY_MINUTES = Array.from({ length: 24 * 60 }, (_, m) => m);

describe('visitRule equals the oracle (every chain of 2–4 services)', () => {
  it('at every minute of the day: offered ⇔ on service 1’s grid and every service fits in turn', () => {
    fc.assert(
      fc.property(scenarioArb, (sc) => {
        const parts = partsOf(sc);
        const rule = visitRule(parts);
        const want = DAY_MINUTES.map((m) => oracle(sc, m));
        expect(DAY_MINUTES.map((m) => rule.verdict(m))).toEqual(want);
        expect(visitStarts(parts)).toEqual(DAY_MINUTES.filter((m) => want[m] === 'ok').map(hhmm));
        // each service starts where the previous one's duration ends
        let at = 0;
        sc.chain.forEach((s, i) => {
          expect(rule.offsets[i]).toBe(at);
          at += s.pattern.length * 15;
        });
      }),
      { numRuns: 1000 },
    );
  }, 120_000);

  it('the generators reach offers, refusals and starts where a next service is off its own grid', () => {
    const seen = new Map<string, number>();
    const count = (k: string) => seen.set(k, (seen.get(k) ?? 0) + 1);
    fc.assert(
      fc.property(scenarioArb, (sc) => {
        const want = DAY_MINUTES.map((m) => oracle(sc, m));
        const starts = DAY_MINUTES.filter((m) => want[m] === 'ok');
        if (starts.length > 0) count('offers');
        if (want.includes('taken')) count('taken');
        if (sc.chain.length === 4 && starts.length > 0) count('four services offered');
        if (sc.daysAhead === 0 && starts.length > 0) count('today offered');
        if (sc.pros.some((p) => p.row.segundo_turno) && starts.length > 0) count('second shift');
        const offGrid = starts.some((start) => {
          let at = start;
          return sc.chain.some((s, i) => {
            const p = sc.pros[s.pro];
            const off = i > 0 && p !== undefined && !oracleOnGrid(p, at);
            at += s.pattern.length * 15;
            return off;
          });
        });
        if (offGrid) count('a next service off its own grid');
        if (sc.chain.some((s) => /10+1/.test(s.pattern)) && starts.length > 0) count('pauses');
        const pros = new Set(sc.chain.map((s) => s.pro));
        if (pros.size < sc.chain.length && starts.length > 0) count('same professional twice');
        if (pros.size > 1 && starts.length > 0) count('two professionals');
      }),
      { numRuns: 1000 },
    );
    for (const k of [
      'offers',
      'taken',
      'four services offered',
      'today offered',
      'second shift',
      'a next service off its own grid',
      'pauses',
      'same professional twice',
      'two professionals',
    ]) {
      expect(seen.get(k) ?? 0, k).toBeGreaterThan(10);
    }
  }, 120_000);
});

describe('visitRule: the issue’s example (issue 29.1)', () => {
  const double: WorkingDayTimes = {
    activo: true,
    hora_inicio1: '09:00',
    hora_fin1: '13:00',
    segundo_turno: true,
    hora_inicio2: '16:00',
    hora_fin2: '20:00',
  };
  const query = (pattern: string, over: Partial<SlotQuery> = {}): SlotQuery => ({
    date: '2026-11-24',
    shifts: shiftsOf(double),
    gridStep: 30,
    pattern,
    taken: new Set(),
    nonWorking: false,
    agendaOpenDays: 0,
    professionalActive: true,
    serviceActive: true,
    now: { date: '2026-11-23', minutes: 600 },
    ...over,
  });

  it('Corte de dama (45′) then Nutrición capilar (45′, 101), both on a 30-minute grid', () => {
    const corte = query('111');
    const nutricion = query('101');
    const alone = availableStarts(corte);
    const visit = visitStarts([
      { query: corte, duration: 3 },
      { query: nutricion, duration: 3 },
    ]);
    // the nutrition starts at :45 or :15, off its professional's grid, and is still offered
    expect(visit).toContain('09:00');
    expect(visit).toContain('09:30');
    expect(visit.length).toBeGreaterThanOrEqual(8);
    // the visit's start stays on service 1's grid
    expect(visit.every((h) => alone.includes(h))).toBe(true);
    expect(visit).not.toContain('09:15');
    // both must end by 13:00: corte 11:30–12:15, nutrición 12:15–13:00
    expect(visit).toContain('11:30');
    expect(visit).not.toContain('12:00');
    // the nutrition's busy units: 09:45 taken refuses 09:00, its pause 10:00 does not
    const taken = (hora: string) => new Set([minutesOf(hora) / 15]);
    const withTaken = (hora: string) =>
      visitRule([
        { query: corte, duration: 3 },
        { query: query('101', { taken: taken(hora) }), duration: 3 },
      ]).verdict(minutesOf('09:00'));
    expect(withTaken('09:45')).toBe('taken');
    expect(withTaken('10:00')).toBe('ok');
    expect(withTaken('10:15')).toBe('taken');
  });
});
