import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDuration,
  isRealDate,
  studioInstant,
  studioNow,
  weekdayIndex,
} from './time';

describe('studio time (America/Argentina/Buenos_Aires), whatever the machine zone', () => {
  it('reads the studio date and minutes of an instant', () => {
    expect(studioNow(new Date('2026-11-23T02:30:00Z'))).toEqual({
      date: '2026-11-22',
      minutes: 23 * 60 + 30,
    });
    expect(studioNow(new Date('2026-11-23T12:00:00Z'))).toEqual({
      date: '2026-11-23',
      minutes: 9 * 60,
    });
  });
  it('turns a studio wall-clock time into its instant', () => {
    expect(studioInstant('2026-11-23', '09:00').toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(studioInstant('2026-12-31', '23:30').toISOString()).toBe('2027-01-01T02:30:00.000Z');
  });
  it('numbers weekdays from Monday = 0', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-22')).toBe(6);
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
  it('knows real dates', () => {
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-13-01')).toBe(false);
  });
  it('shows durations under 4 modules in minutes', () => {
    expect(formatDuration(3)).toBe('45 min');
    expect(formatDuration(4)).toBe('1 h');
    expect(formatDuration(6)).toBe('1 h 30 min');
  });
});
