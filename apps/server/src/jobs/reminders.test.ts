import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { body, createAdmin } from '../../test/factories';
import { api } from '../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../test/booking-factories';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../db/schema';
import { setOptions, withMessaging } from '../../test/support/messaging-kit';
import { createVisitStudio, reserveVisit } from '../../test/visit-factories';

// the test clock starts Monday 2026-11-23 09:00 in Buenos Aires (UTC−3)
let t: TestApp;
let m: Awaited<ReturnType<typeof withMessaging>>;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  m = await withMessaging(t, admin.token);
  await setOptions(t, admin.token, {
    turnos_enviar_email_nuevo_turno: '0',
    turnos_enviar_email_cancelar_turno: '0',
    turnos_enviar_wapp_recordatorio_turno: '1',
    turnos_enviar_wapp_recordatorio_turno_hora_envio: '18:00',
    turnos_mensaje_wapp_recordatorio_turno: 'Mañana [Fecha] [Hora]: [Servicio] con [Profesional]',
  });
});
afterAll(async () => {
  await m.close();
  await t.close();
});

async function book(s: Studio, fecha: string, hora: string) {
  const res = await api(t, 'POST', 'reservar-turno', reserveParams(s, fecha, hora), s.client.token);
  expect(res.statusCode).toBe(200);
  return body(res).data.id_turno as number;
}

describe('reminders', () => {
  it('go out once, the day before at the configured hour, and not for cancelled appointments', async () => {
    t.clock.set('2026-11-23T12:00:00Z');
    const s = await createStudio(t);
    const kept = await book(s, '2026-11-24', '10:00');
    const cancelledEarly = await book(s, '2026-11-24', '11:00');
    const cancelledLate = await book(s, '2026-11-24', '12:00');
    await book(s, '2026-11-25', '10:00'); // the day after: not yet
    await api(t, 'DELETE', 'cancelar-turno', { id_turno: cancelledEarly }, s.client.token);

    t.clock.set('2026-11-23T20:59:00Z'); // 17:59 in Buenos Aires
    await m.run();
    expect(m.wapp.messages).toHaveLength(0);

    t.clock.set('2026-11-23T21:00:00Z'); // 18:00
    const { queueDueReminders } = await import('./reminders');
    expect(await queueDueReminders(t.deps)).toBe(2);
    // cancelled between queueing and sending: checked again at send time
    await api(t, 'DELETE', 'cancelar-turno', { id_turno: cancelledLate }, s.client.token);
    await m.run();
    expect(m.wapp.messages.map((x) => x.text)).toEqual([
      `Mañana 24/11/2026 10:00: Color con ${s.pro.user.name}`,
    ]);
    t.clock.set('2026-11-24T02:00:00Z'); // 23:00, still the day before
    await m.run();
    expect(m.wapp.messages).toHaveLength(1);

    const rows = await t.db.select().from(notifications).orderBy(notifications.id);
    expect(rows.map((r) => [r.dedupeKey, r.status])).toEqual([
      [`recordatorio:${kept}:2026-11-24`, 'enviado'],
      [`recordatorio:${cancelledLate}:2026-11-24`, 'descartado'],
    ]);
  });

  it('are not sent when the switch is off', async () => {
    await t.db.delete(notifications);
    m.wapp.messages.length = 0;
    await setOptions(t, admin.token, { turnos_enviar_wapp_recordatorio_turno: '0' });
    t.clock.set('2026-11-24T12:00:00Z');
    const s = await createStudio(t);
    await book(s, '2026-11-25', '16:00');
    t.clock.set('2026-11-24T22:00:00Z');
    await m.run();
    expect(m.wapp.messages).toHaveLength(0);
    expect(await t.db.select().from(notifications)).toHaveLength(0);
  });
  it('a visit (contract §6.2) gets one reminder listing its services', async () => {
    await t.db.delete(notifications);
    m.wapp.messages.length = 0;
    t.clock.set('2026-11-25T12:00:00Z');
    const fresh = await createAdmin(t);
    await setOptions(t, fresh.token, { turnos_enviar_wapp_recordatorio_turno: '1' });
    const s = await createVisitStudio(t);
    await t.db.update(users).set({ phone: '5492974123456' }).where(eq(users.id, s.client.user.id));
    const res = await reserveVisit(t, s, '2026-11-26', '10:00', [
      s.links.color.id,
      s.links.corte.id,
    ]);
    expect(res.statusCode).toBe(200);
    t.clock.set('2026-11-25T21:30:00Z'); // 18:30
    await m.run();
    const lucia = s.lucia.user.name;
    const martin = s.martin.user.name;
    expect(m.wapp.messages.map((x) => x.text)).toEqual([
      `Mañana 26/11/2026 10:00: Coloración (10:00, ${lucia}) y Corte (11:00, ${martin}) con ${lucia} y ${martin}`,
    ]);
  });
});

describe('e-mail reminder (contract §6.4)', () => {
  it('goes once, at the WhatsApp reminder’s hour, from its own template', async () => {
    t.clock.set('2026-11-30T12:00:00Z');
    const fresh = await createAdmin(t);
    await setOptions(t, fresh.token, {
      turnos_enviar_email_recordatorio_turno: '1',
      turnos_mensaje_email_recordatorio_turno:
        'Te esperamos mañana [Fecha] a las [Hora] ([Servicio]).',
    });
    t.clock.set('2026-11-30T12:00:00Z');
    const s = await createStudio(t);
    await book(s, '2026-12-01', '10:00');
    const isReminder = (x: { subject: string }) => x.subject.includes('te recordamos');
    t.clock.set('2026-11-30T20:59:00Z'); // 17:59
    await m.run();
    expect(m.smtp.received.filter(isReminder)).toHaveLength(0);
    t.clock.set('2026-11-30T21:00:00Z'); // 18:00
    await m.run();
    t.clock.set('2026-11-30T22:00:00Z');
    await m.run();
    await m.run();
    const sent = m.smtp.received.filter(isReminder);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toEqual([s.client.user.email]);
    expect(sent[0]?.text).toContain('Te esperamos mañana 01/12/2026 a las 10:00 (Color).');
    await setOptions(t, fresh.token, { turnos_enviar_email_recordatorio_turno: '0' });
  });
});
