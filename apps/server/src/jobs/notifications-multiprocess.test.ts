import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, studioNow } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { createAdmin, createUser } from '../../test/factories';
import { createStudio } from '../../test/booking-factories';
import { startServerProcess } from '../../test/server-process';
import { appointments, notifications } from '../db/schema';
import { queueAppointmentEvent } from '../modules/notifications/events';
import { setOptions, withMessaging } from '../../test/support/messaging-kit';

const onPostgres = process.env.TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

/**
 * Two real server processes on one PostgreSQL database, each running the worker every 50 ms:
 * every event message and every reminder reaches SMTP / the gateway exactly once.
 */
describe.skipIf(!onPostgres)('notifications with two server processes', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof withMessaging>>;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t);
    m = await withMessaging(t, admin.token);
    await setOptions(t, admin.token, {
      turnos_enviar_wapp_nuevo_turno: '1',
      turnos_mensaje_wapp_nuevo_turno: 'Turno [Hora]',
      turnos_enviar_wapp_recordatorio_turno: '1',
      turnos_enviar_wapp_recordatorio_turno_hora_envio: '00:00',
      turnos_mensaje_wapp_recordatorio_turno: 'Recordatorio [Hora]',
    });
  });
  afterAll(async () => {
    await m?.close();
    await t?.close();
  });

  it('sends each message exactly once', { timeout: 120_000 }, async () => {
    const s = await createStudio(t);
    // real processes run on the real clock: tomorrow in the studio's zone, whatever day it is
    const tomorrow = addDays(studioNow(new Date()).date, 1);
    const count = 12;
    for (let i = 0; i < count; i++) {
      // numbers ending in 0000 are "not on WhatsApp" at the fake gateway: avoid them
      const client = await createUser(t, { celular: `54929740${String(20001 + i)}` });
      const hora = `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      await t.db.transaction(async (tx) => {
        const [a] = await tx
          .insert(appointments)
          .values({
            clientId: client.user.id,
            professionalBranchId: s.pbId,
            professionalId: s.pro.user.id,
            branchId: s.branch.id,
            serviceId: s.service.id,
            fecha: tomorrow,
            horaInicio: hora,
            horaFin: hora,
            serviceName: 'Color',
            professionalName: 'Pro',
            branchName: 'Centro',
          })
          .returning();
        await queueAppointmentEvent(tx, 'nuevo_turno', a!.id, t.deps.log);
      });
    }
    const env = {
      DATABASE_URL: t.databaseUrl!,
      SMTP_URL: `${m.smtp.url}?ignoreTLS=true`,
      NOTIFICATIONS_INTERVAL_MS: '50',
      PUBLIC_URL: 'http://turnos.test',
    };
    const servers = [await startServerProcess(env, 18_000 + Math.floor(Math.random() * 1000))];
    servers.push(await startServerProcess(env, 19_000 + Math.floor(Math.random() * 1000)));
    try {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const rows = await t.db.select().from(notifications);
        if (rows.length === count * 3 && rows.every((r) => r.status === 'enviado')) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await Promise.all(servers.map((x) => x.stop()));
    }
    const rows = await t.db.select().from(notifications);
    const unsent = rows.filter((r) => r.status !== 'enviado');
    expect(unsent.map((r) => `${r.dedupeKey} ${r.status} ${r.lastError}`)).toEqual([]);
    expect(m.smtp.received).toHaveLength(count);
    expect(new Set(m.smtp.received.map((x) => x.to[0])).size).toBe(count);
    const texts = m.wapp.messages.map((x) => `${x.number} ${x.text}`);
    expect(texts).toHaveLength(count * 2);
    expect(new Set(texts).size).toBe(count * 2);
  });
});
