import { eq } from 'drizzle-orm';
import { professionalBranches } from '../src/db/schema';
import { api } from './catalog-factories';
import { createCounter, okData } from './counter-factories';
import type { TestApp } from './harness';

/**
 * Client credit's cast (contract §7.5): the counter's (a studio whose professional charges a
 * fixed $ 3000 deposit on the $ 8000 service, an admin, a client) and ways to move the credit.
 */
export async function createCreditStudio(t: TestApp) {
  const c = await createCounter(t);
  await t.db
    .update(professionalBranches)
    .set({ depositType: 2, depositValue: '3000' })
    .where(eq(professionalBranches.id, c.pbId));
  return c;
}
export type CreditStudio = Awaited<ReturnType<typeof createCreditStudio>>;

export async function setOption(t: TestApp, c: CreditStudio, opcion: string, valor: string) {
  okData(await api(t, 'POST', 'actualizar-opcion', { opcion, valor }, await adminToken(t, c)));
}

/** The credit option on ('1') or off ('0'), and its validity in days. */
export async function creditPolicy(t: TestApp, c: CreditStudio, on: boolean, days = 60) {
  await setOption(t, c, 'turnos_sena_a_favor_al_cancelar', on ? '1' : '0');
  await setOption(t, c, 'turnos_dias_validez_saldo', String(days));
}

export interface Movimiento {
  fecha_hora: string;
  monto: string;
  motivo: string;
  vence: string | null;
  restante: string | null;
  nota: string;
  usuario: string;
  id_turno: number | null;
  id_cobro: number | null;
}
export interface Saldo {
  saldo: string;
  vence: string | null;
  monto_vence: string | null;
  movimientos: Movimiento[];
}

/** The admin's token as of the test clock now (a test that moves the clock outlives the first). */
export const adminToken = (t: TestApp, c: CreditStudio) => t.deps.jwt.sign(c.admin.user);

/** The client's credit as the admin reads it. */
export async function creditOf(t: TestApp, c: CreditStudio, clientId = c.client.user.id) {
  return okData(
    await api(t, 'GET', 'obtener-saldo-cliente', { ID: clientId }, await adminToken(t, c)),
  ) as unknown as Saldo;
}

export async function adjustCredit(t: TestApp, c: CreditStudio, monto: string, motivo = 'prueba') {
  return api(
    t,
    'POST',
    'ajustar-saldo-cliente',
    { ID: c.client.user.id, monto, motivo },
    await adminToken(t, c),
  );
}

/** The client books `fecha` `hora` with its $ 3000 deposit, and the admin marks it paid. */
export async function bookPaid(t: TestApp, c: CreditStudio, fecha: string, hora: string) {
  const res = await api(
    t,
    'POST',
    'reservar-turno',
    {
      id_cliente: c.client.user.id,
      id_peluquero_sucursal: c.pbId,
      id_servicio_de_peluquero_por_sucursal: c.link.id,
      fecha,
      hora,
    },
    c.client.token,
  );
  const booked = okData(res);
  const id = booked.id_turno as number;
  okData(
    await api(
      t,
      'PUT',
      'actualizar-estado-reserva-paga',
      { id_turno: id, activo: '1' },
      c.admin.token,
    ),
  );
  return id;
}

/** Σ of the movements, in cents: the ledger's own balance. */
export const ledgerCents = (s: Saldo) =>
  s.movimientos.reduce((sum, m) => sum + Math.round(Number(m.monto) * 100), 0);
export const cents = (wire: string) => Math.round(Number(wire) * 100);
