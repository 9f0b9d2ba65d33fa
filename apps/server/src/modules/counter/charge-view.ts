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
      tipo: i.tipo,
      id_turno: i.appointmentId,
      id_producto: i.productId,
      nombre: i.nombre,
      cantidad: i.cantidad,
      precio: i.precio,
      importe: i.importe,
      id_peluquero_sucursal: i.professionalBranchId,
    })),
    subtotal: c.subtotal,
    descuento: c.descuento,
    sena_aplicada: c.senaAplicada,
    propinas: tips.map((t) => ({ id_peluquero_sucursal: t.professionalBranchId, monto: t.monto })),
    total: c.total,
    pagos: payments.map((p) => ({
      medio: p.medio as Medio,
      monto: p.monto,
      cuotas: p.cuotas,
      referencia: p.referencia,
    })),
    vuelto: c.vuelto,
    anulado_por: c.annulledByName,
    fecha_anulacion: c.annulledAt?.toISOString() ?? null,
    motivo_anulacion: c.annulReason,
  };
}
export type Cobro = ReturnType<typeof toCobro>;
