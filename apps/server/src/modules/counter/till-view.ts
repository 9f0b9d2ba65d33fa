import { MEDIOS, type Medio } from '@turnos/contract';
import { centsToWire, toCents } from '@turnos/domain';
import type { TillMovementRow, TillRow, tillSums } from './till.queries';

type Sums = Awaited<ReturnType<typeof tillSums>>;

/** A till's figures in cents, from the sums of its rows. */
export interface TillFigures {
  /** per medio, cash net of the change given */
  porMedio: Record<Medio, bigint>;
  ingresos: bigint;
  egresos: bigint;
}

const zeroes = (): Record<Medio, bigint> =>
  Object.fromEntries(MEDIOS.map((m) => [m, 0n])) as Record<Medio, bigint>;

/** Each till's figures (every till of `tillIds` gets one, zero when it has no rows). */
export function figuresOf(tillIds: number[], sums: Sums): Map<number, TillFigures> {
  const out = new Map<number, TillFigures>(
    tillIds.map((id) => [id, { porMedio: zeroes(), ingresos: 0n, egresos: 0n }]),
  );
  for (const p of sums.payments) {
    const f = out.get(p.tillId);
    if (f && (MEDIOS as readonly string[]).includes(p.medio)) {
      f.porMedio[p.medio as Medio] += toCents(p.sum);
    }
  }
  for (const c of sums.change) {
    const f = out.get(c.tillId);
    if (f) f.porMedio.efectivo -= toCents(c.sum);
  }
  for (const m of sums.movements) {
    const f = out.get(m.tillId);
    if (!f) continue;
    if (m.kind === 'ingreso') f.ingresos += toCents(m.sum);
    else f.egresos += toCents(m.sum);
  }
  return out;
}

export const toTotales = (f: TillFigures) =>
  Object.fromEntries(MEDIOS.map((m) => [m, centsToWire(f.porMedio[m])])) as Record<Medio, string>;

/** The wire `caja` (contract §7.2): expected cash and difference computed from the rows. */
export function toCaja(t: TillRow, f: TillFigures) {
  const esperado = toCents(t.openingAmount) + f.porMedio.efectivo + f.ingresos - f.egresos;
  const contado = t.countedCash === null ? null : toCents(t.countedCash);
  return {
    id_caja: t.id,
    id_sucursal: t.branchId,
    estado: t.closedAt === null ? ('abierta' as const) : ('cerrada' as const),
    abierta_por: t.openedByName,
    fecha_apertura: t.openedAt.toISOString(),
    monto_inicial: t.openingAmount,
    cerrada_por: t.closedByName,
    fecha_cierre: t.closedAt?.toISOString() ?? null,
    efectivo_contado: t.countedCash,
    efectivo_esperado: centsToWire(esperado),
    diferencia: contado === null ? null : centsToWire(contado - esperado),
  };
}

export const toMovimientoCaja = (m: TillMovementRow) => ({
  id_movimiento: m.id,
  tipo: m.kind,
  monto: m.amount,
  motivo: m.reason,
  fecha_hora: m.createdAt.toISOString(),
  usuario: m.userName,
});
