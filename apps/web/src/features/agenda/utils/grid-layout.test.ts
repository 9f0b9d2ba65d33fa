import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ROW_MINUTES,
  appointmentSegments,
  gridRange,
  isWorkingRow,
  minutesAtOffset,
  nowLineRows,
  placeInLanes,
  rowCount,
  rowStarts,
} from './grid-layout';
import { canMarkAttendance } from './attendance';

const range = { start: 9 * 60, end: 20 * 60 };

/** A start on the 15-minute grid inside `range`, and a pattern that still ends by its end. */
const startAndPattern = fc
  .tuple(fc.integer({ min: 0, max: 43 }), fc.stringMatching(/^[01]{1,20}$/))
  .filter(([row, p]) => p.includes('1') && row + p.length <= 44)
  .map(([row, pattern]) => ({ start: range.start + row * ROW_MINUTES, pattern }));

describe('gridRange', () => {
  it('widens shifts and appointments to whole hours', () => {
    expect(
      gridRange([
        { start: 9 * 60 + 30, end: 13 * 60 },
        { start: 16 * 60, end: 20 * 60 + 15 },
      ]),
    ).toEqual({ start: 9 * 60, end: 21 * 60 });
  });

  it('shows a usual day when there is nothing', () => {
    expect(gridRange([])).toEqual({ start: 9 * 60, end: 20 * 60 });
  });

  it('always covers every interval, on whole hours, within the day', () => {
    const interval = fc
      .tuple(fc.integer({ min: 0, max: 24 * 60 - 15 }), fc.integer({ min: 15, max: 300 }))
      .map(([s, len]) => ({ start: s, end: Math.min(24 * 60, s + len) }));
    fc.assert(
      fc.property(fc.array(interval, { minLength: 1, maxLength: 8 }), (intervals) => {
        const r = gridRange(intervals);
        expect(r.start % 60).toBe(0);
        expect(r.end % 60).toBe(0);
        expect(r.start).toBeGreaterThanOrEqual(0);
        expect(r.end).toBeLessThanOrEqual(24 * 60);
        for (const i of intervals) {
          expect(r.start).toBeLessThanOrEqual(i.start);
          expect(r.end).toBeGreaterThanOrEqual(i.end);
        }
      }),
    );
  });

  it('has one 15-minute row per quarter hour', () => {
    expect(rowCount(range)).toBe(44);
    expect(rowStarts(range).slice(0, 3)).toEqual([540, 555, 570]);
  });
});

describe('appointmentSegments: units → rows', () => {
  it('draws a split service as two pieces with its gap between them', () => {
    // Coloración: 30 min applying, 30 min waiting (the professional is free), 30 min finishing
    expect(appointmentSegments(range, 12 * 60 + 30, 14 * 60, '110011')).toEqual([
      { row: 14, rows: 2 },
      { row: 18, rows: 2 },
    ]);
  });

  it('draws a busy block or an unknown service from start to end', () => {
    expect(appointmentSegments(range, 10 * 60, 10 * 60 + 45, undefined)).toEqual([
      { row: 4, rows: 3 },
    ]);
  });

  it('covers exactly the active units of the pattern, in separate runs', () => {
    fc.assert(
      fc.property(startAndPattern, ({ start, pattern }) => {
        const segs = appointmentSegments(range, start, start + pattern.length * 15, pattern);
        const first = (start - range.start) / ROW_MINUTES;
        const rows = segs.flatMap((s) => Array.from({ length: s.rows }, (_, i) => s.row + i));
        const active = [...pattern].flatMap((c, i) => (c === '1' ? [first + i] : []));
        expect(rows).toEqual(active);
        // pieces never touch: a piece ends where a gap starts
        for (let i = 1; i < segs.length; i++) {
          const prev = segs[i - 1];
          const cur = segs[i];
          if (prev && cur) expect(cur.row).toBeGreaterThan(prev.row + prev.rows);
        }
        expect(segs.length).toBe(pattern.split(/0+/).filter((run) => run.length > 0).length);
      }),
    );
  });
});

