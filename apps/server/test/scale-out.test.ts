import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, studioNow } from '@turnos/domain';
import { createTestApp, type TestApp } from './harness';
import { PASSWORD, createAdmin, createUser } from './factories';
import { createStudio } from './booking-factories';
import { startServerProcess, type ServerProcess } from './server-process';
import { appointments, notifications, workingDays } from '../src/db/schema';
import { setOptions, withMessaging } from './support/messaging-kit';

const onPostgres = process.env.TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

async function until(what: string, check: () => Promise<boolean>, ms = 40_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function post<T>(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}/wp-json/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data: T } };
}

/**
 * Scale-out without shared memory: two real server processes on one PostgreSQL database, every
 * periodic job running in both. Clients book through either process; unpaid deposits expire and
 * tomorrow's reminders go out — and each of those jobs acts exactly once per appointment.
 */
describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof withMessaging>>;
  let adminToken: string;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await createAdmin(t)).token;
    m = await withMessaging(t, adminToken);
    await setOptions(t, adminToken, {
      turnos_enviar_wapp_nuevo_turno: '1',
      turnos_mensaje_wapp_nuevo_turno: 'Nuevo [Hora]',
      turnos_enviar_wapp_cancelar_turno_x_reserva_impaga: '1',
      turnos_mensaje_wapp_cancelar_turno_x_reserva_impaga: 'Vencido [Hora]',
      turnos_enviar_wapp_recordatorio_turno: '0',
      turnos_enviar_wapp_recordatorio_turno_hora_envio: '00:00',
      turnos_mensaje_wapp_recordatorio_turno: 'Recordatorio [Hora]',
    });
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await m?.close();
    await t?.close();
  });

  it(
    'books from both; expiry and reminders run in both and act once each',
    { timeout: 180_000 },
    async () => {
      // a one-unit service, so every start of the hour is free
      const s = await createStudio(
        t,
        {
          depositType: 3,
          depositValue: '30.00',
          expiryHours: 24,
        },
        '1',
      );
      // the processes run on the real clock: tomorrow, whatever weekday it is
      await t.db
        .update(workingDays)
        .set({ active: true, shift1Start: '09:00', shift1End: '13:00' })
        .where(eq(workingDays.professionalBranchId, s.pbId));
      const tomorrow = addDays(studioNow(new Date()).date, 1);
      const env = {
        DATABASE_URL: t.databaseUrl ?? '',
        PUBLIC_URL: t.config.publicUrl,
        SMTP_URL: `${m.smtp.url}?ignoreTLS=true`,
        NOTIFICATIONS_INTERVAL_MS: '100',
        EXPIRY_JOB_INTERVAL_MS: '100',
      };
      const port = 21_000 + Math.floor(Math.random() * 10_000);
      servers = await Promise.all([
        startServerProcess(env, port),
        startServerProcess(env, port + 1),
      ]);

      // ten clients, each through one of the two processes (their own login: their own clock)
      const starts = [
        '09:00',
        '09:15',
        '09:30',
        '09:45',
        '10:00',
        '10:15',
        '10:30',
        '10:45',
        '11:00',
        '11:15',
      ];
      const booked: number[] = [];
      for (const [i, hora] of starts.entries()) {
        const base = servers[i % 2]?.base ?? '';
        const client = await createUser(t, { celular: `5492974${String(100001 + i)}` });
        const login = await post<{ jwt: string }>(base, 'simple-jwt-login/v1/auth', {
          email: client.user.email,
          password: PASSWORD,
        });
        const res = await post<{ id_turno: number; reserva_paga: string }>(
          base,
          'turnos/v1/reservar-turno',
          {
            id_cliente: client.user.id,
            id_peluquero_sucursal: s.pbId,
            id_servicio_de_peluquero_por_sucursal: s.link.id,
            fecha: tomorrow,
            hora,
          },
          login.json.data.jwt,
        );
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        expect(res.json.data.reserva_paga).toBe('0');
        booked.push(res.json.data.id_turno);
      }

      // an operator's clock jump for four of them: their unpaid deposits are now past due
      const expired = booked.slice(0, 4);
      await t.db
        .update(appointments)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(inArray(appointments.id, expired));
      await until('the expiry job in either process', async () => {
        const rows = await t.db
          .select()
          .from(appointments)
          .where(and(inArray(appointments.id, expired), eq(appointments.canceladoPor, 'sistema')));
        return rows.length === expired.length;
      });

      // then tomorrow's reminders, due at once (00:00 has passed)
      await setOptions(t, adminToken, { turnos_enviar_wapp_recordatorio_turno: '1' });
      const expectedMessages = booked.length + expired.length + (booked.length - expired.length);
      await until('every WhatsApp message sent', async () => {
        const rows = await t.db.select().from(notifications);
        const wapp = rows.filter((r) => r.channel === 'wapp');
        return wapp.length === expectedMessages && rows.every((r) => r.status === 'enviado');
      });
      // a few more passes of both processes' jobs: nothing more may happen
      await new Promise((r) => setTimeout(r, 1500));
      await Promise.all(servers.map((x) => x.stop()));
      servers = [];

      const rows = await t.db.select().from(notifications);
      expect(rows.filter((r) => r.status !== 'enviado')).toEqual([]);
      const texts = m.wapp.messages.map((x) => `${x.number} ${x.text}`);
      expect(new Set(texts).size).toBe(texts.length);
      const count = (prefix: string) => texts.filter((x) => x.split(' ')[1] === prefix).length;
      expect(count('Nuevo')).toBe(booked.length);
      expect(count('Vencido')).toBe(expired.length);
      expect(count('Recordatorio')).toBe(booked.length - expired.length);
      const after = await t.db.select().from(appointments).where(inArray(appointments.id, booked));
      expect(
        after
          .filter((a) => a.cancelado)
          .map((a) => a.id)
          .sort(),
      ).toEqual([...expired].sort());
    },
  );
});
