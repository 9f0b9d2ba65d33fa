import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, creditMovements, paymentInfo } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { api, createService, linkService } from '../../../test/catalog-factories';
import { createUser } from '../../../test/factories';
import {
  createCharged,
  createProduct,
  adjust,
  okData,
  openTill,
  refusal,
} from '../../../test/counter-factories';
import {
  adjustCredit,
  bookPaid,
  createCreditStudio,
  creditOf,
  creditPolicy,
  ledgerCents,
  cents,
  type CreditStudio,
} from '../../../test/credit-factories';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

const cancel = (c: CreditStudio, id_turno: number, token: string) =>
  api(t, 'DELETE', 'cancelar-turno', { id_turno }, token);

const bookParams = (c: CreditStudio, hora: string, extra: Record<string, unknown> = {}) => ({
  id_cliente: c.client.user.id,
  id_peluquero_sucursal: c.pbId,
  id_servicio_de_peluquero_por_sucursal: c.link.id,
  fecha: '2026-11-25',
  hora,
  ...extra,
});

describe('obtener-saldo-cliente and ajustar-saldo-cliente: who may call them', () => {
  it('a client reads only their own; staff any; only an admin adjusts', async () => {
    const c = await createCreditStudio(t);
    const other = await createUser(t, { roles: ['cliente'] });
    const ID = c.client.user.id;
    okData(await adjustCredit(t, c, '1500,50', 'regalo'));
    for (const token of [c.client.token, c.pro.token, c.admin.token]) {
      expect(okData(await api(t, 'GET', 'obtener-saldo-cliente', { ID }, token)).saldo).toBe(
        '1500.50',
      );
    }
    expect(refusal(await api(t, 'GET', 'obtener-saldo-cliente', { ID }, other.token))[1]).toBe(
      1001,
    );
    expect((await api(t, 'GET', 'obtener-saldo-cliente', { ID })).statusCode).toBe(401);
    expect(
      refusal(await api(t, 'GET', 'obtener-saldo-cliente', { ID: 999_999 }, c.admin.token))[1],
    ).toBe(1002);
    const adjustAs = (token?: string) =>
      api(t, 'POST', 'ajustar-saldo-cliente', { ID, monto: '10', motivo: 'x' }, token);
    expect(refusal(await adjustAs(c.client.token))[1]).toBe(1001);
    expect(refusal(await adjustAs(c.pro.token))[1]).toBe(1001);
    expect((await adjustAs()).statusCode).toBe(401);
    expect(okData(await adjustAs(c.admin.token)).saldo).toBe('1510.50');
  });

  it('an adjustment never leaves the balance below 0, is never 0 and needs its reason', async () => {
    const c = await createCreditStudio(t);
    okData(await adjustCredit(t, c, '1000'));
    expect(refusal(await adjustCredit(t, c, '-1000.01'))).toEqual([
      409,
      1009,
      'El saldo a favor no puede quedar por debajo de 0: el cliente tiene $ 1.000.',
    ]);
    expect(refusal(await adjustCredit(t, c, '0'))[1]).toBe(1003);
    expect(refusal(await adjustCredit(t, c, 'abc'))[1]).toBe(1003);
    expect(refusal(await adjustCredit(t, c, '10', ' '))[1]).toBe(1003);
    expect(okData(await adjustCredit(t, c, '-400,25', 'corrección')).saldo).toBe('599.75');
    const s = await creditOf(t, c);
    expect(s.saldo).toBe('599.75');
    expect(s.movimientos.map((m) => [m.motivo, m.monto, m.nota, m.usuario])).toEqual([
      ['ajuste', '-400.25', 'corrección', 'Admin Caja'],
      ['ajuste', '1000.00', 'prueba', 'Admin Caja'],
    ]);
    expect(ledgerCents(s)).toBe(cents(s.saldo));
  });
});

describe('the two options', () => {
  it('take only their values, in Spanish otherwise; clients may read them', async () => {
    const c = await createCreditStudio(t);
    const set = (opcion: string, valor: string) =>
      api(t, 'POST', 'actualizar-opcion', { opcion, valor }, c.admin.token);
    expect(refusal(await set('turnos_sena_a_favor_al_cancelar', '2'))).toEqual([
      400,
      1003,
      "Debe ser '0' o '1'.",
    ]);
    for (const bad of ['-1', 'abc', '3651', '1.5']) {
      expect(refusal(await set('turnos_dias_validez_saldo', bad))[2]).toBe(
        'Debe ser un número entero de días, de 0 a 3650 (0 = el saldo no vence).',
      );
    }
    const read = async (opcion: string) =>
      okData(await api(t, 'GET', 'obtener-opcion', { opcion }, c.client.token));
    expect(await read('turnos_sena_a_favor_al_cancelar')).toBe('0');
    expect(await read('turnos_dias_validez_saldo')).toBe('60');
    okData(await set('turnos_dias_validez_saldo', '0'));
    expect(await read('turnos_dias_validez_saldo')).toBe('0');
  });
});