describe('placeInLanes: overlapping appointments side by side', () => {
  const span = (x: { start: number; end: number }) => x;

  it('puts an overbooking beside the appointment it shares a time with', () => {
    const a = { start: 600, end: 660 };
    const ob = { start: 615, end: 645 };
    const later = { start: 700, end: 730 };
    const placed = placeInLanes([a, ob, later], span);
    expect(placed.map((p) => [p.lane, p.lanes])).toEqual([
      [0, 2],
      [1, 2],
      [0, 1],
    ]);
  });

  it('never lets two overlapping items share a lane, and keeps each inside its lane count', () => {
    const item = fc
      .tuple(fc.integer({ min: 0, max: 90 }), fc.integer({ min: 1, max: 12 }))
      .map(([u, len]) => ({ start: u * 15, end: (u + len) * 15 }));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), (items) => {
        const placed = placeInLanes(items, span);
        expect(placed).toHaveLength(items.length);
        for (const p of placed) {
          expect(p.lane).toBeGreaterThanOrEqual(0);
          expect(p.lane).toBeLessThan(p.lanes);
        }
        for (const p of placed)
          for (const q of placed) {
            if (p === q) continue;
            const overlap = p.item.start < q.item.end && q.item.start < p.item.end;
            if (overlap) {
              expect(p.lane).not.toBe(q.lane);
              expect(p.lanes).toBe(q.lanes);
            }
          }
        // an item that overlaps nothing keeps the whole width
        for (const p of placed) {
          const alone = placed.every(
            (q) => q === p || !(p.item.start < q.item.end && q.item.start < p.item.end),
          );
          if (alone) expect(p.lanes).toBe(1);
        }
      }),
    );
  });
});

describe('now line and working rows', () => {
  it('sits at the fraction of a row where now is, only today and inside the hours', () => {
    expect(nowLineRows(range, 10 * 60 + 7.5, true)).toBe(4.5);
    expect(nowLineRows(range, 10 * 60, false)).toBeNull();
    expect(nowLineRows(range, 8 * 60, true)).toBeNull();
    expect(nowLineRows(range, 21 * 60, true)).toBeNull();
  });

  it('is monotonic in the time of day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: range.start, max: range.end }),
        fc.integer({ min: range.start, max: range.end }),
        (a, b) => {
          const ra = nowLineRows(range, a, true) ?? NaN;
          const rb = nowLineRows(range, b, true) ?? NaN;
          expect(Math.sign(ra - rb)).toBe(Math.sign(a - b));
          expect(ra).toBeGreaterThanOrEqual(0);
          expect(ra).toBeLessThanOrEqual(rowCount(range));
        },
      ),
    );
  });

  it('shades only rows wholly inside a shift', () => {
    const shifts = [{ start: 9 * 60, end: 13 * 60 }];
    expect(isWorkingRow(9 * 60, shifts)).toBe(true);
    expect(isWorkingRow(12 * 60 + 45, shifts)).toBe(true);
    expect(isWorkingRow(13 * 60, shifts)).toBe(false);
    expect(isWorkingRow(8 * 60 + 45, shifts)).toBe(false);
  });
});

describe('minutesAtOffset: where a drop lands', () => {
  it('snaps to the row under the pointer and keeps the appointment inside the grid', () => {
    expect(minutesAtOffset(range, 0, 24)).toBe(540);
    expect(minutesAtOffset(range, 24 * 4 + 23, 24)).toBe(600);
    expect(minutesAtOffset(range, -50, 24)).toBe(540);
    expect(minutesAtOffset(range, 10_000, 24, 60)).toBe(19 * 60);
  });

  it('always answers a 15-minute start from which the whole appointment fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500, max: 2000 }),
        fc.integer({ min: 1, max: 20 }),
        (px, units) => {
          const m = minutesAtOffset(range, px, 24, units * 15);
          expect(m % 15).toBe(0);
          expect(m).toBeGreaterThanOrEqual(range.start);
          expect(m + units * 15).toBeLessThanOrEqual(range.end);
        },
      ),
    );
  });
});

describe('canMarkAttendance mirrors the server (1009)', () => {
  const t = { fecha: '2030-03-04', hora_inicio: '10:00', ocupado: '0', is_cancelado: '0' } as const;
  it('only once the appointment started, never a cancelled one or a busy block', () => {
    expect(canMarkAttendance(t, '2030-03-04', 9 * 60 + 59)).toBe(false);
    expect(canMarkAttendance(t, '2030-03-04', 10 * 60)).toBe(true);
    expect(canMarkAttendance(t, '2030-03-05', 0)).toBe(true);
    expect(canMarkAttendance(t, '2030-03-03', 23 * 60)).toBe(false);
    expect(canMarkAttendance({ ...t, is_cancelado: '1' }, '2030-03-05', 0)).toBe(false);
    expect(canMarkAttendance({ ...t, ocupado: '1' }, '2030-03-05', 0)).toBe(false);
  });
});
