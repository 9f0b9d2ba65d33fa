import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { body, createAdmin, createUser } from '../../../test/factories';
import { expireUnpaidReservations } from '../../jobs/expire-unpaid';
import { TURNOS, startPaymentsKit, type PaymentsKit } from '../../../test/support/payments-kit';
import { createVisitStudio, reserveVisit, type VisitStudio } from '../../../test/visit-factories';
import { appointmentUnits, appointments, notifications } from '../../db/schema';

// one checkout for a visit's total deposit (contract §6.2), expiry and transfer as a whole
let k: PaymentsKit;
beforeAll(async () => {
  k = await startPaymentsKit();
});
afterAll(() => k.close());

const FECHA = '2026-11-24';
const depositVisitStudio = () =>
  createVisitStudio(k.t, {
    lucia: {
      depositType: 3,
      depositValue: '30.00',
      expiryHours: 24,
    },
    martin: {
      depositType: 2,
      depositValue: '1000.00',
      expiryHours: 24,
    },
  });

async function bookVisit(s: VisitStudio, hora = '09:00') {
  const res = await reserveVisit(k.t, s, FECHA, hora, [s.links.color.id, s.links.corte.id]);
  if (res.statusCode !== 200) throw new Error(`reservar-visita: ${body(res).error}`);
  const data = body(res).data as unknown as {
    id_visita: number;
    turnos: { id_turno: number }[];
    monto_reserva: string;
  };
  return { id: data.id_visita, ids: data.turnos.map((x) => x.id_turno), total: data.monto_reserva };
}
const rowsOf = (ids: number[]) =>
  k.t.db.select().from(appointments).where(inArray(appointments.id, ids));
const checkout = (token: string, params: Record<string, unknown>) =>
  k.t.call({ method: 'POST', url: `${TURNOS}/crear-preferencia-pago`, token, payload: params });

describe('a visit paid in one checkout', () => {
  it('one preference for the total, external_reference visita-{id}; the webhook marks every appointment paid', async () => {
    const s = await depositVisitStudio();
    const v = await bookVisit(s);
    expect(v.total).toBe('3400.00'); // 30 % of 8000 + 1000
    const res = await checkout(s.client.token, { id_visita: v.id });
    expect(res.statusCode).toBe(200);
    const prefId = body(res).data.id as string;
    const pref = k.fake.preferences.get(prefId);
    expect(pref?.external_reference).toBe(`visita-${v.id}`);
    expect(pref?.items?.map((i) => i.unit_price)).toEqual([3400]);
    expect(pref?.items?.[0]?.title).toContain('Coloración + Corte');
    await k.fake.pay(prefId, 'approved');
    expect(k.fake.deliveries.at(-1)?.status).toBe(200);
    const rows = await rowsOf(v.ids);
    expect(rows.every((a) => a.reservaPaga && a.pagoAprobadoPor === 0)).toBe(true);
    // and the visit no longer expires
    await k.t.db
      .update(appointments)
      .set({ expiresAt: new Date('2000-01-01T00:00:00Z') })
      .where(inArray(appointments.id, v.ids));
    await expireUnpaidReservations(k.t.deps);
    expect((await rowsOf(v.ids)).every((a) => !a.cancelado)).toBe(true);
  });

  it('a short payment for the visit is flagged and leaves it unpaid', async () => {
    const s = await depositVisitStudio();
    const v = await bookVisit(s);
    const prefId = body(await checkout(s.client.token, { id_visita: v.id })).data.id as string;
    await k.fake.pay(prefId, 'approved', { transaction_amount: 2400 });
    expect((await rowsOf(v.ids)).some((a) => a.reservaPaga)).toBe(false);
  });

  it('one appointment of a visit cannot be paid alone; another client cannot pay the visit', async () => {
    const s = await depositVisitStudio();
    const v = await bookVisit(s);
    const single = await checkout(s.client.token, { id_turno: v.ids[0] });
    expect(single.statusCode).toBe(409);
    expect(body(single).data.errorCode).toBe(1009);
    const other = await createUser(k.t, { roles: ['cliente'] });
    const foreign = await checkout(other.token, { id_visita: v.id });
    expect(foreign.statusCode).toBe(403);
    expect(body(foreign).data.errorCode).toBe(1001);
    const none = await checkout(s.client.token, {});
    expect(none.statusCode).toBe(400);
    expect(body(none).data.errorCode).toBe(1003);
  });

  it('an admin approving the transfer on one appointment marks the whole visit paid', async () => {
    const s = await depositVisitStudio();
    const v = await bookVisit(s);
    const admin = await createAdmin(k.t);
    const res = await k.t.call({
      method: 'PUT',
      url: `${TURNOS}/actualizar-estado-reserva-paga`,
      token: admin.token,
      payload: { id_turno: v.ids[1], activo: '1' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(v.ids);
    expect(rows.every((a) => a.reservaPaga && a.pagoAprobadoPor === admin.user.id)).toBe(true);
  });

  it('an unpaid visit past its expiry is released whole, with one message', async () => {
    const s = await depositVisitStudio();
    const v = await bookVisit(s, '16:00');
    await k.t.db
      .update(appointments)
      .set({ expiresAt: new Date('2000-01-01T00:00:00Z') })
      .where(eq(appointments.visitId, v.id));
    const released = await expireUnpaidReservations(k.t.deps);
    expect([...released].sort((a, b) => a - b)).toEqual(expect.arrayContaining(v.ids));
    const rows = await rowsOf(v.ids);
    expect(rows.every((a) => a.cancelado && a.canceladoPor === 'sistema')).toBe(true);
    const units = await k.t.db
      .select()
      .from(appointmentUnits)
      .where(inArray(appointmentUnits.appointmentId, v.ids));
    expect(units).toHaveLength(0);
    const sent = await k.t.db
      .select()
      .from(notifications)
      .where(inArray(notifications.appointmentId, v.ids));
    expect(sent.filter((n) => n.event === 'cancelar_turno_x_reserva_impaga')).toHaveLength(1);
  });

  it('the failure return releases the whole visit at once', async () => {
    const s = await depositVisitStudio();
    const v = await bookVisit(s, '11:00');
    const res = await k.t.call({
      method: 'POST',
      url: `${TURNOS}/confirmar-retorno-pago`,
      token: s.client.token,
      payload: { status: 'null', external_reference: `visita-${v.id}` },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.resultado).toBe('liberada');
    expect((await rowsOf(v.ids)).every((a) => a.cancelado)).toBe(true);
  });
});
