import { CLOSE_HOLIDAYS_OPTION, addDays } from '@turnos/domain';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { closures, holidayOverrides, options } from '../../db/schema';
import type { Db } from '../../db/types';
import type { ClosedDates } from './closed-dates';

/**
 * What closes dates at a branch (ADR 0102): its closures and the studio-wide ones (those that
 * touch `from`–`to` when given), the holidays marked open and `turnos_cerrar_feriados`.
 */
export async function readClosedDates(
  db: Db,
  branchId: number,
  range?: { from: string; to: string },
): Promise<ClosedDates> {
  const [rows, open, option] = await Promise.all([
    db
      .select({ desde: closures.fromDate, hasta: closures.toDate, reason: closures.reason })
      .from(closures)
      .where(
        and(
          or(isNull(closures.branchId), eq(closures.branchId, branchId)),
          range ? gte(closures.toDate, range.from) : undefined,
          range ? lte(closures.fromDate, range.to) : undefined,
        ),
      ),
    db
      .select({ fecha: holidayOverrides.fecha })
      .from(holidayOverrides)
      .where(eq(holidayOverrides.open, true)),
    db
      .select({ value: options.value })
      .from(options)
      .where(eq(options.name, CLOSE_HOLIDAYS_OPTION)),
  ]);
  const dates = new Map<string, string>();
  for (const c of rows) {
    for (let d = c.desde; d <= c.hasta; d = addDays(d, 1)) {
      if (!dates.has(d)) dates.set(d, c.reason);
    }
  }
  return {
    closures: dates,
    closeHolidays: option[0]?.value === '1',
    openHolidays: new Set(open.map((o) => o.fecha)),
  };
}
