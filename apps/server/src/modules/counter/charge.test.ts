import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import {
  adjust,
  chargeInCash,
  createCharged,
  createCounter,
  createProduct,
  okData,
  openTill,
  refusal,
  type Counter,
} from '../../../test/counter-factories';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

interface Cobro {
  id_cobro: number;
  estado: string;
  subtotal: string;
  total: string;
  vuelto: string;
  sena_aplicada: string;
  items: { tipo: string; importe: string; id_turno: number | null }[];
}

const charge = (token: string, params: Record<string, unknown>) =>
  api(t, 'POST', 'registrar-cobro', params, token);

async function turnoOf(c: Counter, id: number) {
  const res = await api(
    t,
    'GET',
    'obtener-turnos-por-fecha',
    { fecha: '2026-11-23', id_peluquero_sucursal: c.pbId },
    c.admin.token,
  );
  const turnos = okData(res).turnos as {
    id_turno: number;
    asistencia: string;
    cobrado: string;
    id_cobro: number | null;
  }[];
  return turnos.find((x) => x.id_turno === id);
}

/** The appointment as the branch agenda shows it (the column-for-column SQL of appointment-sql.ts). */
async function agendaTurnoOf(c: Counter, id: number) {
  const res = await api(
    t,
    'GET',
    'obtener-agenda-sucursal',
    { id_sucursal: c.branch.id, fecha_desde: '2026-11-23' },
    c.admin.token,
  );
  const turnos = okData(res).turnos as {
    id_turno: number;
    cobrado: string;
    id_cobro: number | null;
  }[];
  return turnos.find((x) => x.id_turno === id);
}

async function stockAt(c: Counter, productId: number, branchId: number) {
  const res = await api(t, 'GET', 'get-all-productos', { id_sucursal: branchId }, c.admin.token);
  const list = okData(res).productos as { id_producto: number; stock: number }[];
  return list.find((p) => p.id_producto === productId)?.stock;
}

