import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type GridPlace, type GridShape, type NavKey, clampPlace, moveFocus } from './grid-nav';

const KEYS: NavKey[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];
const OPPOSITE: Partial<Record<NavKey, NavKey>> = {
  ArrowUp: 'ArrowDown',
  ArrowDown: 'ArrowUp',
  ArrowLeft: 'ArrowRight',
  ArrowRight: 'ArrowLeft',
};

/** A grid: columns × rows, and up to 3 blocks starting on some cells. */
const shapeArb = fc
  .record({ cols: fc.integer({ min: 1, max: 7 }), rows: fc.integer({ min: 1, max: 60 }) })
  .chain(({ cols, rows }) =>
    fc
      .array(fc.integer({ min: 0, max: 3 }), { minLength: cols * rows, maxLength: cols * rows })
      .map((counts): GridShape => ({
        cols,
        rows,
        blocksAt: (c, r) => counts[c * rows + r] ?? 0,
      })),
  );

const placeArb = (s: GridShape) =>
  fc
    .record({
      col: fc.integer({ min: 0, max: s.cols - 1 }),
      row: fc.integer({ min: 0, max: s.rows - 1 }),
      layer: fc.integer({ min: 0, max: 3 }),
    })
    .map((p) => clampPlace(p, s));

const inside = (p: GridPlace, s: GridShape) =>
  p.col >= 0 &&
  p.col < s.cols &&
  p.row >= 0 &&
  p.row < s.rows &&
  p.layer >= 0 &&
  p.layer <= s.blocksAt(p.col, p.row);

describe('moveFocus', () => {
  it('never leaves the grid, whatever keys are pressed', () => {
    fc.assert(
      fc.property(
        shapeArb.chain((s) =>
          fc.tuple(fc.constant(s), placeArb(s), fc.array(fc.constantFrom(...KEYS))),
        ),
        ([s, start, keys]) => {
          let p = start;
          for (const k of keys) {
            p = moveFocus(p, k, s);
            expect(inside(p, s)).toBe(true);
          }
        },
      ),
    );
  });

  it('from a cell, an arrow then the opposite arrow comes back unless at an edge', () => {
    fc.assert(
      fc.property(
        shapeArb.chain((s) =>
          fc.tuple(
            fc.constant(s),
            placeArb(s).map((p) => ({ ...p, layer: 0 })),
            fc.constantFrom<NavKey>('ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'),
          ),
        ),
        ([s, p, key]) => {
          const next = moveFocus(p, key, s);
          const back = OPPOSITE[key];
          if (!back) throw new Error('an arrow has an opposite');
          if (next.col === p.col && next.row === p.row && next.layer === p.layer) return; // edge
          expect(moveFocus(next, back, s)).toEqual(p);
        },
      ),
    );
  });

  it('Left then Right (and Right then Left) returns to any place, block or cell, not at an edge', () => {
    fc.assert(
      fc.property(
        shapeArb.chain((s) =>
          fc.tuple(fc.constant(s), placeArb(s), fc.constantFrom<NavKey>('ArrowLeft', 'ArrowRight')),
        ),
        ([s, p, key]) => {
          const next = moveFocus(p, key, s);
          if (next.col === p.col && next.row === p.row && next.layer === p.layer) return;
          const back = key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
          expect(moveFocus(next, back, s)).toEqual(p);
        },
      ),
    );
  });

  it('moves 15 minutes a row, walks a row through its blocks, and goes to the first/last row', () => {
    const s: GridShape = { cols: 2, rows: 4, blocksAt: (c, r) => (c === 0 && r === 1 ? 2 : 0) };
    expect(moveFocus({ col: 0, row: 0, layer: 0 }, 'ArrowDown', s)).toEqual({
      col: 0,
      row: 1,
      layer: 0,
    });
    expect(moveFocus({ col: 0, row: 1, layer: 0 }, 'ArrowRight', s)).toEqual({
      col: 0,
      row: 1,
      layer: 1,
    });
    expect(moveFocus({ col: 0, row: 1, layer: 2 }, 'ArrowRight', s)).toEqual({
      col: 1,
      row: 1,
      layer: 0,
    });
    expect(moveFocus({ col: 1, row: 1, layer: 0 }, 'ArrowLeft', s)).toEqual({
      col: 0,
      row: 1,
      layer: 2,
    });
    expect(moveFocus({ col: 0, row: 1, layer: 2 }, 'ArrowDown', s)).toEqual({
      col: 0,
      row: 2,
      layer: 0,
    });
    expect(moveFocus({ col: 1, row: 2, layer: 0 }, 'End', s)).toEqual({ col: 1, row: 3, layer: 0 });
    expect(moveFocus({ col: 1, row: 2, layer: 0 }, 'Home', s)).toEqual({
      col: 1,
      row: 0,
      layer: 0,
    });
    expect(moveFocus({ col: 1, row: 3, layer: 0 }, 'ArrowDown', s)).toEqual({
      col: 1,
      row: 3,
      layer: 0,
    });
    expect(moveFocus({ col: 1, row: 0, layer: 0 }, 'ArrowRight', s)).toEqual({
      col: 1,
      row: 0,
      layer: 0,
    });
  });
});
