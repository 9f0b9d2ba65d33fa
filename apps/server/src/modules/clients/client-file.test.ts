import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createUser } from '../../../test/factories';
import { api, createAppointment } from '../../../test/catalog-factories';
import { createStudio, type Studio } from '../../../test/booking-factories';
import { appointments } from '../../db/schema';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

interface Ficha {
  cliente: Record<string, unknown> & { nota: string };
  resumen: Record<string, unknown>;
  turnos: { id_turno: number; fecha: string }[];
}
const ficha = (ID: number, token: string) => api(t, 'GET', 'obtener-ficha-cliente', { ID }, token);
const nota = (ID: number, text: string, token: string) =>
  api(t, 'PUT', 'actualizar-nota-cliente', { ID, nota: text }, token);

async function visit(
  s: Studio,
  clientId: number,
  fecha: string,
  hora: string,
  set: Partial<typeof appointments.$inferInsert> = {},
) {
  const row = await createAppointment(t, {
    link: s.pro.link,
    clientId,
    service: s.service,
    fecha,
    hora,
  });
  if (Object.keys(set).length > 0) {
    await t.db.update(appointments).set(set).where(eq(appointments.id, row.id));
  }
  return row.id;
}

describe('obtener-ficha-cliente', () => {
  it('counts the history (attended, missed, cancelled), dates the last visit and lists newest first', async () => {
    const s = await createStudio(t);
    const c = s.client.user.id;
    const attended = await visit(s, c, '2026-11-10', '10:00', { attendance: 'asistio' });
    const missed = await visit(s, c, '2026-11-16', '10:00', { attendance: 'no_asistio' });
    const cancelled = await visit(s, c, '2026-11-18', '10:00', { cancelado: true });
    const unmarked = await visit(s, c, '2026-11-12', '11:00');
    const later = await visit(s, c, '2026-11-23', '10:00'); // today, not started yet
    const res = await ficha(c, admin.token);
    expect(res.statusCode).toBe(200);
    const f = body(res).data as unknown as Ficha;
    expect(f.cliente).toMatchObject({ ID: c, nota: '', user_email: s.client.user.email });
    expect(f.resumen).toEqual({
      turnos: 5,
      asistidos: 1,
      no_asistidos: 1,
      cancelados: 1,
      ultimo_turno: '2026-11-12',
    });
    expect(f.turnos.map((x) => x.id_turno)).toEqual([later, cancelled, missed, unmarked, attended]);
    t.clock.set('2026-11-23T13:00:00Z'); // 10:00: today's has started
    const after = body(await ficha(c, await t.deps.jwt.sign(admin.user))).data as unknown as Ficha;
    expect(after.resumen.ultimo_turno).toBe('2026-11-23');
  });

  it('a professional sees the client but only the appointments of their own agenda', async () => {
    const a = await createStudio(t);
    const b = await createStudio(t);
    const c = a.client.user.id;
    const mine = await visit(a, c, '2026-11-10', '10:00', { attendance: 'asistio' });
    await visit(b, c, '2026-11-11', '10:00', { attendance: 'asistio' });
    const f = body(await ficha(c, a.pro.token)).data as unknown as Ficha;
    expect(f.turnos.map((x) => x.id_turno)).toEqual([mine]);
    expect(f.resumen).toMatchObject({ turnos: 1, asistidos: 1, ultimo_turno: '2026-11-10' });
    const all = body(await ficha(c, admin.token)).data as unknown as Ficha;
    expect(all.resumen).toMatchObject({ turnos: 2, asistidos: 2, ultimo_turno: '2026-11-11' });
  });

  it('is staff only (1001 for the client themself) and 1002 for someone who is not a client', async () => {
    const s = await createStudio(t);
    const own = await ficha(s.client.user.id, s.client.token);
    expect(own.statusCode).toBe(403);
    expect(body(own).data.errorCode).toBe(1001);
    expect(body(await ficha(s.pro.user.id, admin.token)).data.errorCode).toBe(1002);
    expect(body(await ficha(999_999, admin.token)).data.errorCode).toBe(1002);
  });
});

describe('actualizar-nota-cliente', () => {
  it('staff write a note of up to 2,000 characters; the client never sees it', async () => {
    const s = await createStudio(t);
    const c = s.client.user.id;
    const text = 'Prefiere turnos a la mañana. Alérgica al amoníaco.';
    expect((await nota(c, text, s.pro.token)).statusCode).toBe(200);
    const f = body(await ficha(c, admin.token)).data as unknown as Ficha;
    expect(f.cliente.nota).toBe(text);
    const longest = 'á'.repeat(2000);
    expect((await nota(c, longest, admin.token)).statusCode).toBe(200);
    expect((body(await ficha(c, s.pro.token)).data as unknown as Ficha).cliente.nota).toBe(longest);
    const tooLong = await nota(c, 'a'.repeat(2001), admin.token);
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).data.errorCode).toBe(1003);
    expect(body(tooLong).error).toBe('Máximo 2000 caracteres.');
    expect((body(await ficha(c, admin.token)).data as unknown as Ficha).cliente.nota).toBe(longest);

    // the client: refused here, and nothing of it in their own data
    const byClient = await nota(c, 'hola', s.client.token);
    expect(body(byClient).data.errorCode).toBe(1001);
    const ownData = await api(t, 'GET', 'obtener-datos-cliente', { ID: c }, s.client.token);
    expect(ownData.statusCode).toBe(200);
    expect(ownData.body).not.toContain('amon');
    expect(ownData.body).not.toContain('nota');
    expect(body(await nota(s.pro.user.id, 'x', admin.token)).data.errorCode).toBe(1002);
  });

  it('an empty note clears it', async () => {
    const { user } = await createUser(t, { roles: ['cliente'] });
    expect((await nota(user.id, 'algo', admin.token)).statusCode).toBe(200);
    expect((await nota(user.id, '', admin.token)).statusCode).toBe(200);
    expect((body(await ficha(user.id, admin.token)).data as unknown as Ficha).cliente.nota).toBe(
      '',
    );
  });
});
