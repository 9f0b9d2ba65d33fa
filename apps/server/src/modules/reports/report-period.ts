import { REPORT_MAX_DAYS } from '@turnos/contract';
import { addDays } from '@turnos/domain';
import { invalid } from '../../http/app-error';

/** A report's or an export's period: `from` not after `to`, at most 366 days (contract §6.6). */
export function assertReportPeriod(from: string, to: string) {
  if (to < from) throw invalid('La fecha de inicio debe ser anterior a la fecha de fin.');
  if (to > addDays(from, REPORT_MAX_DAYS - 1)) {
    throw invalid(`El período no puede superar los ${REPORT_MAX_DAYS} días.`);
  }
}
