import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createAdmin, createUser } from '../../../test/factories';
import {
  TURNOS,
  appointment,
  bookAndCheckout,
  confirmReturn,
  depositStudio,
  freeSlots,
  sendNotification,
  startPaymentsKit,
  type PaymentsKit,
} from '../../../test/support/payments-kit';

let k: PaymentsKit;
beforeAll(async () => {
  k = await startPaymentsKit();
});
afterAll(() => k.close());

/** The query the provider puts on the return URL. */
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('confirmar-retorno-pago', () => {
  it('after the webhook: confirms the paid state', async () => {
    const s = await depositStudio(k.t);
    const { id, prefId } = await bookAndCheckout(k, s);
    const payment = await k.fake.pay(prefId, 'approved');
    const res = await confirmReturn(k.t, s.client.token, queryOf(k.fake.returnUrl(payment)));
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ resultado: 'pagada', estado_pago: 'approved' });
    expect((body(res).data.turno as { reserva_paga: string }).reserva_paga).toBe('1');
    expect((await appointment(k.t, id)).pagoAprobadoPor).toBe(0);
  });

  it('before the webhook: the return page applies the payment; the webhook then is a replay', async () => {
    const s = await depositStudio(k.t);
    const { id, prefId } = await bookAndCheckout(k, s);
    // the provider has the payment, its notification has not arrived yet
    const payment = k.fake.addPayment({
      external_reference: String(id),
      preference_id: prefId,
      transaction_amount: 2400,
    });
    const res = await confirmReturn(k.t, s.client.token, queryOf(k.fake.returnUrl(payment)));
    expect(body(res).data.resultado).toBe('pagada');
    const late = await sendNotification(k.t, k.fake.notification(payment.id));
    expect(body(late).data.resultado).toBe('repetida');
    expect((await appointment(k.t, id)).reservaPaga).toBe(true);
  });

  it('never trusts the query: status=approved for a pending payment is not paid', async () => {
    const s = await depositStudio(k.t);
    const { id, prefId } = await bookAndCheckout(k, s);
    const p = k.fake.addPayment({
      external_reference: String(id),
      preference_id: prefId,
      transaction_amount: 2400,
      status: 'pending',
    });
    const res = await confirmReturn(k.t, s.client.token, {
      ...queryOf(k.fake.returnUrl(p)),
      status: 'approved',
    });
    expect(body(res).data.resultado).toBe('pendiente');
    expect((await appointment(k.t, id)).reservaPaga).toBe(false);
  });

  it('a rejected payment releases the reservation at once; a later approval is kept and flagged', async () => {
    const s = await depositStudio(k.t);
    const { id, prefId } = await bookAndCheckout(k, s);
    expect(await freeSlots(k.t, s)).not.toContain('10:00');
    const rejected = await k.fake.pay(prefId, 'rejected');
    const res = await confirmReturn(k.t, s.client.token, queryOf(k.fake.returnUrl(rejected)));
    expect(body(res).data.resultado).toBe('liberada');
    const a = await appointment(k.t, id);
    expect(a).toMatchObject({ cancelado: true, canceladoPor: 'sistema', reservaPaga: false });
    expect(await freeSlots(k.t, s)).toContain('10:00');

    // the client paid anyway in the tab still open: stored, not lost, flagged for the admin
    const approved = await k.fake.pay(prefId, 'approved');
    expect(k.fake.deliveries.at(-1)?.status).toBe(200);
    expect(await appointment(k.t, id)).toMatchObject({ cancelado: true, reservaPaga: false });
    const admin = await createAdmin(k.t);
    const alerts = await k.t.call({
      method: 'GET',
      url: `${TURNOS}/obtener-alertas-de-pago`,
      token: admin.token,
    });
    const mine = (body(alerts).data.alertas as { id_turno: number }[]).find(
      (x) => x.id_turno === id,
    );
    expect(mine).toMatchObject({
      alerta: 'pago_tardio',
      payment_id: String(approved.id),
      estado: 'approved',
      is_cancelado: '1',
    });
    const resolved = await k.t.call({
      method: 'PUT',
      url: `${TURNOS}/resolver-alerta-de-pago`,
      token: admin.token,
      payload: { id_turno: id },
    });
    expect(resolved.statusCode).toBe(200);
    const after = await k.t.call({
      method: 'GET',
      url: `${TURNOS}/obtener-alertas-de-pago`,
      token: admin.token,
    });
    expect(
      (body(after).data.alertas as { id_turno: number }[]).some((x) => x.id_turno === id),
    ).toBe(false);
    // a client cannot see the admin list
    expect(
      (
        await k.t.call({
          method: 'GET',
          url: `${TURNOS}/obtener-alertas-de-pago`,
          token: s.client.token,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('back on the failure page without any payment: released', async () => {
    const s = await depositStudio(k.t);
    const { id } = await bookAndCheckout(k, s);
    const res = await confirmReturn(k.t, s.client.token, {
      payment_id: 'null',
      status: 'null',
      external_reference: String(id),
    });
    expect(body(res).data.resultado).toBe('liberada');
  });

  it('refuses another client (1001), and a payment of another appointment (1003)', async () => {
    const s = await depositStudio(k.t);
    const first = await bookAndCheckout(k, s, '10:00');
    const second = await bookAndCheckout(k, s, '11:00');
    const p = k.fake.addPayment({
      external_reference: String(first.id),
      preference_id: first.prefId,
      transaction_amount: 2400,
    });
    const other = await createUser(k.t, { roles: ['cliente'] });
    expect(
      body(await confirmReturn(k.t, other.token, queryOf(k.fake.returnUrl(p)))).data.errorCode,
    ).toBe(1001);
    const mixed = await confirmReturn(k.t, s.client.token, {
      payment_id: String(p.id),
      status: 'approved',
      external_reference: String(second.id),
    });
    expect(body(mixed).data.errorCode).toBe(1003);
    expect((await appointment(k.t, second.id)).reservaPaga).toBe(false);
  });
});
