import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, studioNow, toCents } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { api } from '../../test/catalog-factories';
import { body } from '../../test/factories';
import { DEMO_USERS, seedDemo } from './demo';
import { DEMO_TILL } from './demo-charges';

/** The demo's counter history (issues 31, 32): seen through the API as an admin sees it. */
describe('SEED=demo: yesterday at the counter', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemo(t.deps)).toBe(true);
    const login = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth',
      payload: { email: DEMO_USERS.adminProfessional, password: DEMO_USERS.password },
    });
    token = body(login).data.jwt as string;
  });
  afterAll(() => t.close());

  const period = () => {
    const today = studioNow(t.deps.clock()).date;
    return { fecha_desde: addDays(today, -30), fecha_hasta: today };
  };

  it('has a closed till with charges, its cash short by the demo amount, figures from the rows', async () => {
    const res = await api(t, 'GET', 'obtener-cajas', period(), token);
    expect(res.statusCode).toBe(200);
    const cajas = body(res).data.cajas as {
      estado: string;
      monto_inicial: string;
      efectivo_contado: string;
      efectivo_esperado: string;
      diferencia: string;
    }[];
    expect(cajas).toHaveLength(1);
    const [caja] = cajas;
    expect(caja?.estado).toBe('cerrada');
    expect(toCents(caja?.diferencia ?? '0')).toBe(-DEMO_TILL.short);
    expect(toCents(caja?.efectivo_contado ?? '0')).toBe(
      toCents(caja?.efectivo_esperado ?? '0') - DEMO_TILL.short,
    );
  });

  it('lists valid charges, one with a product and a tip, and the commission report has figures', async () => {
    const cobros = body(await api(t, 'GET', 'obtener-cobros', period(), token)).data.cobros as {
      estado: string;
      items: { tipo: string }[];
      propinas: unknown[];
    }[];
    expect(cobros.length).toBeGreaterThanOrEqual(2);
    expect(cobros.every((c) => c.estado === 'valido')).toBe(true);
    expect(
      cobros.some((c) => c.items.some((i) => i.tipo === 'producto') && c.propinas.length === 1),
    ).toBe(true);
    const report = body(await api(t, 'GET', 'obtener-reporte-comisiones', period(), token)).data
      .profesionales as { comision: string; total_a_pagar: string }[];
    expect(report.length).toBeGreaterThan(0);
    expect(report.some((p) => toCents(p.comision) > 0n)).toBe(true);
  });
});
