import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appointments } from '../src/db/schema';
import { api, createAppointment, createBranch, createProfessional } from './catalog-factories';
import { createStudio } from './booking-factories';
import { body, createUser } from './factories';
import type { ServiceRow } from '../src/modules/services/services.queries';
import type { ProfessionalBranchRow } from '../src/modules/professionals/professional-branches.queries';
import type { TestApp } from './harness';

/**
 * The counter's cast (contract §7): a bookable studio (branch, its professional, a client), an
 * admin, a second branch with its own professional, and a client with no appointment.
 */
export async function createCounter(t: TestApp) {
  const studio = await createStudio(t);
  const admin = await createUser(t, { roles: ['peluadmin'], nombre: 'Admin Caja' });
  const otherBranch = await createBranch(t);
  const otherPro = await createProfessional(t, otherBranch.id);
  return { ...studio, admin, otherBranch, otherPro };
}
export type Counter = Awaited<ReturnType<typeof createCounter>>;

/**
 * An appointment straight in the database, with price and deposit: of the studio's professional
 * and service unless `link` (another professional-branch) or `service` say otherwise.
 */
export async function createCharged(
  t: TestApp,
  c: Counter,
  opts: {
    fecha?: string;
    hora?: string;
    precio?: string;
    montoReserva?: string;
    reservaPaga?: boolean;
    cancelado?: boolean;
    link?: ProfessionalBranchRow;
    service?: ServiceRow;
  } = {},
) {
  const row = await createAppointment(t, {
    link: opts.link ?? c.pro.link,
    clientId: c.client.user.id,
    service: opts.service ?? c.service,
    professionalServiceId: opts.link || opts.service ? null : c.link.id,
    fecha: opts.fecha ?? '2026-11-23',
    hora: opts.hora ?? '10:00',
  });
  await t.db
    .update(appointments)
    .set({
      price: opts.precio ?? '8000.00',
      montoReserva: opts.montoReserva ?? '0',
      reservaPaga: opts.reservaPaga ?? true,
      cancelado: opts.cancelado ?? false,
    })
    .where(eq(appointments.id, row.id));
  return row.id;
}

/** A 200 answer's data, or the test fails with the answer. */
export function okData(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return body(res).data;
}

/** An error answer's [status, errorCode, message]. */
export const refusal = (res: { statusCode: number; json(): unknown }) => {
  const b = body(res);
  return [res.statusCode, b.data.errorCode, b.error] as const;
};

export async function createProduct(
  t: TestApp,
  c: Counter,
  p: Record<string, unknown> = {},
): Promise<number> {
  const res = await api(
    t,
    'POST',
    'crear-producto',
    { nombre: 'Shampoo', precio: '1000', ...p },
    c.admin.token,
  );
  return okData(res).id_producto as number;
}

export async function adjust(
  t: TestApp,
  c: Counter,
  id_producto: number,
  id_sucursal: number,
  cantidad: number,
) {
  return api(
    t,
    'POST',
    'ajustar-stock',
    { id_producto, id_sucursal, cantidad, motivo: 'compra' },
    c.admin.token,
  );
}

/** Opens a till (the studio's branch, the admin, unless said): its id. */
export async function openTill(
  t: TestApp,
  c: Counter,
  monto_inicial = '1000',
  token?: string,
  id_sucursal: number = c.branch.id,
) {
  const res = await api(
    t,
    'POST',
    'abrir-caja',
    { id_sucursal, monto_inicial },
    token ?? c.admin.token,
  );
  return okData(res).id_caja as number;
}

/**
 * The admin charges one appointment at its price, paid in cash (`monto`, 8000 as `createCharged`
 * prices it): the charge (`C`: the members the test reads), or the test fails with the answer.
 */
export async function chargeInCash<C = { id_cobro: number }>(
  t: TestApp,
  c: Counter,
  id_caja: number,
  id_turno: number,
  monto = '8000',
) {
  const res = await api(
    t,
    'POST',
    'registrar-cobro',
    { id_caja, items: [{ tipo: 'servicio', id_turno }], pagos: [{ medio: 'efectivo', monto }] },
    c.admin.token,
  );
  return okData(res).cobro as C;
}