describe('a paid deposit becomes credit when its appointment is cancelled', () => {
  it("with the option '0' (the default) the client who cancels loses it", async () => {
    const c = await createCreditStudio(t);
    await creditPolicy(t, c, false);
    const id = await bookPaid(t, c, '2026-11-25', '10:00');
    okData(await cancel(c, id, c.client.token));
    expect((await creditOf(t, c)).movimientos).toEqual([]);
    const staffCancelled = await bookPaid(t, c, '2026-11-25', '16:00');
    okData(await cancel(c, staffCancelled, c.admin.token));
    expect((await creditOf(t, c)).saldo).toBe('0.00');
  });

  it("with '1' the client's cancel in time, staff's cancel and a date off's each give it once", async () => {
    const c = await createCreditStudio(t);
    await creditPolicy(t, c, true, 30);
    const byClient = await bookPaid(t, c, '2026-11-25', '10:00');
    okData(await cancel(c, byClient, c.client.token));
    let s = await creditOf(t, c);
    expect(s.saldo).toBe('3000.00');
    expect(s.movimientos).toEqual([
      {
        fecha_hora: '2026-11-23T12:00:00.000Z',
        monto: '3000.00',
        motivo: 'sena_cancelada',
        vence: '2026-12-23T12:00:00.000Z',
        restante: '3000.00',
        nota: '',
        usuario: '',
        id_turno: byClient,
        id_cobro: null,
      },
    ]);
    expect(s.vence).toBe('2026-12-23T12:00:00.000Z');
    expect(s.monto_vence).toBe('3000.00');
    // cancelling it again is refused and gives nothing more
    expect(refusal(await cancel(c, byClient, c.admin.token))[1]).toBe(1009);

    const byStaff = await bookPaid(t, c, '2026-11-25', '16:00');
    okData(await cancel(c, byStaff, c.pro.token));
    const dayOff = await bookPaid(t, c, '2026-11-26', '10:00');
    okData(
      await api(
        t,
        'POST',
        'agregar-dia-no-laborable',
        {
          id_peluquero_sucursal: c.pbId,
          fecha: '2026-11-26',
          razon: 'Capacitación',
          accion: 'cancelar_y_avisar',
        },
        c.admin.token,
      ),
    );
    s = await creditOf(t, c);
    expect(s.saldo).toBe('9000.00');
    expect(s.movimientos.map((m) => m.id_turno).sort()).toEqual([byClient, byStaff, dayOff].sort());
    expect(ledgerCents(s)).toBe(cents(s.saldo));
  });

  it('an unpaid deposit, a refused late cancel and a charged appointment give nothing', async () => {
    const c = await createCreditStudio(t);
    await creditPolicy(t, c, true);
    const unpaid = okData(
      await api(t, 'POST', 'reservar-turno', bookParams(c, '10:00'), c.client.token),
    ).id_turno as number;
    okData(await cancel(c, unpaid, c.client.token));
    // a client may not cancel within the professional's cut-off
    const late = await createCharged(t, c, {
      fecha: '2026-11-23',
      hora: '10:00',
      montoReserva: '3000',
      reservaPaga: true,
    });
    await t.db.update(appointments).set({ cancelHours: 24 }).where(eq(appointments.id, late));
    expect(refusal(await cancel(c, late, c.client.token))[1]).toBe(1009);
    // charged ahead: its deposit is part of the charge
    const charged = await createCharged(t, c, {
      fecha: '2026-11-24',
      hora: '10:00',
      montoReserva: '3000',
      reservaPaga: true,
    });
    const id_caja = await openTill(t, c);
    okData(
      await api(
        t,
        'POST',
        'registrar-cobro',
        {
          id_caja,
          items: [{ tipo: 'servicio', id_turno: charged }],
          pagos: [{ medio: 'efectivo', monto: '5000' }],
        },
        c.admin.token,
      ),
    );
    // a charged appointment is not cancelled before its charge is annulled (ADR 0097)
    expect(refusal(await cancel(c, charged, c.admin.token))[1]).toBe(1009);
    expect((await creditOf(t, c)).movimientos).toEqual([]);
  });
});

