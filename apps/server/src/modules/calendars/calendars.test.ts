import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { studioInstant } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createUser } from '../../../test/factories';
import { api, createAppointment, createProfessional } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import { withMessaging, setOptions } from '../../../test/support/messaging-kit';
import { professionalBranches } from '../../db/schema';
import { TURNOS } from '../../http/route';

// Contract §6.4 through HTTP on a real database. The test clock starts Monday 2026-11-23 09:00 in
// Buenos Aires; the calendar times must be the studio's whatever TZ this process runs under
// (CI runs the suite under TZ=UTC and TZ=Asia/Tokyo).
let t: TestApp;
let s: Studio;
let admin: { token: string };
let m: Awaited<ReturnType<typeof withMessaging>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  m = await withMessaging(t, admin.token);
  s = await createStudio(t);
});
afterAll(async () => {
  await m.close();
  await t.close();
});

function events(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c.type === 'VEVENT');
}
function only(text: string): VEvent {
  const list = events(text);
  expect(list).toHaveLength(1);
  const [event] = list;
  if (!event) throw new Error('no VEVENT');
  return event;
}
const methodOf = (text: string) => /^METHOD:(.*)$/m.exec(text)?.[1]?.trim();

async function book(fecha: string, hora: string) {
  const res = await api(t, 'POST', 'reservar-turno', reserveParams(s, fecha, hora), s.client.token);
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data.id_turno as number;
}
const ics = (id: number, token?: string) =>
  t.call({ method: 'GET', url: `${TURNOS}/turno-ics?id_turno=${id}`, token });

describe('turno-ics', () => {
  it('answers the own client and the staff, refuses another client (1001) and visitors', async () => {
    const id = await book('2026-11-24', '10:00');
    const own = await ics(id, s.client.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^text\/calendar/);
    expect(own.headers['content-disposition']).toContain(`turno-${id}.ics`);
    expect((await ics(id, s.pro.token)).statusCode).toBe(200);
    expect((await ics(id, admin.token)).statusCode).toBe(200);
    const stranger = await createUser(t, { roles: ['cliente'] });
    const other = await ics(id, stranger.token);
    expect(other.statusCode).toBe(403);
    expect(body(other).data.errorCode).toBe(1001);
    const otherPro = await createProfessional(t, s.branch.id);
    expect(body(await ics(id, otherPro.token)).data.errorCode).toBe(1001);
    expect(body(await ics(id)).data.errorCode).toBe(53);
    expect(body(await ics(999999, admin.token)).data.errorCode).toBe(1002);
  });

  it('one VEVENT in the studio zone with its VTIMEZONE, the branch address, a stable UID and a rising SEQUENCE', async () => {
    const id = await book('2026-11-25', '10:00');
    const first = (await ics(id, s.client.token)).body;
    expect(first).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Argentina/Buenos_Aires');
    expect(first).toContain('DTSTART;TZID=America/Argentina/Buenos_Aires:20261125T100000');
    // the service is 4 modules: 10:00–11:00
    expect(first).toContain('DTEND;TZID=America/Argentina/Buenos_Aires:20261125T110000');
    const e1 = only(first);
    expect(e1.uid).toBe(`turno-${id}@turnos.test`);
    expect(Number(e1.sequence)).toBe(0);
    expect(e1.start.getTime()).toBe(studioInstant('2026-11-25', '10:00').getTime());
    expect(e1.end.getTime()).toBe(studioInstant('2026-11-25', '11:00').getTime());
    expect(e1.location).toBe(s.branch.address);
    expect(String(e1.summary)).toContain('Color');

    const moved = await api(
      t,
      'POST',
      'reprogramar-turno',
      { id_turno: id, fecha_nueva: '2026-11-26', hora: '16:30' },
      s.client.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const e2 = only((await ics(id, s.client.token)).body);
    expect(e2.uid).toBe(e1.uid);
    expect(Number(e2.sequence)).toBe(1);
    expect(e2.start.getTime()).toBe(studioInstant('2026-11-26', '16:30').getTime());

    await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, s.client.token);
    const e3 = only((await ics(id, s.client.token)).body);
    expect(e3.uid).toBe(e1.uid);
    expect(Number(e3.sequence)).toBe(2);
    expect(e3.status).toBe('CANCELLED');
  });
});

