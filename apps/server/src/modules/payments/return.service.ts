import type { DataOf, confirmarRetornoPago } from '@turnos/contract';
import { invalid, notFound, forbidden } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { bookingTurnos, toTurno } from '../appointments';
import { depositGroup, parseDepositRef, type DepositRef } from './deposit-ref';
import { applyPayment } from './apply-payment.service';
import { mpClientFor } from './mp-access';
import type { MpPayment } from './mp-client';
import { getPaymentInfo } from './payments.queries';
import { PROVIDER_UNAVAILABLE } from './payment-texts';
import { withProvider } from './provider-error';
import { releaseUnpaid, SYSTEM_CANCELLER } from './release.service';

export interface ReturnQuery {
  payment_id?: string;
  status?: string;
  external_reference?: string;
}

/** Statuses that mean the money did not move and will not (the user left the checkout). */
const NOT_PAID = new Set(['rejected', 'cancelled']);
/** What a failure return brings when no payment was even attempted. */
const NO_PAYMENT = new Set(['', 'null', 'rejected', 'cancelled', 'failure']);

const present = (v: string | undefined) => (v && v !== 'null' && v !== 'undefined' ? v : undefined);

/**
 * The return page's query, checked with the provider (ADR 0032). The query only says which
 * payment to look at: the payment itself is read from the API and applied as the webhook would.
 * When the provider confirms no payment was made, the unpaid reservation is released at once,
 * as the failure page says.
 */
export async function confirmReturn(deps: AppDeps, caller: AuthUser, q: ReturnQuery) {
  const paymentId = present(q.payment_id);
  let ref = present(q.external_reference);
  let payment: MpPayment | undefined;
  if (ref !== undefined) await assertOwn(deps, caller, ref);
  if (paymentId) {
    const mp = await mpClientFor(deps);
    payment = await withProvider(PROVIDER_UNAVAILABLE, () => mp.getPayment(paymentId));
    if (!payment) throw notFound('El pago no existe.');
    const paymentRef = String(payment.external_reference ?? '');
    if (ref === undefined) ref = paymentRef;
    if (paymentRef !== ref) throw invalid('El pago no corresponde a este turno.');
  }
  if (ref === undefined) throw invalid('Falta la referencia del turno.');
  const { id, target } = await assertOwn(deps, caller, ref);
  // a visit is released whole (contract §6.2)
  const release = target.kind === 'visita' ? { visitId: target.id } : { id };

  if (payment) {
    await applyPayment(deps, payment);
    if (NOT_PAID.has(String(payment.status)))
      await releaseUnpaid(deps.db, release, deps.clock(), deps.log);
  } else if (NO_PAYMENT.has((q.status ?? '').toLowerCase())) {
    // nothing was paid and the client is back on the failure page: their own reservation, which
    // they could cancel anyway, is released now rather than at its expiry
    await releaseUnpaid(deps.db, release, deps.clock(), deps.log);
  }
  return returnState(deps, id, payment);
}

/** The reference's appointments, the caller's own; the first holds the payment record. */
async function assertOwn(
  deps: AppDeps,
  caller: AuthUser,
  ref: string,
): Promise<{ id: number; target: DepositRef }> {
  const target = parseDepositRef(ref);
  const group = target === undefined ? [] : await depositGroup(deps.db, target);
  const first = group[0];
  if (!first || target === undefined) throw notFound('El turno no existe.');
  if (group.some((a) => a.clientId !== caller.id)) throw forbidden();
  return { id: first.id, target };
}

/** `pagada`, `pendiente`, `liberada` (released as unpaid), `cancelada`, or `impaga`. */
export async function returnState(deps: AppDeps, id: number, payment?: MpPayment) {
  const [record] = await bookingTurnos(deps.db, { appointmentId: id });
  if (!record) throw notFound('El turno no existe.');
  const info = await getPaymentInfo(deps.db, id);
  const a = record.a;
  const estado = payment ? String(payment.status) : (info?.status ?? null);
  const resultado: DataOf<typeof confirmarRetornoPago>['resultado'] = a.reservaPaga
    ? 'pagada'
    : a.cancelado
      ? a.canceladoPor === SYSTEM_CANCELLER
        ? 'liberada'
        : 'cancelada'
      : estado === 'pending' || estado === 'in_process' || estado === 'authorized'
        ? 'pendiente'
        : 'impaga';
  return { resultado, estado_pago: estado, alerta: info?.alert ?? null, turno: toTurno(record) };
}
