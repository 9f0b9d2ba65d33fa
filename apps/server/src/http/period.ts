import { REPORT_MAX_DAYS } from '@turnos/contract';
import { addDays } from '@turnos/domain';
import { invalid } from './app-error';

/**
 * A period asked for by `fecha_desde`/`fecha_hasta` (reports and exports §6.6, the counter's
 * charges and tills §7.2–§7.3, commissions §7.4): `from` not after `to`, at most 366 days.
 */
export function assertPeriod(from: string, to: string) {
  if (to < from) throw invalid('La fecha de inicio debe ser anterior a la fecha de fin.');
  if (to > addDays(from, REPORT_MAX_DAYS - 1)) {
    throw invalid(`El período no puede superar los ${REPORT_MAX_DAYS} días.`);
  }
}
