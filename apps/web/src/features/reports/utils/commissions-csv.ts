import { csvMoney, csvText, sumWire } from '@turnos/domain';
import type { CommissionRow } from '@/api/commissions';

/** The commission report's figures, in column order (contract §7.4). */
export const COMMISSION_FIGURES = [
  ['servicios', 'Servicios'],
  ['productos', 'Productos'],
  ['comision', 'Comisión'],
  ['propinas', 'Propinas'],
  ['total_a_pagar', 'Total a pagar'],
] as const;

export type CommissionFigure = (typeof COMMISSION_FIGURES)[number][0];

/** Each figure summed over the rows, exact (wire amounts). */
export const commissionTotals = (rows: readonly CommissionRow[]) =>
  Object.fromEntries(
    COMMISSION_FIGURES.map(([key]) => [key, sumWire(rows.map((r) => r[key]))]),
  ) as Record<CommissionFigure, string>;

/**
 * The report as a CSV file (§6.6 rules: BOM, `;`, CRLF, decimal comma, formula-safe cells): one
 * row per professional and branch, then the totals.
 */
export function commissionsCsv(
  rows: readonly CommissionRow[],
  branchOf: (professionalBranchId: number) => string,
): string {
  const header = ['Profesional', 'Sucursal', ...COMMISSION_FIGURES.map(([, label]) => label)];
  const totals = commissionTotals(rows);
  return csvText(header, [
    ...rows.map((r) => [
      r.nombre,
      branchOf(r.id_peluquero_sucursal),
      ...COMMISSION_FIGURES.map(([key]) => csvMoney(r[key])),
    ]),
    ['Total', '', ...COMMISSION_FIGURES.map(([key]) => csvMoney(totals[key]))],
  ]);
}
