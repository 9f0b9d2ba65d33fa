import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { STUDIO_TZ, minutesToTime, studioInstant, timeToMinutes } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, reserveParams } from '../../../test/booking-factories';
import { createVisitStudio, reserveVisit, type VisitStudio } from '../../../test/visit-factories';
import { setOptions, withMessaging } from '../../../test/support/messaging-kit';
import { parseMail, type ReceivedMail } from '../../../test/support/smtp-sink';
import { createMailer } from '../../mail/mailer';
import { appointments, notifications } from '../../db/schema';
import { queueDueReminders } from '../../jobs/reminders';
import { expireUnpaidReservations } from '../../jobs/expire-unpaid';
import { runNotificationsOnce } from '../../jobs/notifications-worker';

// Contract §6.2 + §6.4 (ADR 0074): a visit's one e-mail carries one calendar with a VEVENT per
// appointment. The test clock starts Monday 2026-11-23 09:00 in Buenos Aires; CI runs the suite
// under TZ=UTC and TZ=Asia/Tokyo, and the times must be the studio's either way.
let t: TestApp;
let admin: { token: string };
let m: Awaited<ReturnType<typeof withMessaging>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  m = await withMessaging(t, admin.token);
  await setOptions(t, admin.token, {
    turnos_enviar_email_nuevo_turno: '1',
    turnos_enviar_email_reprogramar_turno: '1',
    turnos_enviar_email_cancelar_turno: '1',
    turnos_enviar_email_cancelar_turno_x_reserva_impaga: '1',
    turnos_enviar_wapp_nuevo_turno: '0',
    turnos_enviar_wapp_reprogramar_turno: '0',
    turnos_enviar_wapp_cancelar_turno: '0',
    turnos_enviar_wapp_cancelar_turno_x_reserva_impaga: '0',
  });
});
afterAll(async () => {
  await m.close();
  await t.close();
});

type Kind = 'color' | 'peinado' | 'corte' | 'lavado';
/** The services' lengths in 15-minute modules, as createVisitStudio makes them. */
const MODULES: Record<Kind, number> = { color: 4, peinado: 1, corte: 2, lavado: 1 };

function events(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c.type === 'VEVENT');
}
const methodOf = (text: string) => /^METHOD:(.*)$/m.exec(text)?.[1]?.trim();
/** The wall-clock form RFC 5545 writes under a TZID: 2026-11-24 10:15 → 20261124T101500. */
const wall = (fecha: string, hora: string) =>
  `${fecha.replace(/-/g, '')}T${hora.replace(':', '')}00`;

/** The one calendar of an e-mail: its text/calendar parts (inline and attached) are one file. */
function calendarOf(mail: ReceivedMail): string {
  const contents = new Set(mail.calendars.map((c) => c.content.replace(/\r\n/g, '\n').trim()));
  expect(contents.size, `one calendar in: ${mail.subject}`).toBe(1);
  const [content = ''] = [...contents];
  expect(mail.calendars[0]?.type).toContain(`method=${methodOf(content)?.toLowerCase()}`);
  return content;
}

/** The times each service of a visit must have: back to back from `hora`. */
function expectedTimes(kinds: readonly Kind[], hora: string) {
  let start = timeToMinutes(hora);
  return kinds.map((k) => {
    const from = start;
    start += MODULES[k] * 15;
    return { desde: minutesToTime(from), hasta: minutesToTime(start) };
  });
}

/**
 * Checks a visit's calendar: one VEVENT per appointment with its own UID, at the expected studio
 * times (parsed and as written), with `sequence`; returns the method.
 */
function checkVisitCalendar(
  content: string,
  ids: readonly number[],
  fecha: string,
  times: readonly { desde: string; hasta: string }[],
  sequence: number,
) {
  const list = events(content);
  expect(list).toHaveLength(ids.length);
  for (const [i, id] of ids.entries()) {
    const time = times[i];
    if (!time) throw new Error('no expected time');
    const event = list.find((e) => e.uid === `turno-${id}@turnos.test`);
    if (!event) throw new Error(`no VEVENT for turno ${id}`);
    expect(event.start.getTime()).toBe(studioInstant(fecha, time.desde).getTime());
    expect(event.end.getTime()).toBe(studioInstant(fecha, time.hasta).getTime());
    expect(Number(event.sequence)).toBe(sequence);
    expect(content).toContain(`DTSTART;TZID=${STUDIO_TZ}:${wall(fecha, time.desde)}`);
    expect(content).toContain(`DTEND;TZID=${STUDIO_TZ}:${wall(fecha, time.hasta)}`);
  }
  return methodOf(content);
}