describe('registrar-cobro', () => {
  it('charges a started appointment with its paid deposit, a product and a tip, part cash part debit', async () => {
    const c = await createCounter(t);
    const turno = await createCharged(t, c, {
      hora: '08:00',
      precio: '8000',
      montoReserva: '3000',
      reservaPaga: true,
    });
    const product = await createProduct(t, c, { precio: '1000.50' });
    okData(await adjust(t, c, product, c.branch.id, 5));
    const id_caja = await openTill(t, c, '1000');
    const res = await charge(c.pro.token, {
      id_caja,
      items: [
        { tipo: 'servicio', id_turno: turno },
        { tipo: 'producto', id_producto: product, cantidad: 2, id_peluquero_sucursal: c.pbId },
      ],
      propinas: [{ id_peluquero_sucursal: c.pbId, monto: '500' }],
      pagos: [
        { medio: 'debito', monto: '5000' },
        { medio: 'efectivo', monto: '3000,50' },
      ],
    });
    const cobro = okData(res).cobro as Cobro & Record<string, unknown>;
    // 8000 + 2 × 1000.50 = 10001.00; − 3000 seña + 500 tip = 7501.00; paid 8000.50 → 499.50 change
    expect(cobro).toMatchObject({
      id_caja,
      id_cliente: c.client.user.id,
      estado: 'valido',
      subtotal: '10001.00',
      descuento: '0.00',
      sena_aplicada: '3000.00',
      total: '7501.00',
      vuelto: '499.50',
      cobrado_por: c.pro.user.name,
      anulado_por: null,
      items: [
        {
          tipo: 'servicio',
          id_turno: turno,
          id_producto: null,
          nombre: 'Color',
          cantidad: 1,
          precio: '8000.00',
          importe: '8000.00',
          id_peluquero_sucursal: c.pbId,
        },
        {
          tipo: 'producto',
          id_turno: null,
          id_producto: product,
          nombre: 'Shampoo',
          cantidad: 2,
          precio: '1000.50',
          importe: '2001.00',
          id_peluquero_sucursal: c.pbId,
        },
      ],
      propinas: [{ id_peluquero_sucursal: c.pbId, monto: '500.00' }],
      pagos: [
        { medio: 'debito', monto: '5000.00', cuotas: null, referencia: null },
        { medio: 'efectivo', monto: '3000.50', cuotas: null, referencia: null },
      ],
    });
    expect(await stockAt(c, product, c.branch.id)).toBe(3);
    expect((await turnoOf(c, turno))?.asistencia).toBe('asistio');
    // the till: cash net of the change
    const caja = okData(await api(t, 'GET', 'obtener-caja', { id_caja }, c.admin.token));
    expect(caja.totales).toMatchObject({ efectivo: '2501.00', debito: '5000.00', saldo: '0.00' });
    expect(caja.caja).toMatchObject({ efectivo_esperado: '3501.00', estado: 'abierta' });
    expect((caja.cobros as Cobro[]).map((x) => x.id_cobro)).toEqual([cobro.id_cobro]);
  });

  it('charges an appointment once (1009), a later one ahead without marking attendance', async () => {
    const c = await createCounter(t);
    // its deposit was never paid: nothing to apply
    const turno = await createCharged(t, c, {
      fecha: '2026-11-25',
      montoReserva: '3000',
      reservaPaga: false,
    });
    const id_caja = await openTill(t, c);
    const params = {
      id_caja,
      items: [{ tipo: 'servicio', id_turno: turno, precio: '7000' }],
      pagos: [{ medio: 'transferencia', monto: '7000', referencia: 'op 123' }],
    };
    const first = okData(await charge(c.admin.token, params)).cobro as Cobro;
    expect([first.total, first.sena_aplicada]).toEqual(['7000.00', '0.00']);
    expect(refusal(await charge(c.admin.token, params))).toEqual([
      409,
      1009,
      'El turno ya fue cobrado',
    ]);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, turno));
    expect(row?.attendance).toBe('pendiente');
  });

  it('refuses appointments of another branch, cancelled, busy blocks or missing, writing nothing', async () => {
    const c = await createCounter(t);
    const id_caja = await openTill(t, c);
    const cancelled = await createCharged(t, c, { cancelado: true });
    const pagos = [{ medio: 'efectivo', monto: '9000' }];
    const line = (id_turno: number) => ({
      id_caja,
      items: [{ tipo: 'servicio', id_turno }],
      pagos,
    });
    expect(refusal(await charge(c.admin.token, line(cancelled)))).toEqual([
      409,
      1009,
      'El turno está cancelado.',
    ]);
    expect(refusal(await charge(c.admin.token, line(2_000_000)))).toEqual([
      404,
      1002,
      'El turno no existe.',
    ]);
    const busy = await createCharged(t, c, { hora: '12:00' });
    await t.db.update(appointments).set({ serviceId: 1 }).where(eq(appointments.id, busy));
    expect(refusal(await charge(c.admin.token, line(busy)))[1]).toBe(1009);
    // the other branch's till
    const otherTill = await openTill(t, c, '0', c.admin.token, c.otherBranch.id);
    const mine = await createCharged(t, c, { hora: '14:00' });
    expect(
      refusal(
        await charge(c.admin.token, {
          id_caja: otherTill,
          items: [{ tipo: 'servicio', id_turno: mine }],
          pagos,
        }),
      ),
    ).toEqual([409, 1009, 'El turno es de otra sucursal.']);
    const caja = okData(await api(t, 'GET', 'obtener-caja', { id_caja }, c.admin.token));
    expect(caja.cobros).toEqual([]);
  });

  it('takes stock at the till branch only when it covers the sale (1009, nothing written)', async () => {
    const c = await createCounter(t);
    const product = await createProduct(t, c);
    okData(await adjust(t, c, product, c.branch.id, 1));
    okData(await adjust(t, c, product, c.otherBranch.id, 10));
    const turno = await createCharged(t, c);
    const id_caja = await openTill(t, c);
    const res = await charge(c.admin.token, {
      id_caja,
      items: [
        { tipo: 'servicio', id_turno: turno },
        { tipo: 'producto', id_producto: product, cantidad: 2 },
      ],
      pagos: [{ medio: 'efectivo', monto: '20000' }],
    });
    expect(refusal(res)).toEqual([409, 1009, 'Sin stock suficiente']);
    expect(await stockAt(c, product, c.branch.id)).toBe(1);
    // the appointment was not charged: it can be now
    await chargeInCash(t, c, id_caja, turno);
  });

  it('answers every payment rule as the contract says', async () => {
    const c = await createCounter(t);
    const product = await createProduct(t, c, { precio: '1000' });
    okData(await adjust(t, c, product, c.branch.id, 100));
    const id_caja = await openTill(t, c);
    const sale = (extra: Record<string, unknown>) =>
      charge(c.admin.token, {
        id_caja,
        items: [{ tipo: 'producto', id_producto: product, cantidad: 1 }],
        ...extra,
      });
    expect(refusal(await sale({ pagos: [{ medio: 'efectivo', monto: '999.99' }] }))).toEqual([
      400,
      1003,
      'El pago no cubre el total',
    ]);
    // change only from cash
    expect(
      refusal(
        await sale({
          pagos: [
            { medio: 'debito', monto: '900' },
            { medio: 'efectivo', monto: '50' },
            { medio: 'transferencia', monto: '150' },
          ],
        }),
      ).slice(0, 2),
    ).toEqual([400, 1003]);
    expect(
      refusal(await sale({ pagos: [{ medio: 'debito', monto: '1000', cuotas: 3 }] })).slice(0, 2),
    ).toEqual([400, 1003]);
    expect(
      refusal(await sale({ descuento: '1000.01', pagos: [{ medio: 'efectivo', monto: '1' }] }))[2],
    ).toBe('El descuento no puede superar el subtotal.');
    expect(refusal(await sale({ pagos: [{ medio: 'saldo', monto: '1000' }] })).slice(0, 2)).toEqual(
      [409, 1009],
    );
    expect(
      refusal(
        await sale({
          propinas: [{ id_peluquero_sucursal: c.otherPro.link.id, monto: '10' }],
          pagos: [{ medio: 'efectivo', monto: '1010' }],
        }),
      ).slice(0, 2),
    ).toEqual([400, 1003]);
    expect(
      refusal(await sale({ pagos: [{ medio: 'cheque', monto: '1000' }] })).slice(0, 2),
    ).toEqual([400, 1003]);
    expect(
      refusal(await charge(c.admin.token, { id_caja, items: [], pagos: [] })).slice(0, 2),
    ).toEqual([400, 1003]);
    // exact cover with credit in cuotas and a discount: no change
    const ok = okData(
      await sale({
        descuento: '100',
        pagos: [{ medio: 'credito', monto: '900', cuotas: 6, referencia: 'lote 4' }],
      }),
    ).cobro as Cobro;
    expect(ok).toMatchObject({ total: '900.00', vuelto: '0.00' });
    expect(await stockAt(c, product, c.branch.id)).toBe(99);
  });

  it('a professional charges only at a branch of theirs (1001); a closed till takes nothing (1009)', async () => {
    const c = await createCounter(t);
    const turno = await createCharged(t, c);
    const id_caja = await openTill(t, c, '0', c.pro.token);
    const params = {
      id_caja,
      items: [{ tipo: 'servicio', id_turno: turno }],
      pagos: [{ medio: 'efectivo', monto: '8000' }],
    };
    expect(refusal(await charge(c.otherPro.token, params)).slice(0, 2)).toEqual([403, 1001]);
    okData(await api(t, 'POST', 'cerrar-caja', { id_caja, efectivo_contado: '0' }, c.pro.token));
    expect(refusal(await charge(c.pro.token, params))).toEqual([
      409,
      1009,
      'La caja está cerrada.',
    ]);
  });
});

