import { useState } from 'react';
import type { Filters } from '../components/report-filters';
import { periodDays, presetPeriod } from '../utils/periods';
import { REPORT_MAX_DAYS_WEB, studioToday } from '../utils/report-limits';

/**
 * A report's filters (this month, every branch, to begin with) and the period they pick:
 * `complete` once both dates are set, `valid` when the server would take it (≤ 366 days).
 */
export function useReportPeriod() {
  const today = studioToday();
  const [filters, setFilters] = useState<Filters>({
    preset: 'mes',
    custom: presetPeriod('mes', today),
    branchId: '',
    professionalBranchId: '',
  });
  const period =
    filters.preset === 'personalizado' ? filters.custom : presetPeriod(filters.preset, today);
  const complete = period.desde !== '' && period.hasta !== '';
  const valid =
    complete && period.desde <= period.hasta && periodDays(period) <= REPORT_MAX_DAYS_WEB;
  return { filters, setFilters, period, complete, valid };
}
