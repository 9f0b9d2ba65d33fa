import { and, between, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MEDIOS, type Medio } from '@turnos/contract';
import { centsToWire, toCents } from '@turnos/domain';
import { chargeItems, chargePayments, chargeTips, charges } from '../../db/schema';
import type { Db } from '../../db/types';
import { inScope, type ReportScope } from './report-scope';

const total = (value: SQL) => sql<string>`coalesce(sum(${value}), 0)::numeric(16, 2)::text`;

/**
 * The valid charges of a report's period and scope (ADR 0097): by their date; at the scope's
 * branch; narrowed to professional-branches (one of them, or a professional's own rows), the
 * charges with a line or a tip of those rows, each counted whole.
 */
function chargesOf(db: Db, scope: ReportScope, from: string, to: string): SQL | undefined {
  const narrowed = scope.professionalBranchId !== undefined || scope.professionalId !== undefined;
  const rows = (
    column: typeof chargeItems.professionalBranchId | typeof chargeTips.professionalBranchId,
  ) => inScope(db, column, scope);
  return and(
    between(charges.fecha, from, to),
    isNull(charges.annulledAt),
    scope.branchId === undefined ? undefined : eq(charges.branchId, scope.branchId),
    narrowed
      ? or(
          exists(
            db
              .select({ one: sql`1` })
              .from(chargeItems)
              .where(
                and(eq(chargeItems.chargeId, charges.id), rows(chargeItems.professionalBranchId)),
              ),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(chargeTips)
              .where(
                and(eq(chargeTips.chargeId, charges.id), rows(chargeTips.professionalBranchId)),
              ),
          ),
        )
      : undefined,
  );
}

/** Contract §7.4's `caja` of `obtener-reporte`: sums of the rows, exact. */
export async function readCaja(db: Db, scope: ReportScope, from: string, to: string) {
  const where = chargesOf(db, scope, from, to);
  const ids = db.select({ id: charges.id }).from(charges).where(where);
  const [sums] = await db
    .select({
      descuentos: total(sql`${charges.discount}`),
      senas: total(sql`${charges.depositApplied}`),
      propinas: total(sql`${charges.tips}`),
      vuelto: total(sql`${charges.change}`),
    })
    .from(charges)
    .where(where);
  const lines = await db
    .select({ tipo: chargeItems.kind, sum: total(sql`${chargeItems.amount}`) })
    .from(chargeItems)
    .where(sql`${chargeItems.chargeId} in ${ids}`)
    .groupBy(chargeItems.kind);
  const payments = await db
    .select({ medio: chargePayments.method, sum: total(sql`${chargePayments.amount}`) })
    .from(chargePayments)
    .where(sql`${chargePayments.chargeId} in ${ids}`)
    .groupBy(chargePayments.method);
  const porMedio = Object.fromEntries(MEDIOS.map((m) => [m, 0n])) as Record<Medio, bigint>;
  for (const p of payments) {
    if ((MEDIOS as readonly string[]).includes(p.medio))
      porMedio[p.medio as Medio] += toCents(p.sum);
  }
  porMedio.efectivo -= toCents(sums?.vuelto ?? '0');
  const line = (tipo: string) => lines.find((l) => l.tipo === tipo)?.sum ?? '0.00';
  return {
    servicios: centsToWire(toCents(line('servicio'))),
    productos: centsToWire(toCents(line('producto'))),
    descuentos: centsToWire(toCents(sums?.descuentos ?? '0')),
    senas_aplicadas: centsToWire(toCents(sums?.senas ?? '0')),
    propinas: centsToWire(toCents(sums?.propinas ?? '0')),
    por_medio: Object.fromEntries(MEDIOS.map((m) => [m, centsToWire(porMedio[m])])) as Record<
      Medio,
      string
    >,
  };
}