describe('anular-cobro', () => {
  it('keeps the record (who, when, why), returns the stock and frees the appointment', async () => {
    const c = await createCounter(t);
    const product = await createProduct(t, c);
    okData(await adjust(t, c, product, c.branch.id, 2));
    const turno = await createCharged(t, c);
    const id_caja = await openTill(t, c);
    const params = {
      id_caja,
      items: [
        { tipo: 'servicio', id_turno: turno },
        { tipo: 'producto', id_producto: product, cantidad: 2 },
      ],
      pagos: [{ medio: 'efectivo', monto: '10000' }],
    };
    const cobro = okData(await charge(c.pro.token, params)).cobro as Cobro;
    expect(await stockAt(c, product, c.branch.id)).toBe(0);
    // every turno says it is charged, and by which charge
    const charged = { cobrado: '1', id_cobro: cobro.id_cobro };
    expect(await turnoOf(c, turno)).toMatchObject(charged);
    expect(await agendaTurnoOf(c, turno)).toMatchObject(charged);
    const annul = (token: string) =>
      api(t, 'POST', 'anular-cobro', { id_cobro: cobro.id_cobro, motivo: 'Error de carga' }, token);
    expect(refusal(await annul(c.pro.token)).slice(0, 2)).toEqual([403, 1001]);
    t.clock.set('2026-11-23T13:00:00Z');
    const annulled = okData(await annul(c.admin.token)).cobro;
    expect(annulled).toMatchObject({
      id_cobro: cobro.id_cobro,
      estado: 'anulado',
      anulado_por: 'Admin Caja',
      fecha_anulacion: '2026-11-23T13:00:00.000Z',
      motivo_anulacion: 'Error de carga',
      total: cobro.total,
    });
    expect(refusal(await annul(c.admin.token))).toEqual([409, 1009, 'El cobro ya fue anulado.']);
    expect(await stockAt(c, product, c.branch.id)).toBe(2);
    const free = { cobrado: '0', id_cobro: null };
    expect(await turnoOf(c, turno)).toMatchObject(free);
    expect(await agendaTurnoOf(c, turno)).toMatchObject(free);
    const caja = okData(await api(t, 'GET', 'obtener-caja', { id_caja }, c.admin.token));
    expect(caja.totales).toMatchObject({ efectivo: '0.00' });
    // chargeable again
    okData(await charge(c.pro.token, params));
    const movimientos = okData(
      await api(t, 'GET', 'obtener-movimientos-stock', { id_producto: product }, c.admin.token),
    ).movimientos as { motivo: string; cantidad: number }[];
    expect(movimientos.map((m) => [m.motivo, m.cantidad])).toEqual([
      ['venta', -2],
      ['anulacion', 2],
      ['venta', -2],
      ['ajuste: compra', 2],
    ]);
  });

  it('is refused once the till is closed (1009), and for a charge that does not exist (1002)', async () => {
    const c = await createCounter(t);
    const turno = await createCharged(t, c);
    const id_caja = await openTill(t, c);
    const cobro = await chargeInCash<Cobro>(t, c, id_caja, turno);
    okData(
      await api(t, 'POST', 'cerrar-caja', { id_caja, efectivo_contado: '9000' }, c.admin.token),
    );
    const res = await api(
      t,
      'POST',
      'anular-cobro',
      { id_cobro: cobro.id_cobro, motivo: 'tarde' },
      c.admin.token,
    );
    expect(refusal(res).slice(0, 2)).toEqual([409, 1009]);
    expect(
      refusal(
        await api(t, 'POST', 'anular-cobro', { id_cobro: 99_999, motivo: 'x' }, c.admin.token),
      ).slice(0, 2),
    ).toEqual([404, 1002]);
  });
});