async function bookVisit(s: VisitStudio, kinds: readonly Kind[], fecha: string, hora: string) {
  const res = await reserveVisit(
    t,
    s,
    fecha,
    hora,
    kinds.map((k) => s.links[k].id),
  );
  expect(res.statusCode, res.body).toBe(200);
  const data = body(res).data as unknown as { id_visita: number; turnos: { id_turno: number }[] };
  return { visitId: data.id_visita, ids: data.turnos.map((x) => x.id_turno) };
}

const mailsTo = (email: string, from: number) =>
  m.smtp.received.slice(from).filter((x) => x.to.includes(email));

describe("a visit's e-mails carry one calendar with a VEVENT per appointment", () => {
  it('booked, moved and cancelled: REQUEST, REQUEST with every SEQUENCE risen, CANCEL — for any visit', async () => {
    const kinds = fc.shuffledSubarray<Kind>(['color', 'peinado', 'corte', 'lavado'], {
      minLength: 2,
      maxLength: 4,
    });
    // 09:00–10:45 and 16:00–17:45: every visit (2 h at most) fits in the morning or the afternoon
    const start = (first: number) =>
      fc.integer({ min: 0, max: 7 }).map((q) => minutesToTime(first + q * 15));
    const fecha = fc.constantFrom('2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27');
    await fc.assert(
      fc.asyncProperty(
        kinds,
        fecha,
        start(9 * 60),
        fecha,
        start(16 * 60),
        async (visitKinds, fecha1, hora1, fecha2, hora2) => {
          t.clock.set('2026-11-23T12:00:00Z');
          const s = await createVisitStudio(t);
          await m.run();
          const from = m.smtp.received.length;
          const { visitId, ids } = await bookVisit(s, visitKinds, fecha1, hora1);
          const moved = await api(
            t,
            'POST',
            'reprogramar-visita',
            { id_visita: visitId, fecha_nueva: fecha2, hora: hora2 },
            s.client.token,
          );
          expect(moved.statusCode, moved.body).toBe(200);
          const cancelled = await api(
            t,
            'DELETE',
            'cancelar-visita',
            { id_visita: visitId },
            s.client.token,
          );
          expect(cancelled.statusCode, cancelled.body).toBe(200);
          await m.run();
          const mails = mailsTo(s.client.user.email, from);
          // one e-mail per change, not one per service
          expect(mails).toHaveLength(3);
          const bySubject = (word: string) => {
            const found = mails.filter((x) => x.subject.includes(word));
            expect(found, word).toHaveLength(1);
            return found[0] as ReceivedMail;
          };
          const booked = bySubject('agendado');
          expect(
            checkVisitCalendar(
              calendarOf(booked),
              ids,
              fecha1,
              expectedTimes(visitKinds, hora1),
              0,
            ),
          ).toBe('REQUEST');
          expect(booked.raw).toContain(`visita-${visitId}.ics`);
          const times2 = expectedTimes(visitKinds, hora2);
          expect(
            checkVisitCalendar(calendarOf(bySubject('reprogramamos')), ids, fecha2, times2, 1),
          ).toBe('REQUEST');
          const cancel = calendarOf(bySubject('cancelado'));
          expect(checkVisitCalendar(cancel, ids, fecha2, times2, 2)).toBe('CANCEL');
          expect(events(cancel).every((e) => e.status === 'CANCELLED')).toBe(true);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('an unpaid visit released on expiry: one CANCEL with every appointment, each SEQUENCE risen', async () => {
    t.clock.set('2026-11-23T12:00:00Z');
    const s = await createVisitStudio(t, {
      lucia: {
        depositType: 3,
        depositValue: '30.00',
        expiryHours: 24,
      },
      martin: {
        depositType: 2,
        depositValue: '1000.00',
        expiryHours: 24,
      },
    });
    await m.run();
    const from = m.smtp.received.length;
    const kinds: Kind[] = ['lavado', 'color', 'corte'];
    const { ids } = await bookVisit(s, kinds, '2026-11-25', '10:00');
    await t.db
      .update(appointments)
      .set({ expiresAt: new Date('2000-01-01T00:00:00Z') })
      .where(inArray(appointments.id, ids));
    await expireUnpaidReservations(t.deps);
    await m.run();
    const mails = mailsTo(s.client.user.email, from);
    expect(mails).toHaveLength(2);
    const released = mails.filter((x) => x.subject.includes('falta de pago'));
    expect(released).toHaveLength(1);
    const content = calendarOf(released[0] as ReceivedMail);
    expect(checkVisitCalendar(content, ids, '2026-11-25', expectedTimes(kinds, '10:00'), 1)).toBe(
      'CANCEL',
    );
    const rows = await t.db.select().from(appointments).where(inArray(appointments.id, ids));
    expect(rows.map((r) => r.sequence)).toEqual([1, 1, 1]);
  });

  it("the e-mail reminder of a visit carries the visit's calendar; a single appointment's its own", async () => {
    await setOptions(t, (await createAdmin(t)).token, {
      turnos_enviar_email_recordatorio_turno: '1',
      turnos_enviar_wapp_recordatorio_turno: '0',
      turnos_enviar_wapp_recordatorio_turno_hora_envio: '18:00',
    });
    t.clock.set('2026-11-24T12:00:00Z');
    const s = await createVisitStudio(t);
    const single = await createStudio(t);
    const kinds: Kind[] = ['corte', 'color'];
    const { visitId, ids } = await bookVisit(s, kinds, '2026-11-25', '16:30');
    const res = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(single, '2026-11-25', '10:00'),
      single.client.token,
    );
    const singleId = body(res).data.id_turno as number;
    await m.run();
    const from = m.smtp.received.length;
    t.clock.set('2026-11-24T21:00:00Z'); // 18:00 the day before
    await queueDueReminders(t.deps);
    await m.run();
    const [reminder, ...more] = mailsTo(s.client.user.email, from);
    expect(more).toHaveLength(0);
    if (!reminder) throw new Error('no reminder e-mail');
    expect(reminder.raw).toContain(`visita-${visitId}.ics`);
    expect(
      checkVisitCalendar(calendarOf(reminder), ids, '2026-11-25', expectedTimes(kinds, '16:30'), 0),
    ).toBe('REQUEST');
    const [own] = mailsTo(single.client.user.email, from);
    if (!own) throw new Error('no reminder e-mail');
    const list = events(calendarOf(own));
    expect(list.map((e) => e.uid)).toEqual([`turno-${singleId}@turnos.test`]);
    // the clock moved past the first admin's session
    await setOptions(t, (await createAdmin(t)).token, {
      turnos_enviar_email_recordatorio_turno: '0',
    });
  });

  it('the worker delivers it through the outbox mailer too (no SMTP_URL)', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'turnos-visit-ics-'));
    const smtpMailer = t.deps.mailer;
    try {
      t.clock.set('2026-11-23T12:00:00Z');
      const s = await createVisitStudio(t);
      await m.run();
      t.deps.mailer = createMailer({
        smtpUrl: undefined,
        from: t.config.mailFrom,
        outboxDir: dir,
        log: t.deps.log,
      });
      const kinds: Kind[] = ['color', 'lavado', 'peinado', 'corte'];
      const { visitId, ids } = await bookVisit(s, kinds, '2026-11-26', '09:30');
      await runNotificationsOnce(t.deps);
      const files = await fs.readdir(dir);
      const mails = await Promise.all(
        files.map(async (f) => parseMail(await fs.readFile(path.join(dir, f), 'utf8'), [])),
      );
      const mine = mails.filter((x) => x.raw.includes(`visita-${visitId}.ics`));
      expect(mine).toHaveLength(1);
      expect(
        checkVisitCalendar(
          calendarOf(mine[0] as ReceivedMail),
          ids,
          '2026-11-26',
          expectedTimes(kinds, '09:30'),
          0,
        ),
      ).toBe('REQUEST');
      const queued = await t.db
        .select({ status: notifications.status })
        .from(notifications)
        .where(eq(notifications.appointmentId, Math.min(...ids)));
      expect(queued.map((q) => q.status)).toEqual(['enviado']);
    } finally {
      t.deps.mailer = smtpMailer;
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