describe('expiry', () => {
  it('each credit expires its days after it was granted, written as a vencimiento', async () => {
    const c = await createCreditStudio(t);
    await creditPolicy(t, c, true, 10);
    okData(await adjustCredit(t, c, '1000'));
    t.clock.set('2026-11-28T12:00:00Z');
    okData(await adjustCredit(t, c, '500'));
    t.clock.set('2026-12-03T11:59:59Z');
    expect((await creditOf(t, c)).saldo).toBe('1500.00');
    t.clock.set('2026-12-03T12:00:00Z');
    let s = await creditOf(t, c);
    expect(s.saldo).toBe('500.00');
    expect(s.vence).toBe('2026-12-08T12:00:00.000Z');
    expect(s.movimientos[0]).toMatchObject({
      motivo: 'vencimiento',
      monto: '-1000.00',
      fecha_hora: '2026-12-03T12:00:00.000Z',
    });
    // read again: expired once
    s = await creditOf(t, c);
    expect(s.movimientos.filter((m) => m.motivo === 'vencimiento')).toHaveLength(1);
    expect(ledgerCents(s)).toBe(cents(s.saldo));
  });

  it('with 0 days it never expires, and a spend takes from the oldest credit first', async () => {
    const c = await createCreditStudio(t);
    await creditPolicy(t, c, true, 0);
    okData(await adjustCredit(t, c, '1000'));
    t.clock.advance(60_000);
    okData(await adjustCredit(t, c, '700'));
    t.clock.set('2031-01-01T12:00:00Z');
    okData(await adjustCredit(t, c, '-1200'));
    const s = await creditOf(t, c);
    expect(s.saldo).toBe('500.00');
    expect(s.vence).toBeNull();
    const credits = s.movimientos.filter((m) => cents(m.monto) > 0);
    expect(credits.map((m) => [m.monto, m.restante, m.vence])).toEqual([
      ['700.00', '500.00', null],
      ['1000.00', '0.00', null],
    ]);
  });
});

describe('credit at the counter (medio saldo)', () => {
  it('pays with it, refuses more than the client has, and an annulment gives it back', async () => {
    const c = await createCreditStudio(t);
    okData(await adjustCredit(t, c, '2000'));
    const product = await createProduct(t, c, { precio: '1500' });
    okData(await adjust(t, c, product, c.branch.id, 5));
    const id_caja = await openTill(t, c);
    const sale = (pagos: unknown[], extra: Record<string, unknown> = {}) =>
      api(
        t,
        'POST',
        'registrar-cobro',
        {
          id_caja,
          id_cliente: c.client.user.id,
          items: [{ tipo: 'producto', id_producto: product, cantidad: 2 }],
          pagos,
          ...extra,
        },
        c.pro.token,
      );
    expect(refusal(await sale([{ medio: 'saldo', monto: '3000' }]))).toEqual([
      409,
      1009,
      'El cliente no tiene saldo a favor suficiente.',
    ]);
    expect((await creditOf(t, c)).saldo).toBe('2000.00');
    const cobro = okData(
      await sale([
        { medio: 'saldo', monto: '1800' },
        { medio: 'efectivo', monto: '1200' },
      ]),
    ).cobro as { id_cobro: number };
    let s = await creditOf(t, c);
    expect(s.saldo).toBe('200.00');
    expect(s.movimientos[0]).toMatchObject({
      motivo: 'cobro',
      monto: '-1800.00',
      id_cobro: cobro.id_cobro,
      usuario: c.pro.user.name,
    });
    const caja = okData(await api(t, 'GET', 'obtener-caja', { id_caja }, c.admin.token));
    expect((caja.totales as Record<string, string>).saldo).toBe('1800.00');

    okData(
      await api(
        t,
        'POST',
        'anular-cobro',
        { id_cobro: cobro.id_cobro, motivo: 'error' },
        c.admin.token,
      ),
    );
    s = await creditOf(t, c);
    expect(s.saldo).toBe('2000.00');
    expect(s.movimientos[0]).toMatchObject({
      motivo: 'anulacion',
      monto: '1800.00',
      id_cobro: cobro.id_cobro,
    });
    expect(ledgerCents(s)).toBe(cents(s.saldo));
  });

  it('without a client a saldo payment is refused', async () => {
    const c = await createCreditStudio(t);
    const product = await createProduct(t, c, { precio: '100' });
    okData(await adjust(t, c, product, c.branch.id, 1));
    const id_caja = await openTill(t, c);
    const res = await api(
      t,
      'POST',
      'registrar-cobro',
      {
        id_caja,
        items: [{ tipo: 'producto', id_producto: product, cantidad: 1 }],
        pagos: [{ medio: 'saldo', monto: '100' }],
      },
      c.admin.token,
    );
    expect(refusal(res)).toEqual([409, 1009, 'Para pagar con saldo a favor indicá el cliente.']);
  });
});

