import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires (UTC-3)
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

async function book(s: Studio, fecha: string, hora: string) {
  const res = await api(t, 'POST', 'reservar-turno', reserveParams(s, fecha, hora), s.client.token);
  expect(res.statusCode).toBe(200);
  return body(res).data.id_turno as number;
}
/** A token signed at the test clock's time (the clock moves past the first ones' expiry). */
const tokenOf = (who: { user: Parameters<TestApp['deps']['jwt']['sign']>[0] }) =>
  t.deps.jwt.sign(who.user);
const mark = (id_turno: number, asistencia: string, token: string) =>
  api(t, 'PUT', 'actualizar-asistencia-turno', { id_turno, asistencia }, token);
async function asistenciaOf(s: Studio, id: number, fecha: string) {
  const res = await api(
    t,
    'GET',
    'obtener-turnos-por-fecha',
    { fecha, id_peluquero_sucursal: s.pbId },
    await tokenOf(admin),
  );
  const turnos = body(res).data.turnos as { id_turno: number; asistencia: string }[];
  return turnos.find((x) => x.id_turno === id)?.asistencia;
}

describe('actualizar-asistencia-turno', () => {
  it('is refused (1009) before the appointment starts, then recorded and shown on the turno', async () => {
    const s = await createStudio(t);
    const id = await book(s, '2026-11-24', '10:00');
    expect(await asistenciaOf(s, id, '2026-11-24')).toBe('pendiente');
    t.clock.set('2026-11-24T12:59:00Z'); // 09:59 in the studio
    const pro = await tokenOf(s.pro);
    const adminToken = await tokenOf(admin);
    const early = await mark(id, 'asistio', pro);
    expect(early.statusCode).toBe(409);
    expect(body(early).data.errorCode).toBe(1009);
    expect(body(early).error).toBe('El turno todavía no empezó.');
    expect(await asistenciaOf(s, id, '2026-11-24')).toBe('pendiente');

    t.clock.set('2026-11-24T13:00:00Z'); // 10:00, it starts
    const res = await mark(id, 'asistio', pro);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ id_turno: id, asistencia: 'asistio' });
    expect(await asistenciaOf(s, id, '2026-11-24')).toBe('asistio');
    expect((await mark(id, 'no_asistio', adminToken)).statusCode).toBe(200);
    expect(await asistenciaOf(s, id, '2026-11-24')).toBe('no_asistio');
    expect((await mark(id, 'pendiente', pro)).statusCode).toBe(200);
    expect(await asistenciaOf(s, id, '2026-11-24')).toBe('pendiente');
  });

  it('is refused (1009) on a cancelled appointment and on a busy block', async () => {
    const s = await createStudio(t);
    const id = await book(s, '2026-11-24', '10:00');
    expect(
      (await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, s.client.token)).statusCode,
    ).toBe(200);
    const busy = await api(
      t,
      'POST',
      'marcar-ocupado',
      { id_peluquero_sucursal: s.pbId, fecha: '2026-11-24', hora: '16:00' },
      s.pro.token,
    );
    t.clock.set('2026-11-25T12:00:00Z');
    const adminToken = await tokenOf(admin);
    const cancelled = await mark(id, 'asistio', adminToken);
    expect(cancelled.statusCode).toBe(409);
    expect(body(cancelled).data.errorCode).toBe(1009);
    expect(body(cancelled).error).toBe('El turno está cancelado.');
    const blocked = await mark(body(busy).data.id_turno as number, 'asistio', adminToken);
    expect(body(blocked).data.errorCode).toBe(1009);
  });

  it('only the appointment’s professional or an admin; clients never; unknown ids and values refused', async () => {
    const s = await createStudio(t);
    const other = await createStudio(t);
    const id = await book(s, '2026-11-23', '10:00');
    t.clock.set('2026-11-23T14:00:00Z');
    for (const token of [other.pro.token, s.client.token]) {
      const refused = await mark(id, 'asistio', token);
      expect(refused.statusCode).toBe(403);
      expect(body(refused).data.errorCode).toBe(1001);
    }
    expect(await asistenciaOf(s, id, '2026-11-23')).toBe('pendiente');
    const bad = await mark(id, 'vino', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error).toBe('Asistencia inválida.');
    const missing = await mark(999_999, 'asistio', admin.token);
    expect(body(missing).data.errorCode).toBe(1002);
  });
});
