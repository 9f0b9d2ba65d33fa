import { describe, expect, it } from 'vitest';
import { esES } from '@mui/material/locale';
import { spanishTexts } from './theme-locale';

/** The app's copy of MUI's Spanish texts says what esES says (its formatter made on first use). */
describe('spanishTexts', () => {
  it('has every component and text of esES', () => {
    const ours = spanishTexts.components ?? {};
    const theirs = esES.components ?? {};
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
    const props = (c: unknown) => (c as { defaultProps: Record<string, unknown> }).defaultProps;
    for (const [name, component] of Object.entries(theirs)) {
      const mine = props(ours[name as keyof typeof ours]);
      const given = props(component);
      expect(Object.keys(mine).sort(), name).toEqual(Object.keys(given).sort());
      for (const [key, value] of Object.entries(given)) {
        if (typeof value !== 'function') expect(mine[key], `${name}.${key}`).toEqual(value);
      }
    }
  });

  it('writes the same labels', () => {
    type Fn = (...args: unknown[]) => string;
    const fn = (texts: typeof esES, name: string, key: string) =>
      (texts.components as Record<string, { defaultProps: Record<string, Fn> }>)[name]
        ?.defaultProps[key] as Fn;
    const ours = spanishTexts as typeof esES;
    for (const args of [
      [{ from: 1, to: 8, count: 20 }],
      [{ from: 1001, to: 1008, count: 12345 }],
      [{ from: 1, to: 8, count: -1 }],
    ]) {
      expect(fn(ours, 'MuiTablePagination', 'labelDisplayedRows')(...args)).toBe(
        fn(esES, 'MuiTablePagination', 'labelDisplayedRows')(...args),
      );
    }
    for (const type of ['first', 'last', 'next', 'previous']) {
      expect(fn(ours, 'MuiTablePagination', 'getItemAriaLabel')(type)).toBe(
        fn(esES, 'MuiTablePagination', 'getItemAriaLabel')(type),
      );
      expect(fn(ours, 'MuiPagination', 'getItemAriaLabel')(type, 3, false)).toBe(
        fn(esES, 'MuiPagination', 'getItemAriaLabel')(type, 3, false),
      );
    }
    for (const selected of [true, false]) {
      expect(fn(ours, 'MuiPagination', 'getItemAriaLabel')('page', 3, selected)).toBe(
        fn(esES, 'MuiPagination', 'getItemAriaLabel')('page', 3, selected),
      );
    }
    for (const value of [1, 2.5]) {
      expect(fn(ours, 'MuiRating', 'getLabelText')(value)).toBe(
        fn(esES, 'MuiRating', 'getLabelText')(value),
      );
    }
  });
});
