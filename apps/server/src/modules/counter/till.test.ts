import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { api } from '../../../test/catalog-factories';
import {
  createCharged,
  createCounter,
  okData,
  openTill,
  refusal,
} from '../../../test/counter-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

describe('abrir-caja, obtener-caja, movimiento-caja, cerrar-caja (A; P of the branch)', () => {
  it('opens one till per branch; figures from the rows; closing gives expected and difference', async () => {
    const c = await createCounter(t);
    const open = (token: string, id_sucursal = c.branch.id) =>
      api(t, 'POST', 'abrir-caja', { id_sucursal, monto_inicial: '1500,50' }, token);
    expect(refusal(await open(c.otherPro.token)).slice(0, 2)).toEqual([403, 1001]);
    expect(refusal(await open(c.admin.token, 999_999)).slice(0, 2)).toEqual([404, 1002]);
    const id_caja = okData(await open(c.pro.token)).id_caja as number;
    expect(refusal(await open(c.admin.token))).toEqual([
      409,
      1009,
      'Ya hay una caja abierta en esta sucursal',
    ]);
    // the branch's open till, for its staff only
    const byBranch = okData(
      await api(t, 'GET', 'obtener-caja', { id_sucursal: c.branch.id }, c.pro.token),
    );
    expect(byBranch.caja).toMatchObject({
      id_caja,
      id_sucursal: c.branch.id,
      estado: 'abierta',
      abierta_por: c.pro.user.name,
      fecha_apertura: '2026-11-23T12:00:00.000Z',
      monto_inicial: '1500.50',
      cerrada_por: null,
      efectivo_contado: null,
      efectivo_esperado: '1500.50',
      diferencia: null,
    });
    expect(
      refusal(await api(t, 'GET', 'obtener-caja', { id_caja }, c.otherPro.token)).slice(0, 2),
    ).toEqual([403, 1001]);
    expect(
      okData(await api(t, 'GET', 'obtener-caja', { id_sucursal: c.otherBranch.id }, c.admin.token)),
    ).toEqual({ caja: null, totales: null, cobros: [], movimientos: [] });
    expect(refusal(await api(t, 'GET', 'obtener-caja', {}, c.admin.token)).slice(0, 2)).toEqual([
      400, 1003,
    ]);

    const move = (tipo: string, monto: string, token = c.pro.token) =>
      api(t, 'POST', 'movimiento-caja', { id_caja, tipo, monto, motivo: 'Cambio' }, token);
    okData(await move('ingreso', '200'));
    okData(await move('egreso', '50.25'));
    expect(refusal(await move('egreso', '0')).slice(0, 2)).toEqual([400, 1003]);
    expect(refusal(await move('retiro', '1')).slice(0, 2)).toEqual([400, 1003]);
    expect(refusal(await move('ingreso', '1', c.otherPro.token)).slice(0, 2)).toEqual([403, 1001]);

    const turno = await createCharged(t, c);
    okData(
      await api(
        t,
        'POST',
        'registrar-cobro',
        {
          id_caja,
          items: [{ tipo: 'servicio', id_turno: turno }],
          pagos: [
            { medio: 'efectivo', monto: '10000' },
            { medio: 'mercadopago', monto: '1', referencia: 'QR' },
          ],
        },
        c.pro.token,
      ),
    );
    // 1500.50 + (10000 − 2001 change) + 200 − 50.25
    const closed = okData(
      await api(t, 'POST', 'cerrar-caja', { id_caja, efectivo_contado: '9640' }, c.pro.token),
    );
    expect(closed.caja).toMatchObject({
      estado: 'cerrada',
      cerrada_por: c.pro.user.name,
      efectivo_contado: '9640.00',
      efectivo_esperado: '9649.25',
      diferencia: '-9.25',
    });
    expect(closed.totales).toEqual({
      efectivo: '7999.00',
      transferencia: '0.00',
      debito: '0.00',
      credito: '0.00',
      mercadopago: '1.00',
      saldo: '0.00',
    });
    expect(
      refusal(await api(t, 'POST', 'cerrar-caja', { id_caja, efectivo_contado: '1' }, c.pro.token)),
    ).toEqual([409, 1009, 'La caja está cerrada.']);
    expect(refusal(await move('ingreso', '1'))).toEqual([409, 1009, 'La caja está cerrada.']);
    const detail = okData(await api(t, 'GET', 'obtener-caja', { id_caja }, c.pro.token));
    expect(
      (detail.movimientos as { tipo: string; monto: string }[]).map((m) => [m.tipo, m.monto]),
    ).toEqual([
      ['ingreso', '200.00'],
      ['egreso', '50.25'],
    ]);
    // a new till may open once the last is closed
    okData(await open(c.admin.token));
  });

  it('of parallel openings of one branch exactly one wins', async () => {
    const c = await createCounter(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(
          t,
          'POST',
          'abrir-caja',
          { id_sucursal: c.branch.id, monto_inicial: '0' },
          c.admin.token,
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(refusal(r).slice(0, 2)).toEqual([409, 1009]);
    }
  });
});

describe('obtener-cajas (A)', () => {
  it('lists the tills opened in the period, newest first, with their totals', async () => {
    const c = await createCounter(t);
    const first = await openTill(t, c, '100');
    okData(
      await api(
        t,
        'POST',
        'cerrar-caja',
        { id_caja: first, efectivo_contado: '100' },
        c.admin.token,
      ),
    );
    t.clock.set('2026-11-24T04:00:00Z'); // 01:00 on the 24th in the studio
    const second = await openTill(t, c, '0');
    const cajas = okData(
      await api(
        t,
        'GET',
        'obtener-cajas',
        { fecha_desde: '2026-11-23', fecha_hasta: '2026-11-24', id_sucursal: c.branch.id },
        c.admin.token,
      ),
    ).cajas as { id_caja: number; estado: string; diferencia: string | null; totales: unknown }[];
    expect(cajas.map((x) => [x.id_caja, x.estado, x.diferencia])).toEqual([
      [second, 'abierta', null],
      [first, 'cerrada', '0.00'],
    ]);
    expect(cajas[0]?.totales).toMatchObject({ efectivo: '0.00' });
    const only24 = okData(
      await api(
        t,
        'GET',
        'obtener-cajas',
        { fecha_desde: '2026-11-24', fecha_hasta: '2026-11-24', id_sucursal: c.branch.id },
        c.admin.token,
      ),
    ).cajas as unknown[];
    expect(only24).toHaveLength(1);
    expect(
      refusal(
        await api(
          t,
          'GET',
          'obtener-cajas',
          { fecha_desde: '2026-01-01', fecha_hasta: '2027-01-02' },
          c.admin.token,
        ),
      ).slice(0, 2),
    ).toEqual([400, 1003]);
  });
});
