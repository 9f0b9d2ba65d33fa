import type { Medio } from '@turnos/contract';
import type { ChargeRecord } from './charges.queries';

/** The wire `cobro` (contract §7.3) of a charge as recorded. */
export function toCobro({ charge: c, items, tips, payments }: ChargeRecord) {
  return {
    id_cobro: c.id,
    id_caja: c.tillId,
    id_cliente: c.clientId,
    fecha_hora: c.createdAt.toISOString(),
    cobrado_por: c.chargedByName,
    estado: c.annulledAt === null ? ('valido' as const) : ('anulado' as const),
    items: items.map((i) => ({
      tipo: i.kind,
      id_turno: i.appointmentId,
      id_producto: i.productId,
      nombre: i.name,
      cantidad: i.quantity,
      precio: i.unitPrice,
      importe: i.amount,
      id_peluquero_sucursal: i.professionalBranchId,
    })),
    subtotal: c.subtotal,
    descuento: c.discount,
    sena_aplicada: c.depositApplied,
    propinas: tips.map((t) => ({ id_peluquero_sucursal: t.professionalBranchId, monto: t.amount })),
    total: c.total,
    pagos: payments.map((p) => ({
      medio: p.method as Medio,
      monto: p.amount,
      cuotas: p.installments,
      referencia: p.reference,
    })),
    vuelto: c.change,
    anulado_por: c.annulledByName,
    fecha_anulacion: c.annulledAt?.toISOString() ?? null,
    motivo_anulacion: c.annulReason,
  };
}
export type Cobro = ReturnType<typeof toCobro>;
