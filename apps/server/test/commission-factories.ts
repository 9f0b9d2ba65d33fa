import { api, createProfessional, createService, linkService } from './catalog-factories';
import {
  adjust,
  createCounter,
  createProduct,
  okData,
  openTill,
  type Counter,
} from './counter-factories';
import type { TestApp } from './harness';

/**
 * The commissions' cast (contract §7.4): the counter's, plus a second professional at the branch
 * (a seller), a second service ('Corte') the studio's professional does, a product in stock and
 * the branch's till open.
 */
export async function createCommissionStudio(t: TestApp) {
  const c = await createCounter(t);
  const seller = await createProfessional(t, c.branch.id);
  const cut = await createService(t, { nombre: 'Corte', precio: '5000.00' });
  await linkService(t, c.pbId, cut.id);
  const product = await createProduct(t, c, { precio: '1000.00' });
  okData(await adjust(t, c, product, c.branch.id, 500));
  const tillId = await openTill(t, c, '0');
  return { ...c, seller, cut, product, tillId };
}
export type CommissionStudio = Awaited<ReturnType<typeof createCommissionStudio>>;

export interface FilaComisiones {
  id_peluquero_sucursal: number;
  nombre: string;
  servicios: string;
  productos: string;
  comision: string;
  propinas: string;
  total_a_pagar: string;
}

export function setRates(
  t: TestApp,
  c: Counter,
  id_peluquero_sucursal: number,
  rates: { comision_servicios: unknown; comision_productos: unknown; por_servicio?: unknown },
) {
  return api(t, 'PUT', 'actualizar-comisiones', { id_peluquero_sucursal, ...rates }, c.admin.token);
}

/** The report's rows for a period (one day unless `fecha_hasta`), as `token` sees them. */
export async function reportRows(
  t: TestApp,
  token: string,
  fecha_desde: string,
  extra: Record<string, unknown> = {},
): Promise<FilaComisiones[]> {
  const res = await api(
    t,
    'GET',
    'obtener-reporte-comisiones',
    { fecha_desde, fecha_hasta: fecha_desde, ...extra },
    token,
  );
  return okData(res).profesionales as FilaComisiones[];
}

/** Charges `items` at the studio's till, paid in cash with change (any total up to $ 1.000.000). */
export function chargeAtTill(t: TestApp, c: CommissionStudio, params: Record<string, unknown>) {
  return api(
    t,
    'POST',
    'registrar-cobro',
    { id_caja: c.tillId, pagos: [{ medio: 'efectivo', monto: '1000000' }], ...params },
    c.admin.token,
  );
}
