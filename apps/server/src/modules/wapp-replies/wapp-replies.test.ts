import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '@turnos/domain';
import { messagesUpsertEvent, type IncomingMessage } from '@turnos/fake-whatsapp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, reserveParams } from '../../../test/booking-factories';
import { setOptions, withMessaging } from '../../../test/support/messaging-kit';
import { createVisitStudio, reserveVisit } from '../../../test/visit-factories';
import {
  appointmentUnits,
  appointments,
  notifications,
  users,
  wappInboundMessages,
} from '../../db/schema';
import { queueDueReminders } from '../../jobs/reminders';

// the test clock starts Monday 2026-11-23 09:00 in Buenos Aires (UTC−3)
const PATH = '/wp-json/turnos/v1/wapp-webhook';
let t: TestApp;
let m: Awaited<ReturnType<typeof withMessaging>>;
let admin: { token: string };
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  m = await withMessaging(t, admin.token);
  await setOptions(t, admin.token, {
    turnos_enviar_email_nuevo_turno: '0',
    turnos_enviar_email_cancelar_turno: '0',
    turnos_enviar_wapp_cancelar_turno: '1',
    turnos_enviar_wapp_recordatorio_turno: '1',
    turnos_enviar_wapp_recordatorio_turno_hora_envio: '18:00',
  });
});
afterAll(async () => {
  await m.close();
  await t.close();
});

/**
 * A client (own phone) with an appointment on `fecha` whose WhatsApp reminder went out the day
 * before at 18:00; `number` is how WhatsApp writes their phone (without the 9 of Argentine mobiles).
 */
async function remindedAppointment(fecha = '2026-11-24', hora = '10:00') {
  seq += 1;
  const stored = `549297555${String(seq).padStart(4, '0')}`;
  t.clock.set(`${addDays(fecha, -1)}T15:00:00Z`); // noon the day before
  const s = await createStudio(t);
  await t.db.update(users).set({ phone: stored }).where(eq(users.id, s.client.user.id));
  const res = await api(t, 'POST', 'reservar-turno', reserveParams(s, fecha, hora), s.client.token);
  expect(res.statusCode).toBe(200);
  const id = body(res).data.id_turno as number;
  t.clock.advance(6 * 3_600_000); // 18:00 in Buenos Aires
  await queueDueReminders(t.deps);
  await m.run();
  const [reminder] = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.dedupeKey, `recordatorio:${id}:${fecha}`));
  expect(reminder?.status).toBe('enviado');
  expect(reminder?.body).toContain('Respondé 1 para confirmar o 2 para cancelar.');
  t.clock.advance(3_600_000); // 19:00: the client answers
  return { s, id, stored, number: `54${stored.slice(3)}` };
}

let msgSeq = 0;
function post(message: IncomingMessage, apikey: string | null = m.wapp.apikey) {
  msgSeq += 1;
  return t.app.inject({
    method: 'POST',
    url: PATH,
    headers: apikey === null ? {} : { apikey },
    payload: messagesUpsertEvent('turnos', message, message.id ?? `TEST${msgSeq}`),
  });
}

/** What the webhook could have changed: the appointment and every queued message. */
async function snapshot(id: number) {
  const [a] = await t.db.select().from(appointments).where(eq(appointments.id, id));
  const queued = await t.db.select({ id: notifications.id }).from(notifications);
  return {
    confirmado: a?.confirmed,
    cancelado: a?.cancelado,
    canceladoPor: a?.canceladoPor,
    messages: queued.length,
  };
}

async function turno(s: { client: { token: string; user: { id: number } } }, id: number) {
  const res = await api(
    t,
    'GET',
    'obtener-turnos-cliente',
    { ID: s.client.user.id },
    s.client.token,
  );
  const list = body(res).data.turnos as Array<{ id_turno: number; confirmado: string }>;
  return list.find((x) => x.id_turno === id);
}

const repliesTo = (number: string) =>
  t.db
    .select({ body: notifications.body, status: notifications.status })
    .from(notifications)
    .where(eq(notifications.recipient, number))
    .then((rows) => rows);

