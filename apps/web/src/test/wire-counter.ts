import type { TillWithTotals, Charge, TillView } from '@/api/till';

/**
 * Whole wire objects of the counter (contract §7.2–§7.3), every member the server sends, for
 * tests; `over` sets what a test looks at. `wire-counter.test.ts` checks them against the
 * contract's schemas.
 */

export const wireTotales = (over: Partial<NonNullable<TillView['totales']>> = {}) => ({
  efectivo: '0.00',
  transferencia: '0.00',
  debito: '0.00',
  credito: '0.00',
  mercadopago: '0.00',
  saldo: '0.00',
  ...over,
});

export function wireCharge(over: Partial<Charge> = {}): Charge {
  return {
    id_cobro: 31,
    id_caja: 12,
    id_cliente: 7,
    fecha_hora: '2030-01-15T13:05:00.000Z',
    cobrado_por: 'Admin Caja',
    estado: 'valido',
    items: [
      {
        tipo: 'servicio',
        id_turno: 1,
        id_producto: null,
        nombre: 'Corte de dama',
        cantidad: 1,
        precio: '18000.00',
        importe: '18000.00',
        id_peluquero_sucursal: 3,
      },
    ],
    subtotal: '18000.00',
    descuento: '0.00',
    sena_aplicada: '0.00',
    propinas: [],
    total: '18000.00',
    pagos: [{ medio: 'efectivo', monto: '20000.00', cuotas: null, referencia: null }],
    vuelto: '2000.00',
    anulado_por: null,
    fecha_anulacion: null,
    motivo_anulacion: null,
    ...over,
  };
}

/** The same charge annulled by 'Admin Caja' with `motivo`. */
export const annulledCharge = (reason: string, over: Partial<Charge> = {}) =>
  wireCharge({
    estado: 'anulado',
    anulado_por: 'Admin Caja',
    fecha_anulacion: '2030-01-15T14:10:00.000Z',
    motivo_anulacion: reason,
    ...over,
  });

export function wireTill(over: Partial<TillWithTotals> = {}): TillWithTotals {
  return {
    id_caja: 12,
    id_sucursal: 1,
    estado: 'abierta',
    abierta_por: 'Admin Caja',
    fecha_apertura: '2030-01-15T12:00:00.000Z',
    monto_inicial: '10000.00',
    cerrada_por: null,
    fecha_cierre: null,
    efectivo_contado: null,
    efectivo_esperado: '28000.00',
    diferencia: null,
    totales: wireTotales({ efectivo: '18000.00' }),
    ...over,
  };
}

/** A closed till of the history: counted `contado` against 28000.00 expected. */
export const closedTill = (
  contado: string,
  diferencia: string,
  over: Partial<TillWithTotals> = {},
) =>
  wireTill({
    estado: 'cerrada',
    cerrada_por: 'Lucía Fernández',
    fecha_cierre: '2030-01-15T23:00:00.000Z',
    efectivo_contado: contado,
    diferencia,
    ...over,
  });

/** obtener-caja's answer for a till: the till, its totals, charges and movements. */
export function wireTillView(
  till: TillWithTotals,
  charges: Charge[] = [],
  movements: TillView['movimientos'] = [],
): TillView {
  const { totales, ...rest } = till;
  return { caja: rest, totales, cobros: charges, movimientos: movements };
}