describe('usar_saldo: the credit pays a new booking’s deposit', () => {
  it('when it covers the whole deposit the booking is paid at once', async () => {
    const c = await createCreditStudio(t);
    okData(await adjustCredit(t, c, '3500'));
    const booked = okData(
      await api(
        t,
        'POST',
        'reservar-turno',
        bookParams(c, '10:00', { usar_saldo: '1' }),
        c.client.token,
      ),
    );
    expect(booked).toMatchObject({ monto_reserva: '3000.00', reserva_paga: '1', vence: null });
    const id = booked.id_turno as number;
    const info = okData(
      await api(t, 'GET', 'get-info-del-pago-de-reserva', { id_turno: id }, c.client.token),
    );
    expect(info.info_pago).toMatchObject({ estado: 'saldo', monto_pagado_por_cliente: '3000.00' });
    const s = await creditOf(t, c);
    expect(s.saldo).toBe('500.00');
    expect(s.movimientos[0]).toMatchObject({ motivo: 'reserva', monto: '-3000.00', id_turno: id });
  });

  it('when it does not, 1009 and nothing is booked', async () => {
    const c = await createCreditStudio(t);
    okData(await adjustCredit(t, c, '2999.99'));
    const res = await api(
      t,
      'POST',
      'reservar-turno',
      bookParams(c, '10:00', { usar_saldo: '1' }),
      c.client.token,
    );
    expect(refusal(res)).toEqual([
      409,
      1009,
      'El saldo a favor ($ 2.999,99) no alcanza para pagar la seña de $ 3.000: no se reservó el turno.',
    ]);
    const rows = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.clientId, c.client.user.id));
    expect(rows).toEqual([]);
    expect((await creditOf(t, c)).saldo).toBe('2999.99');
    // the same slot is still free: booked without the credit
    const booked = okData(
      await api(t, 'POST', 'reservar-turno', bookParams(c, '10:00'), c.client.token),
    );
    expect(booked.reserva_paga).toBe('0');
  });

  it('a visit: its whole deposit from the credit, each appointment paid', async () => {
    const c = await createCreditStudio(t);
    const cut = await createService(t, { nombre: 'Corte', precio: '4000.00' });
    const cutLink = await linkService(t, c.pbId, cut.id);
    okData(await adjustCredit(t, c, '10000'));
    const res = await api(
      t,
      'POST',
      'reservar-visita',
      {
        id_cliente: c.client.user.id,
        id_sucursal: c.branch.id,
        fecha: '2026-11-25',
        hora: '10:00',
        servicios: [c.link.id, cutLink.id],
        usar_saldo: '1',
      },
      c.client.token,
    );
    const visit = okData(res);
    expect(visit).toMatchObject({ monto_reserva: '6000.00', reserva_paga: '1', vence: null });
    const ids = (visit.turnos as { id_turno: number }[]).map((x) => x.id_turno);
    const infos = await t.db.select().from(paymentInfo);
    expect(infos.filter((i) => ids.includes(i.appointmentId)).map((i) => i.status)).toEqual([
      'saldo',
      'saldo',
    ]);
    expect((await creditOf(t, c)).saldo).toBe('4000.00');
  });

  it('staff book with no deposit: usar_saldo takes nothing', async () => {
    const c = await createCreditStudio(t);
    okData(await adjustCredit(t, c, '100'));
    const booked = okData(
      await api(
        t,
        'POST',
        'reservar-turno',
        bookParams(c, '10:00', { usar_saldo: '1' }),
        c.admin.token,
      ),
    );
    expect(booked).toMatchObject({ monto_reserva: '0.00', reserva_paga: '1' });
    const moves = await t.db
      .select()
      .from(creditMovements)
      .where(eq(creditMovements.clientId, c.client.user.id));
    expect(moves).toHaveLength(1);
  });
});
