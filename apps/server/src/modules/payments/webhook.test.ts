import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotification } from '@turnos/fake-mercadopago';
import { body } from '../../../test/factories';
import {
  appointment,
  bookAndCheckout,
  depositStudio,
  paymentInfoOf,
  sendNotification,
  startPaymentsKit,
  type PaymentsKit,
} from '../../../test/support/payments-kit';

let k: PaymentsKit;
beforeAll(async () => {
  k = await startPaymentsKit();
});
afterAll(() => k.close());

const envelope401 = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(401);
  const b = body(res);
  expect(b.success).toBe(false);
  expect(b.data.errorCode).toBe(12);
  expect(b.error).toBe(b.data.message);
};

describe('mp-webhook', () => {
  it('a signed approved notification marks the deposit paid by the provider and stores info_pago', async () => {
    const s = await depositStudio(k.t);
    const { id, prefId } = await bookAndCheckout(k, s);
    const payment = await k.fake.pay(prefId, 'approved');
    expect(k.fake.deliveries.at(-1)?.status).toBe(200);
    const a = await appointment(k.t, id);
    expect(a.reservaPaga).toBe(true);
    expect(a.pagoAprobadoPor).toBe(0);
    const { info_pago } = await paymentInfoOf(k.t, id, s.client.token);
    expect(info_pago).toMatchObject({
      estado: 'approved',
      monto_pagado_por_cliente: '2400.00',
      monto_neto_recibido: '2246.16',
      cuotas: 1,
      payment_id: String(payment.id),
      external_reference: String(id),
    });
  });

  it('replays are idempotent', async () => {
    const s = await depositStudio(k.t);
    const { id, prefId } = await bookAndCheckout(k, s);
    const payment = await k.fake.pay(prefId, 'approved');
    for (let i = 0; i < 3; i++) {
      const res = await sendNotification(k.t, k.fake.notification(payment.id));
      expect(res.statusCode).toBe(200);
      expect(body(res).data.resultado).toBe('repetida');
    }
    expect((await appointment(k.t, id)).reservaPaga).toBe(true);
  });

  it('refuses a wrong, a missing and a stale signature with 401 (contract envelope)', async () => {
    const s = await depositStudio(k.t);
    const { id, prefId } = await bookAndCheckout(k, s);
    const payment = k.fake.addPayment({
      external_reference: String(id),
      preference_id: prefId,
      transaction_amount: 2400,
    });
    const n = k.fake.notification(payment.id);
    const wrong = signNotification('another-secret', String(payment.id), {
      ts: k.t.clock.now.getTime(),
    });
    envelope401(await sendNotification(k.t, n, wrong));
    envelope401(await sendNotification(k.t, n, {}));
    envelope401(await sendNotification(k.t, n, { 'x-signature': 'garbage' }));
    // signed for another resource id: the manifest does not match
    const other = k.fake.notification(payment.id);
    other.url = other.url.replace(`data.id=${payment.id}`, `data.id=${payment.id + 1}`);
    envelope401(await sendNotification(k.t, other));
    const stale = k.fake.notification(payment.id, { ts: k.t.clock.now.getTime() - 10 * 60_000 });
    const staleRes = await sendNotification(k.t, stale);
    envelope401(staleRes);
    expect(body(staleRes).error).toBe('Notificación vencida.');
    expect((await appointment(k.t, id)).reservaPaga).toBe(false);
    // the same notice, correctly signed and fresh, works (timestamps in seconds too)
    const fresh = k.fake.notification(payment.id, {
      ts: Math.floor(k.t.clock.now.getTime() / 1000),
    });
    expect((await sendNotification(k.t, fresh)).statusCode).toBe(200);
    expect((await appointment(k.t, id)).reservaPaga).toBe(true);
  });

  it('an amount below the deposit is stored and flagged, not marked paid', async () => {
    const s = await depositStudio(k.t);
    const { id, prefId } = await bookAndCheckout(k, s);
    const payment = await k.fake.pay(prefId, 'approved', { transaction_amount: 100 });
    expect(k.fake.deliveries.at(-1)?.status).toBe(200);
    expect((await appointment(k.t, id)).reservaPaga).toBe(false);
    const { info_pago } = await paymentInfoOf(k.t, id);
    expect(info_pago).toMatchObject({ estado: 'approved', payment_id: String(payment.id) });
  });

  it('a payment whose reference matches nothing of ours is logged and answered 200', async () => {
    for (const ref of ['999999', 'abc', null]) {
      const p = k.fake.addPayment({ external_reference: ref, transaction_amount: 2400 });
      const res = await sendNotification(
        k.t,
        k.fake.notification(p.id, { url: 'http://turnos.test/wp-json/turnos/v1/mp-webhook' }),
      );
      expect(res.statusCode).toBe(200);
      expect(body(res).data.resultado).toBe('sin_coincidencia');
    }
    // a payment the provider does not know at all
    const unknown = k.fake.notification(1, {
      url: 'http://turnos.test/wp-json/turnos/v1/mp-webhook',
    });
    k.fake.payments.delete(1);
    const res = await sendNotification(k.t, unknown);
    expect(res.statusCode).toBe(200);
  });

  it('rejected then approved (a second card in the same checkout): unpaid, then paid', async () => {
    const s = await depositStudio(k.t);
    const { id, prefId } = await bookAndCheckout(k, s);
    await k.fake.pay(prefId, 'rejected');
    let a = await appointment(k.t, id);
    expect(a.reservaPaga).toBe(false);
    expect(a.cancelado).toBe(false);
    expect((await paymentInfoOf(k.t, id)).info_pago?.estado).toBe('rejected');
    const ok = await k.fake.pay(prefId, 'approved');
    a = await appointment(k.t, id);
    expect(a.reservaPaga).toBe(true);
    expect((await paymentInfoOf(k.t, id)).info_pago?.payment_id).toBe(String(ok.id));
    // the old rejected notice arriving late does not undo it
    const rejected = [...k.fake.payments.values()].find(
      (p) => p.preference_id === prefId && p.status === 'rejected',
    );
    const res = await sendNotification(k.t, k.fake.notification(rejected?.id ?? 0));
    expect(body(res).data.resultado).toBe('ignorada');
    expect((await paymentInfoOf(k.t, id)).info_pago?.estado).toBe('approved');
  });

  it('ignores other topics, and answers 502 when the provider cannot be asked (so it retries)', async () => {
    const s = await depositStudio(k.t);
    const { id, prefId } = await bookAndCheckout(k, s);
    const p = k.fake.addPayment({
      external_reference: String(id),
      preference_id: prefId,
      transaction_amount: 2400,
    });
    const n = k.fake.notification(p.id);
    n.url = n.url.replace('type=payment', 'type=merchant_order');
    const other = await sendNotification(k.t, n);
    expect(body(other).data.resultado).toBe('ignorada');

    const saved = k.t.config.mpApiBase;
    (k.t.config as { mpApiBase: string }).mpApiBase = 'http://127.0.0.1:9';
    try {
      const res = await sendNotification(k.t, k.fake.notification(p.id));
      expect(res.statusCode).toBe(502);
      expect(body(res).success).toBe(false);
    } finally {
      (k.t.config as { mpApiBase: string }).mpApiBase = saved;
    }
    expect((await sendNotification(k.t, k.fake.notification(p.id))).statusCode).toBe(200);
    expect((await appointment(k.t, id)).reservaPaga).toBe(true);
  });
});
