import fc from 'fast-check';
import { REPORT_MAX_DAYS } from '@turnos/contract';
import { addDays } from '@turnos/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { assertPeriod } from './period';

const day = fc
  .date({
    min: new Date('2020-01-01T12:00:00Z'),
    max: new Date('2030-12-31T12:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

function refusal(from: string, to: string): string | undefined {
  try {
    assertPeriod(from, to);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error instanceof Error ? error.message : String(error);
  }
}

describe('assertPeriod (reports, counter, commissions)', () => {
  it('accepts exactly the periods of 1 to 366 days, with one Spanish message per refusal', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (from, span) => {
        const to = addDays(from, span);
        const message = refusal(from, to);
        if (span < 0)
          expect(message).toBe('La fecha de inicio debe ser anterior a la fecha de fin.');
        else if (span >= REPORT_MAX_DAYS) {
          expect(message).toBe(`El período no puede superar los ${REPORT_MAX_DAYS} días.`);
        } else expect(message).toBeUndefined();
      }),
    );
  });

  it('counts the 366 days across a leap year', () => {
    expect(refusal('2028-01-01', '2028-12-31')).toBeUndefined();
    expect(refusal('2028-01-01', '2029-01-01')).toBe('El período no puede superar los 366 días.');
  });
});