describe('e-mails carry the invitation', () => {
  it('nuevo_turno and reprogramar_turno REQUEST, cancelar_turno CANCEL, with the SEQUENCE rising', async () => {
    await setOptions(t, admin.token, {
      turnos_enviar_email_nuevo_turno: '1',
      turnos_enviar_email_reprogramar_turno: '1',
      turnos_enviar_email_cancelar_turno: '1',
    });
    await m.run();
    const before = m.smtp.received.length;
    const id = await book('2026-11-27', '10:00');
    await api(
      t,
      'POST',
      'reprogramar-turno',
      { id_turno: id, fecha_nueva: '2026-11-27', hora: '11:00' },
      s.client.token,
    );
    await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, s.client.token);
    await m.run();
    const mails = m.smtp.received.slice(before);
    expect(mails).toHaveLength(3);
    const seen = mails.map((mail) => {
      const part = mail.calendars[0];
      if (!part) throw new Error(`no text/calendar part in: ${mail.subject}`);
      expect(part.type).toContain(`method=${methodOf(part.content)?.toLowerCase()}`);
      const event = only(part.content);
      expect(event.uid).toBe(`turno-${id}@turnos.test`);
      expect(event.location).toBe(s.branch.address);
      return {
        subject: mail.subject,
        method: methodOf(part.content),
        sequence: Number(event.sequence),
        start: event.start.getTime(),
      };
    });
    // the worker sends them in any order: by SEQUENCE they are the booking, the move, the cancel
    seen.sort((a, b) => a.sequence - b.sequence);
    expect(seen).toEqual([
      {
        subject: expect.stringContaining('agendado'),
        method: 'REQUEST',
        sequence: 0,
        start: studioInstant('2026-11-27', '10:00').getTime(),
      },
      {
        subject: expect.stringContaining('reprogramamos'),
        method: 'REQUEST',
        sequence: 1,
        start: studioInstant('2026-11-27', '11:00').getTime(),
      },
      {
        subject: expect.stringContaining('cancelado'),
        method: 'CANCEL',
        sequence: 2,
        start: studioInstant('2026-11-27', '11:00').getTime(),
      },
    ]);
    // the client is the attendee, the studio the organizer (RFC 5546)
    for (const mail of mails) {
      expect(mail.calendars[0]?.content).toMatch(/ATTENDEE[^\r\n]*:MAILTO:/i);
      expect(mail.calendars[0]?.content).toMatch(/ORGANIZER[^\r\n]*:mailto:/i);
    }
  });
});

describe('calendario-profesional and regenerar-token-calendario', () => {
  const feed = (token: string) =>
    t.call({
      method: 'GET',
      url: `${TURNOS}/calendario-profesional?token=${encodeURIComponent(token)}`,
    });
  const regenerate = (pbId: number, token: string) =>
    api(t, 'POST', 'regenerar-token-calendario', { id_peluquero_sucursal: pbId }, token);

  it('serves the row’s appointments from 30 days back to 180 ahead to its secret only', async () => {
    const studio = await createStudio(t);
    const inside = await createAppointment(t, {
      link: studio.pro.link,
      clientId: studio.client.user.id,
      service: studio.service,
      professionalServiceId: studio.link.id,
      fecha: '2026-12-10',
      hora: '10:00',
    });
    const past = await createAppointment(t, {
      link: studio.pro.link,
      clientId: studio.client.user.id,
      service: studio.service,
      professionalServiceId: studio.link.id,
      fecha: '2026-10-30',
      hora: '10:00',
    });
    const tooOld = await createAppointment(t, {
      link: studio.pro.link,
      clientId: studio.client.user.id,
      service: studio.service,
      professionalServiceId: studio.link.id,
      fecha: '2026-10-20',
      hora: '10:00',
    });
    const tooFar = await createAppointment(t, {
      link: studio.pro.link,
      clientId: studio.client.user.id,
      service: studio.service,
      professionalServiceId: studio.link.id,
      fecha: '2027-06-01',
      hora: '10:00',
    });

    // nobody has a feed until a secret is made
    expect((await feed('x'.repeat(43))).statusCode).toBe(404);

    const res = await regenerate(studio.pbId, studio.pro.token);
    expect(res.statusCode).toBe(200);
    const token = body(res).data.token as string;
    expect(token.length).toBeGreaterThanOrEqual(32);
    // only its SHA-256 is stored
    const [row] = await t.db
      .select({ hash: professionalBranches.calendarTokenHash })
      .from(professionalBranches)
      .where(eq(professionalBranches.id, studio.pbId));
    expect(row?.hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row?.hash).not.toContain(token);

    const good = await feed(token);
    expect(good.statusCode).toBe(200);
    expect(good.headers['content-type']).toMatch(/^text\/calendar/);
    const uids = events(good.body).map((e) => e.uid);
    expect(uids.sort()).toEqual(
      [`turno-${inside.id}@turnos.test`, `turno-${past.id}@turnos.test`].sort(),
    );
    expect(uids).not.toContain(`turno-${tooOld.id}@turnos.test`);
    expect(uids).not.toContain(`turno-${tooFar.id}@turnos.test`);
    expect(methodOf(good.body)).toBe('PUBLISH');

    const wrong = await feed(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(wrong.statusCode).toBe(404);
    expect(body(wrong).data.errorCode).toBe(1002);

    // regenerated: the old secret stops working, the new one works; an admin may do it too
    const again = body(await regenerate(studio.pbId, admin.token)).data.token as string;
    expect(again).not.toBe(token);
    expect((await feed(token)).statusCode).toBe(404);
    expect((await feed(again)).statusCode).toBe(200);
  });

  it('a professional only for their own rows; clients and visitors never', async () => {
    const studio = await createStudio(t);
    const other = await createProfessional(t, studio.branch.id);
    expect(body(await regenerate(studio.pbId, other.token)).data.errorCode).toBe(1001);
    expect(body(await regenerate(studio.pbId, studio.client.token)).data.errorCode).toBe(1001);
    const anon = await t.call({
      method: 'POST',
      url: `${TURNOS}/regenerar-token-calendario`,
      payload: { id_peluquero_sucursal: studio.pbId },
    });
    expect(body(anon).data.errorCode).toBe(53);
    expect(body(await regenerate(999999, admin.token)).data.errorCode).toBe(1002);
    const [row] = await t.db
      .select({ hash: professionalBranches.calendarTokenHash })
      .from(professionalBranches)
      .where(eq(professionalBranches.id, studio.pbId));
    expect(row?.hash).toBeNull();
  });
});