describe('wapp-webhook (contract §6.5)', () => {
  it('refuses a missing or wrong apikey with 401, changing nothing', async () => {
    const { id, number } = await remindedAppointment();
    const before = await snapshot(id);
    for (const key of [null, '', 'wrong', `${m.wapp.apikey}x`, m.wapp.apikey.slice(1)]) {
      const res = await post({ number, text: '1' }, key);
      expect(res.statusCode).toBe(401);
      expect(body(res).success).toBe(false);
    }
    expect(await snapshot(id)).toEqual(before);
    expect(await t.db.select().from(wappInboundMessages)).toHaveLength(0);
  });

  it.each(['1', 'si', 'SI', 'Si', 'sí', 'SÍ', ' sí ', 'Sí.', 'si!', '\n1\n'])(
    'confirms with %j: confirmado 1 in the API and a thank-you answer',
    async (text) => {
      const { s, id, number, stored } = await remindedAppointment();
      const res = await post({ number, text });
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toEqual({ resultado: 'confirmado' });
      expect((await snapshot(id)).confirmado).toBe(true);
      expect((await turno(s, id))?.confirmado).toBe('1');
      await m.run();
      expect(m.wapp.messages.filter((x) => x.number === stored).at(-1)?.text).toBe(
        '¡Gracias! Confirmaste tu turno del 24/11/2026 a las 10:00. ¡Te esperamos!',
      );
    },
  );

  it.each(['2', 'no', 'NO', 'No', ' no ', 'No.'])(
    'cancels with %j as the client would: units freed, cancelar_turno sent',
    async (text) => {
      const { s, id, number, stored } = await remindedAppointment();
      const res = await post({ number, text });
      expect(body(res).data).toEqual({ resultado: 'cancelado' });
      const after = await snapshot(id);
      expect([after.cancelado, after.canceladoPor, after.confirmado]).toEqual([
        true,
        'cliente',
        false,
      ]);
      // the freed start is offered again
      const free = await api(t, 'GET', 'obtener-horarios-disponibles', {
        id_peluquero_sucursal: s.pbId,
        id_servicio_de_peluquero_por_sucursal: s.link.id,
        fecha: '2026-11-24',
      });
      expect(JSON.stringify(body(free).data)).toContain('10:00');
      await m.run();
      expect(m.wapp.messages.filter((x) => x.number === stored).at(-1)?.text).toContain(
        'fue cancelado',
      );
    },
  );

  it('the stored phone form (with the 9) is the same client', async () => {
    const { id, stored } = await remindedAppointment();
    expect(body(await post({ number: stored, text: '1' })).data.resultado).toBe('confirmado');
    expect((await snapshot(id)).confirmado).toBe(true);
  });

  it('answers any other text with a short help, changing nothing', async () => {
    const { id, number, stored } = await remindedAppointment();
    const before = await snapshot(id);
    for (const text of ['hola', '3', '1 2', 'sino', 'confirmo', '']) {
      expect(body(await post({ number, text })).data.resultado).toBe('ayuda');
    }
    const after = await snapshot(id);
    expect([after.confirmado, after.cancelado]).toEqual([before.confirmado, before.cancelado]);
    const replies = await repliesTo(stored);
    expect(replies.filter((r) => r.body.startsWith('Para tu turno del 24/11/2026'))).toHaveLength(
      6,
    );
  });

  it('ignores unknown numbers, repeated message ids, fromMe, groups and non-text messages', async () => {
    const { id, number } = await remindedAppointment();
    const before = await snapshot(id);
    expect(body(await post({ number: '541199990000', text: '2' })).data.resultado).toBe(
      'desconocido',
    );
    expect(body(await post({ number, text: '2', fromMe: true })).data.resultado).toBe('ignorado');
    expect(body(await post({ number, text: '2', group: true })).data.resultado).toBe('ignorado');
    const image = messagesUpsertEvent('turnos', { number, text: '' }, 'IMG1');
    const noText = {
      ...image,
      data: { ...image.data, message: { imageMessage: { caption: '2' } } },
    };
    const res = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { apikey: m.wapp.apikey },
      payload: noText,
    });
    expect(body(res).data.resultado).toBe('ignorado');
    const other = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { apikey: m.wapp.apikey },
      payload: { event: 'connection.update', data: { state: 'open' } },
    });
    expect(body(other).data.resultado).toBe('ignorado');
    expect(await snapshot(id)).toEqual(before);

    // the same message delivered twice: handled once
    expect(body(await post({ number, text: '1', id: 'REPEATED-1' })).data.resultado).toBe(
      'confirmado',
    );
    await t.db.update(appointments).set({ confirmed: false }).where(eq(appointments.id, id));
    const again = await snapshot(id);
    expect(body(await post({ number, text: '1', id: 'REPEATED-1' })).data.resultado).toBe(
      'repetido',
    );
    expect(body(await post({ number, text: '2', id: 'REPEATED-1' })).data.resultado).toBe(
      'repetido',
    );
    expect(await snapshot(id)).toEqual(again);
  });

  it('a client without a reminded appointment gets nothing and nothing changes', async () => {
    const { s, id, number } = await remindedAppointment();
    // a second appointment, not reminded (the day after): not what an answer refers to
    const later = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-26', '10:00'),
      s.client.token,
    );
    const laterId = body(later).data.id_turno as number;
    await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, s.client.token);
    const before = await snapshot(laterId);
    expect(body(await post({ number, text: '2' })).data.resultado).toBe('sin_turno');
    expect(await snapshot(laterId)).toEqual(before);
  });

  it('random messages change the appointment only when they are an accepted answer from its client', async () => {
    const { id, number, stored } = await remindedAppointment('2026-11-25', '10:00');
    const oracle = (text: string) => {
      const x = text
        .normalize('NFC')
        .trim()
        .toLowerCase()
        .replace(/[.!]+$/, '');
      return ['1', 'si', 'sí'].includes(x) ? 'confirm' : ['2', 'no'].includes(x) ? 'cancel' : null;
    };
    const answers = fc.constantFrom('1', '2', 'si', 'Sí', 'NO', ' no. ', 'sí!', 'SI', 'nO');
    const noise = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('1.5', 'sip', 'ño', '0'));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(answers, noise),
        fc.constantFrom(number, stored, '541199998888', `${number}1`),
        fc.boolean(),
        fc.boolean(),
        async (text, from, fromMe, group) => {
          // back to the reminded appointment: a cancel raised its version (the reminder's key)
          await t.db
            .update(appointments)
            .set({ confirmed: false, cancelado: false, canceladoPor: null, sequence: 0 })
            .where(eq(appointments.id, id));
          const res = await post({ number: from, text, fromMe, group });
          expect(res.statusCode).toBe(200);
          const after = await snapshot(id);
          const mine = (from === number || from === stored) && !fromMe && !group;
          const expected = mine ? oracle(text) : null;
          expect(after.confirmado).toBe(expected === 'confirm');
          expect(after.cancelado).toBe(expected === 'cancel');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('any body with the right key answers 200 and changes nothing unless it is a client answer', async () => {
    const { id } = await remindedAppointment('2026-11-25', '11:00');
    const before = await snapshot(id);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            event: fc.constantFrom('messages.upsert', 'MESSAGES_UPSERT'),
            data: fc.jsonValue(),
          }),
          fc.record({
            event: fc.constant('messages.upsert'),
            data: fc.record({ key: fc.jsonValue(), message: fc.jsonValue() }),
          }),
        ),
        async (payload) => {
          const res = await t.app.inject({
            method: 'POST',
            url: PATH,
            headers: { apikey: m.wapp.apikey, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expect([200, 400]).toContain(res.statusCode);
          if (res.statusCode === 200) expect(body(res).data.resultado).toBe('ignorado');
        },
      ),
      { numRuns: 80 },
    );
    expect(await snapshot(id)).toEqual(before);
  });

  it('is registered on the gateway when the admin connects WhatsApp, and the fake delivers a reply through it', async () => {
    const res = await api(t, 'GET', 'obtener-qr-wapp', {}, (await createAdmin(t)).token);
    // already paired in this kit: no QR, but the webhook is (re)registered
    expect(res.statusCode).toBe(409);
    const hook = m.wapp.webhook();
    expect(hook).toEqual({
      url: `${t.config.publicUrl}${PATH}`,
      enabled: true,
      events: ['MESSAGES_UPSERT'],
      headers: { apikey: m.wapp.apikey, 'Content-Type': 'application/json' },
    });
    // a real listener stands in for PUBLIC_URL: the fake posts the event as Evolution does
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ctl = await fetch(`${m.wapp.url}/webhook/set/turnos`, {
      method: 'POST',
      headers: { apikey: m.wapp.apikey, 'content-type': 'application/json' },
      body: JSON.stringify({ webhook: { ...hook, url: `${address}${PATH}` } }),
    });
    expect(ctl.status).toBe(201);
    const { id, number } = await remindedAppointment('2026-11-25', '16:00');
    const delivered = await m.wapp.reply({ number, text: 'Sí' });
    expect(delivered).toEqual({
      status: 200,
      body: { success: true, data: { resultado: 'confirmado' } },
    });
    expect((await snapshot(id)).confirmado).toBe(true);
    // the control route does the same
    const viaControl = await fetch(`${m.wapp.url}/__reply`, {
      method: 'POST',
      body: JSON.stringify({ number, text: 'hola' }),
    });
    expect(await viaControl.json()).toEqual({
      webhook: { status: 200, body: { success: true, data: { resultado: 'ayuda' } } },
    });
  });
  it('a cancel the client may not do any more is refused with an answer saying why', async () => {
    const { id, number, stored } = await remindedAppointment('2026-11-27', '09:00');
    t.clock.set('2026-11-27T12:30:00Z'); // 09:30: it has started
    const before = await snapshot(id);
    expect(body(await post({ number, text: '2' })).data.resultado).toBe('no_cancelable');
    const after = await snapshot(id);
    expect([after.cancelado, after.canceladoPor]).toEqual([before.cancelado, before.canceladoPor]);
    expect((await repliesTo(stored)).at(-1)?.body).toBe(
      'No pudimos cancelar tu turno del 27/11/2026 a las 09:00: El turno ya pasó. Si necesitás cambiarlo, comunicate con nosotros.',
    );
  });

  it('a reminder answers for the time it announced: after a move it does not count, and the fresh reminder does', async () => {
    const { s, id, number, stored } = await remindedAppointment('2026-11-26', '10:00');
    const moved = await api(
      t,
      'POST',
      'reprogramar-turno',
      { id_turno: id, fecha_nueva: '2026-11-26', hora: '12:00' },
      s.client.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // the 10:00 reminder no longer refers to it: a "1" confirms nothing
    expect(body(await post({ number, text: '1' })).data.resultado).toBe('sin_turno');
    expect((await snapshot(id)).confirmado).toBe(false);
    // the reminder job, still the day before, reminds the new time once
    await queueDueReminders(t.deps);
    await queueDueReminders(t.deps);
    await m.run();
    const reminders = m.wapp.messages.filter(
      (x) => x.number === stored && x.text.includes('Respondé 1'),
    );
    expect(reminders).toHaveLength(2);
    expect(reminders.at(-1)?.text).toContain('12:00');
    expect(body(await post({ number, text: '1' })).data.resultado).toBe('confirmado');
    expect((await snapshot(id)).confirmado).toBe(true);
    await m.run();
    expect(m.wapp.messages.filter((x) => x.number === stored).at(-1)?.text).toBe(
      '¡Gracias! Confirmaste tu turno del 26/11/2026 a las 12:00. ¡Te esperamos!',
    );
  });
});

