import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { neighbour, swipeStep } from './swipe';

describe('swipe between professionals on a phone', () => {
  it('a clear sideways swipe steps; a short or mostly vertical one does not', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
    expect(swipeStep(-40, 0)).toBe(0);
    expect(swipeStep(-120, 90)).toBe(0);
  });

  it('is mirror-symmetric and never steps on a scroll', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -800, max: 800 }),
        fc.integer({ min: -800, max: 800 }),
        (dx, dy) => {
          expect(swipeStep(-dx, dy) + swipeStep(dx, dy)).toBe(0);
          if (Math.abs(dy) * 2 > Math.abs(dx)) expect(swipeStep(dx, dy)).toBe(0);
        },
      ),
    );
  });

  it('moves to the neighbour and stays at the ends', () => {
    const ids = ['3', '4', '7'];
    expect(neighbour(ids, '4', 1)).toBe('7');
    expect(neighbour(ids, '4', -1)).toBe('3');
    expect(neighbour(ids, '7', 1)).toBe('7');
    expect(neighbour(ids, '3', -1)).toBe('3');
    expect(neighbour(ids, '9', 1)).toBe('9');
  });
});
