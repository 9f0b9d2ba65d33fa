import { addDays } from '@turnos/domain';

/** The period and branch of the counter's lists (obtener-cajas, obtener-cobros, exportar-cobros). */
export interface CounterFilters {
  /** 'yyyy-MM-dd', '' while not chosen */
  desde: string;
  hasta: string;
  /** '' = every branch one may see */
  branchId: string;
}

/** The longest period the server lists (contract §7.2, §7.3), both ends included. */
export const PERIOD_MAX_DAYS = 366;

/** The last 30 days up to today. */
export const lastDays = (today: string, days = 30): CounterFilters => ({
  desde: addDays(today, -(days - 1)),
  hasta: today,
  branchId: '',
});

/** What is wrong with a period (in Spanish), or null when it can be asked for. */
export function periodProblem(f: Pick<CounterFilters, 'desde' | 'hasta'>): string | null {
  if (f.desde === '' || f.hasta === '') return 'Elegí las fechas desde y hasta.';
  if (f.desde > f.hasta) return 'La fecha desde debe ser anterior a la fecha hasta.';
  if (f.hasta > addDays(f.desde, PERIOD_MAX_DAYS - 1))
    return `El período no puede superar los ${PERIOD_MAX_DAYS} días.`;
  return null;
}

/** The filters as the server's params. */
export const periodParams = (f: CounterFilters) => ({
  fecha_desde: f.desde,
  fecha_hasta: f.hasta,
  ...(f.branchId ? { id_sucursal: f.branchId } : {}),
});