/**
 * A client (own phone) with a visit on `fecha` — colour with Lucía, then the cut with Martín —
 * whose one WhatsApp reminder went out the day before at 18:00 (contract §6.2, ADR 0072).
 */
async function remindedVisit(
  fecha = '2026-11-24',
  hora = '10:00',
  conf: Parameters<typeof createVisitStudio>[1] = {},
) {
  seq += 1;
  const stored = `549297555${String(seq).padStart(4, '0')}`;
  t.clock.set(`${addDays(fecha, -1)}T15:00:00Z`);
  const s = await createVisitStudio(t, conf);
  await t.db.update(users).set({ phone: stored }).where(eq(users.id, s.client.user.id));
  const res = await reserveVisit(t, s, fecha, hora, [s.links.color.id, s.links.corte.id]);
  expect(res.statusCode, res.body).toBe(200);
  const data = body(res).data as unknown as { id_visita: number; turnos: { id_turno: number }[] };
  const ids = data.turnos.map((x) => x.id_turno);
  t.clock.advance(6 * 3_600_000); // 18:00
  await queueDueReminders(t.deps);
  await m.run();
  const reminders = m.wapp.messages.filter((x) => x.number === stored);
  expect(reminders).toHaveLength(1);
  expect(reminders[0]?.text).toContain('Respondé 1 para confirmar o 2 para cancelar.');
  t.clock.advance(3_600_000); // 19:00: the client answers
  return { s, visitId: data.id_visita, ids, stored, number: `54${stored.slice(3)}` };
}

