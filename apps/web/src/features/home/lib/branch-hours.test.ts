import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  branchWeek,
  dayIntervals,
  daysLabel,
  groupWeek,
  hoursLabel,
  isOpenSomeDay,
  minutes,
  type WorkingDayHours,
} from './branch-hours';

/**
 * A branch is open when at least one of its professionals works (ADR 0091): over random weekly
 * schedules of any number of professionals, a moment of a weekday is inside the branch's hours
 * exactly when it is inside some professional's shift that day; the rows shown give back the
 * whole week, Monday to Sunday, each day once.
 */
const quarter = fc.integer({ min: 0, max: 96 }).map((q) => q * 15);
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const workingDay = (dia_semana: number) =>
  fc
    .record({
      activo: fc.constantFrom<'0' | '1'>('0', '1', '1'),
      segundo_turno: fc.constantFrom<'0' | '1'>('0', '1'),
      times: fc.array(quarter, { minLength: 4, maxLength: 4 }),
    })
    .map(({ activo, segundo_turno, times }): WorkingDayHours => {
      const [a = 0, b = 0, c = 0, d = 0] = times;
      return {
        dia_semana,
        activo,
        segundo_turno,
        // mostly well-formed shifts, sometimes empty or reversed ones (left out)
        hora_inicio1: hhmm(a),
        hora_fin1: hhmm(b),
        hora_inicio2: hhmm(c),
        hora_fin2: hhmm(d),
      };
    });

/** One professional's seven days (the server always has the seven rows). */
const professional = fc.tuple(...Array.from({ length: 7 }, (_, d) => workingDay(d)));
const schedules = fc.array(professional, { maxLength: 5 });

const works = (day: WorkingDayHours, at: number) =>
  day.activo === '1' &&
  ((at >= minutes(day.hora_inicio1) && at < minutes(day.hora_fin1)) ||
    (day.segundo_turno === '1' && at >= minutes(day.hora_inicio2) && at < minutes(day.hora_fin2)));

describe('branch hours', () => {
  it('the branch is open at a moment exactly when one of its professionals works then', () => {
    fc.assert(
      fc.property(schedules, (pros) => {
        const week = branchWeek(pros);
        expect(week).toHaveLength(7);
        week.forEach((intervals, weekday) => {
          // disjoint, sorted, never touching: each shown range is one opening
          intervals.forEach(([start, end], i) => {
            expect(start).toBeLessThan(end);
            const next = intervals[i + 1];
            if (next) expect(end).toBeLessThan(next[0]);
          });
          for (let at = 0; at < 24 * 60; at += 15) {
            const open = intervals.some(([s, e]) => at >= s && at < e);
            const someoneWorks = pros.some((days) =>
              days.some((d) => d.dia_semana === weekday && works(d, at)),
            );
            expect(open, `día ${weekday} ${hhmm(at)}`).toBe(someoneWorks);
          }
        });
        expect(isOpenSomeDay(week)).toBe(week.some((d) => d.length > 0));
      }),
    );
  });

  it('the rows give back the week, each day once, and neighbours differ', () => {
    fc.assert(
      fc.property(schedules, (pros) => {
        const week = branchWeek(pros);
        const rows = groupWeek(week);
        const days = rows.flatMap((r) =>
          Array.from({ length: r.to - r.from + 1 }, (_, i) => r.from + i),
        );
        expect(days).toEqual([0, 1, 2, 3, 4, 5, 6]);
        for (const row of rows) {
          for (let d = row.from; d <= row.to; d++) expect(week[d]).toEqual(row.intervals);
        }
        rows.forEach((row, i) => {
          const next = rows[i + 1];
          if (next) expect(hoursLabel(next.intervals)).not.toBe(hoursLabel(row.intervals));
        });
      }),
    );
  });

  it('days off and empty shifts are no hours', () => {
    const off: WorkingDayHours = {
      dia_semana: 0,
      activo: '0',
      hora_inicio1: '09:00',
      hora_fin1: '13:00',
      segundo_turno: '0',
      hora_inicio2: '00:00',
      hora_fin2: '00:00',
    };
    expect(dayIntervals(off)).toEqual([]);
    expect(dayIntervals({ ...off, activo: '1', hora_fin1: '09:00' })).toEqual([]);
    expect(branchWeek([])).toEqual([[], [], [], [], [], [], []]);
  });

  it('reads in Spanish', () => {
    expect(daysLabel({ from: 0, to: 4 })).toBe('Lunes a viernes');
    expect(daysLabel({ from: 5, to: 6 })).toBe('Sábado y domingo');
    expect(daysLabel({ from: 2, to: 2 })).toBe('Miércoles');
    expect(hoursLabel([])).toBe('Cerrado');
    expect(hoursLabel([[540, 780]])).toBe('09:00 a 13:00');
    expect(
      hoursLabel([
        [540, 780],
        [960, 1200],
      ]),
    ).toBe('09:00 a 13:00 y 16:00 a 20:00');
    expect(
      hoursLabel([
        [540, 600],
        [660, 720],
        [960, 1200],
      ]),
    ).toBe('09:00 a 10:00, 11:00 a 12:00 y 16:00 a 20:00');
  });

  it('a day two professionals share shows one opening from the first to the last', () => {
    const day = (from: string, to: string): WorkingDayHours[] => [
      {
        dia_semana: 0,
        activo: '1',
        hora_inicio1: from,
        hora_fin1: to,
        segundo_turno: '0',
        hora_inicio2: '00:00',
        hora_fin2: '00:00',
      },
    ];
    const week = branchWeek([day('09:00', '13:00'), day('12:00', '18:00'), day('18:00', '20:00')]);
    expect(hoursLabel(week[0] ?? [])).toBe('09:00 a 20:00');
  });
});