describe('obtener-cobros and exportar-cobros', () => {
  it('lists the period newest first; a professional sees only the charges they took part in', async () => {
    const c = await createCounter(t);
    const stranger = await createUser(t, { roles: ['peluquero'] });
    const turno = await createCharged(t, c);
    const id_caja = await openTill(t, c);
    const a = await chargeInCash<Cobro>(t, c, id_caja, turno);
    const product = await createProduct(t, c, { nombre: '=HYPERLINK("x")' });
    okData(await adjust(t, c, product, c.branch.id, 1));
    t.clock.set('2026-11-23T12:05:00Z');
    const b = okData(
      await charge(c.admin.token, {
        id_caja,
        items: [{ tipo: 'producto', id_producto: product, cantidad: 1 }],
        pagos: [{ medio: 'efectivo', monto: '1000' }],
      }),
    ).cobro as Cobro;
    const list = (token: string, extra: Record<string, unknown> = {}) =>
      api(
        t,
        'GET',
        'obtener-cobros',
        {
          fecha_desde: '2026-11-23',
          fecha_hasta: '2026-11-23',
          id_sucursal: c.branch.id,
          ...extra,
        },
        token,
      );
    const ids = (res: Awaited<ReturnType<typeof list>>) =>
      (okData(res).cobros as Cobro[]).map((x) => x.id_cobro);
    expect(ids(await list(c.admin.token))).toEqual([b.id_cobro, a.id_cobro]);
    expect(ids(await list(c.pro.token))).toEqual([a.id_cobro]);
    expect(ids(await list(stranger.token))).toEqual([]);
    expect(ids(await list(c.admin.token, { id_cliente: c.client.user.id }))).toEqual([a.id_cobro]);
    expect(refusal(await list(c.admin.token, { fecha_desde: '2026-11-24' })).slice(0, 2)).toEqual([
      400, 1003,
    ]);

    const csv = await api(
      t,
      'GET',
      'exportar-cobros',
      { fecha_desde: '2026-11-23', fecha_hasta: '2026-11-23', id_sucursal: c.branch.id },
      c.admin.token,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment; filename=');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]?.split(';').slice(0, 3)).toEqual(['Cobro', 'Fecha', 'Hora']);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${a.id_cobro};23/11/2026;09:00;`);
    expect(lines[1]).toContain(';8000,00;');
    // a formula-looking product name is neutralised
    expect(lines[2]).toContain(`;"'=HYPERLINK(""x"")";`);
  });
});