const visitRows = (ids: number[]) =>
  t.db.select().from(appointments).where(inArray(appointments.id, ids)).orderBy(appointments.id);

describe('wapp-webhook answering a visit’s reminder (contract §6.2, §6.5)', () => {
  it.each(['1', 'sí', 'SI'])(
    '%j confirms every appointment of the visit, with one answer',
    async (text) => {
      const { s, ids, number, stored } = await remindedVisit();
      const res = await post({ number, text });
      expect(body(res).data).toEqual({ resultado: 'confirmado' });
      expect((await visitRows(ids)).map((a) => a.confirmed)).toEqual([true, true]);
      for (const id of ids) expect((await turno(s, id))?.confirmado).toBe('1');
      const before = m.wapp.messages.length;
      await m.run();
      const sent = m.wapp.messages.slice(before).filter((x) => x.number === stored);
      expect(sent.map((x) => x.text)).toEqual([
        '¡Gracias! Confirmaste tu visita del 24/11/2026 a las 10:00. ¡Te esperamos!',
      ]);
    },
  );

  it.each(['2', 'no', 'No.'])(
    '%j cancels the whole visit as its client would: units freed, one cancelar_turno, once per message id',
    async (text) => {
      const { s, ids, number, stored } = await remindedVisit();
      const res = await post({ number, text, id: `VISIT-CANCEL-${seq}` });
      expect(body(res).data).toEqual({ resultado: 'cancelado' });
      const rows = await visitRows(ids);
      expect(rows.map((a) => [a.cancelado, a.canceladoPor, a.confirmed])).toEqual([
        [true, 'cliente', false],
        [true, 'cliente', false],
      ]);
      const units = await t.db
        .select()
        .from(appointmentUnits)
        .where(inArray(appointmentUnits.appointmentId, ids));
      expect(units).toHaveLength(0);
      // the freed start is offered again
      const free = await api(t, 'GET', 'obtener-horarios-visita', {
        id_sucursal: s.branch.id,
        fecha: '2026-11-24',
        servicios: `${s.links.color.id},${s.links.corte.id}`,
      });
      expect(body(free).data.horarios).toContain('10:00');
      // delivered again: nothing more
      expect(body(await post({ number, text, id: `VISIT-CANCEL-${seq}` })).data.resultado).toBe(
        'repetido',
      );
      const cancels = await t.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.event, 'cancelar_turno'), inArray(notifications.appointmentId, ids)),
        );
      expect(cancels).toHaveLength(1);
      const before = m.wapp.messages.length;
      await m.run();
      const sent = m.wapp.messages.slice(before).filter((x) => x.number === stored);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.text).toContain('fue cancelado');
      expect(sent[0]?.text).toContain('Coloración (10:00');
      expect(sent[0]?.text).toContain('Corte (11:00');
    },
  );

  it('a cancel past the visit’s cut-off is refused with an answer saying why; nothing changes', async () => {
    const { ids, number, stored } = await remindedVisit('2026-11-24', '10:00', {
      lucia: { cancelHours: 24 },
      martin: { cancelHours: 24 },
    });
    const before = await visitRows(ids);
    expect(body(await post({ number, text: '2' })).data.resultado).toBe('no_cancelable');
    expect(await visitRows(ids)).toEqual(before);
    expect((await repliesTo(stored)).at(-1)?.body).toBe(
      'No pudimos cancelar tu visita del 24/11/2026 a las 10:00: Ya no se puede cancelar este turno: faltan menos de 24 horas. Si necesitás cambiarla, comunicate con nosotros.',
    );
    const cancels = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.event, 'cancelar_turno'), inArray(notifications.appointmentId, ids)),
      );
    expect(cancels).toHaveLength(0);
    // a confirmation is still welcome
    expect(body(await post({ number, text: '1' })).data.resultado).toBe('confirmado');
    expect((await visitRows(ids)).map((a) => a.confirmed)).toEqual([true, true]);
  });

  it('random messages change the visit only when they are an accepted answer from its client, and always all of it', async () => {
    const { ids, number, stored } = await remindedVisit('2026-11-25', '16:00');
    const oracle = (text: string) => {
      const x = text
        .normalize('NFC')
        .trim()
        .toLowerCase()
        .replace(/[.!]+$/, '');
      return ['1', 'si', 'sí'].includes(x) ? 'confirm' : ['2', 'no'].includes(x) ? 'cancel' : null;
    };
    const answers = fc.constantFrom('1', '2', 'si', 'Sí', 'NO', ' no. ', 'sí!', 'SI', 'nO');
    const noise = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('1.5', 'sip', 'ño', '0'));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(answers, noise),
        fc.constantFrom(number, stored, '541199997777'),
        fc.boolean(),
        async (text, from, fromMe) => {
          // back to the reminded visit: a cancel raised its version (the reminder's key)
          await t.db
            .update(appointments)
            .set({ confirmed: false, cancelado: false, canceladoPor: null, sequence: 0 })
            .where(inArray(appointments.id, ids));
          const res = await post({ number: from, text, fromMe });
          expect(res.statusCode).toBe(200);
          const mine = (from === number || from === stored) && !fromMe;
          const expected = mine ? oracle(text) : null;
          const rows = await visitRows(ids);
          expect(rows.map((a) => a.confirmed)).toEqual([
            expected === 'confirm',
            expected === 'confirm',
          ]);
          expect(rows.map((a) => a.cancelado)).toEqual([
            expected === 'cancel',
            expected === 'cancel',
          ]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a visit moved after its reminder: the old one no longer counts, the fresh one confirms the new times', async () => {
    const { s, visitId, ids, number, stored } = await remindedVisit('2026-11-26', '10:00');
    const moved = await api(
      t,
      'POST',
      'reprogramar-visita',
      { id_visita: visitId, fecha_nueva: '2026-11-26', hora: '16:00' },
      s.client.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body(await post({ number, text: '1' })).data.resultado).toBe('sin_turno');
    expect((await visitRows(ids)).map((a) => a.confirmed)).toEqual([false, false]);
    await queueDueReminders(t.deps);
    await m.run();
    const reminders = m.wapp.messages.filter(
      (x) => x.number === stored && x.text.includes('Respondé 1'),
    );
    expect(reminders).toHaveLength(2);
    expect(reminders.at(-1)?.text).toContain('Coloración (16:00');
    expect(body(await post({ number, text: 'sí' })).data.resultado).toBe('confirmado');
    expect((await visitRows(ids)).map((a) => a.confirmed)).toEqual([true, true]);
  });
});
