import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createAdmin } from '../../../test/factories';
import { expireUnpaidReservations } from '../../jobs/expire-unpaid';
import {
  TURNOS,
  appointment,
  book,
  expireNow,
  depositStudio,
  paymentInfoOf,
  preference,
  startPaymentsKit,
  type PaymentsKit,
} from '../../../test/support/payments-kit';

let k: PaymentsKit;
beforeAll(async () => {
  k = await startPaymentsKit();
});
afterAll(() => k.close());

describe('deposit paid by bank transfer', () => {
  it('the client sees the CVU, pays by transfer, an admin marks it paid and is recorded as approver', async () => {
    const s = await depositStudio(k.t);
    const id = await book(k.t, s);
    const datos = await k.t.call({
      method: 'GET',
      url: `${TURNOS}/obtener-datos-pago`,
      token: s.client.token,
    });
    expect(body(datos).data.CVU).toBe('0000003100012345678901');

    const admin = await createAdmin(k.t);
    const res = await k.t.call({
      method: 'PUT',
      url: `${TURNOS}/actualizar-estado-reserva-paga`,
      token: admin.token,
      payload: { id_turno: id, activo: '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(await appointment(k.t, id)).toMatchObject({
      reservaPaga: true,
      pagoAprobadoPor: admin.user.id,
    });
    const details = await paymentInfoOf(k.t, id, s.client.token);
    expect(details.pago_aprobado_por).toBe(admin.user.id);
    expect(details.info_pago).toBeNull();

    // paid: no checkout any more, and the expiry leaves it alone even past its time
    expect(body(await preference(k.t, s.client.token, id)).data.errorCode).toBe(1009);
    await expireNow(k.t, id);
    expect(await expireUnpaidReservations(k.t.deps)).not.toContain(id);
    expect((await appointment(k.t, id)).cancelado).toBe(false);
  });

  it('a professional cannot toggle it (admins only)', async () => {
    const s = await depositStudio(k.t);
    const id = await book(k.t, s);
    const res = await k.t.call({
      method: 'PUT',
      url: `${TURNOS}/actualizar-estado-reserva-paga`,
      token: s.pro.token,
      payload: { id_turno: id, activo: '1' },
    });
    expect(res.statusCode).toBe(403);
    expect((await appointment(k.t, id)).reservaPaga).toBe(false);
  });
});
