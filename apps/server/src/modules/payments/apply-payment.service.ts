import type { AppDeps } from '../../app-deps';
import { appointments } from '../../db/schema';
import { inArray } from 'drizzle-orm';
import { depositGroup, parseDepositRef } from './deposit-ref';
import type { MpPayment } from './mp-client';
import { getPaymentInfo, upsertPaymentInfo, type PaymentAlert } from './payments.queries';

export type PaymentOutcome =
  /** no reservation of ours carries that external_reference */
  | 'sin_coincidencia'
  /** approved and enough: the reservation is now paid (pago_aprobado_por 0) */
  | 'pagada'
  /** the same approved payment again (a replay): nothing changed */
  | 'repetida'
  /** not approved (yet): recorded, the reservation stays unpaid */
  | 'registrada'
  /** approved but flagged for an admin (late, short, or a second payment) */
  | PaymentAlert
  /** an older, non-approved notice that would overwrite an approved record: ignored */
  | 'ignorada';

export interface AppliedPayment {
  outcome: PaymentOutcome;
  appointmentId?: number;
  status: string;
}

const money = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) ? n.toFixed(2) : null;

/** The provider's payment as our `info_pago` record. */
function infoOf(appointmentId: number, p: MpPayment, now: Date, alerta: PaymentAlert | null) {
  return {
    appointmentId,
    status: String(p.status).slice(0, 30),
    amountPaid: money(p.transaction_details?.total_paid_amount ?? p.transaction_amount),
    netReceived: money(p.transaction_details?.net_received_amount),
    installments: typeof p.installments === 'number' ? p.installments : null,
    paymentId: String(p.id).slice(0, 64),
    externalReference: p.external_reference ? String(p.external_reference).slice(0, 64) : null,
    alert: alerta,
    alertResolvedBy: null,
    alertResolvedAt: null,
    updatedAt: now,
  };
}

/**
 * What a payment fetched from the provider means for our reservation (ADR 0030, 0031). Used by
 * the webhook and by the return page alike, so the order they arrive in does not matter, and a
 * replay changes nothing. Only data read from the provider's API comes in here.
 */
export async function applyPayment(deps: AppDeps, payment: MpPayment): Promise<AppliedPayment> {
  const status = String(payment.status);
  const ref = String(payment.external_reference ?? '').trim();
  const target = parseDepositRef(ref);
  const log = deps.log.child({ paymentId: String(payment.id), externalReference: ref, status });
  if (target === undefined) {
    log.warn('Mercado Pago: pago sin turno que coincida');
    return { outcome: 'sin_coincidencia', status };
  }
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx): Promise<AppliedPayment> => {
    // one appointment, or every appointment of a visit (one checkout, ADR 0072); the first
    // holds the payment record
    const group = await depositGroup(tx, target, true);
    const first = group[0];
    if (!first) return { outcome: 'sin_coincidencia', status };
    const id = first.id;
    const a = {
      cancelado: group.some((g) => g.cancelado),
      reservaPaga: group.every((g) => g.reservaPaga),
      montoReserva: group.reduce((sum, g) => sum + Number(g.montoReserva), 0).toFixed(2),
    };
    const existing = await getPaymentInfo(tx, id);
    const samePayment = existing?.paymentId === String(payment.id);
    const existingApproved = existing?.status === 'approved';
    const done = (outcome: PaymentOutcome) => ({ outcome, appointmentId: id, status });

    if (status !== 'approved') {
      // a stale notice of another attempt never replaces the approved one
      if (existingApproved && !samePayment) return done('ignorada');
      await upsertPaymentInfo(
        tx,
        infoOf(id, payment, now, samePayment ? (existing?.alert as PaymentAlert | null) : null),
      );
      return done('registrada');
    }
    if (samePayment && existingApproved) return done('repetida');
    if (existingApproved) {
      // a second approved payment: keep the first record, make noise for the admin
      log.error(
        { appointmentId: id, kept: existing?.paymentId },
        'Mercado Pago: segundo pago aprobado para la misma reserva',
      );
      return done('ignorada');
    }
    const alert: PaymentAlert | null = a.cancelado
      ? 'pago_tardio'
      : a.reservaPaga
        ? 'pago_duplicado'
        : !coversDeposit(payment, a.montoReserva)
          ? 'monto_insuficiente'
          : null;
    await upsertPaymentInfo(tx, infoOf(id, payment, now, alert));
    if (alert) {
      log.warn(
        { appointmentId: id, alert },
        'Mercado Pago: pago que requiere revisión del administrador',
      );
      return done(alert);
    }
    await tx
      .update(appointments)
      .set({ reservaPaga: true, pagoAprobadoPor: 0 })
      .where(
        inArray(
          appointments.id,
          group.map((g) => g.id),
        ),
      );
    return done('pagada');
  });
  if (result.outcome === 'sin_coincidencia') log.warn('Mercado Pago: pago sin turno que coincida');
  return result;
}

/** The deposit in pesos, paid in full (a cent of rounding tolerated). */
function coversDeposit(p: MpPayment, montoReserva: string) {
  const currencyOk = !p.currency_id || p.currency_id === 'ARS';
  const paid = typeof p.transaction_amount === 'number' ? p.transaction_amount : 0;
  return currencyOk && paid + 0.005 >= Number(montoReserva);
}
