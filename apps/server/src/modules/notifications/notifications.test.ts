import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createUser } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import { notifications } from '../../db/schema';
import { setOptions, withMessaging } from '../../../test/support/messaging-kit';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires
let t: TestApp;
let admin: { token: string };
let m: Awaited<ReturnType<typeof withMessaging>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  m = await withMessaging(t, admin.token);
});
afterAll(async () => {
  await m.close();
  await t.close();
});
beforeEach(async () => {
  t.clock.set('2026-11-23T12:00:00Z');
  m.smtp.received.length = 0;
  m.wapp.messages.length = 0;
  m.wapp.setOutage(false);
  await t.db.delete(notifications);
  await setOptions(t, admin.token, {
    turnos_nombre_sitio: 'Peluquería Sol & Luna',
    turnos_enviar_email_nuevo_turno: '1',
    turnos_enviar_wapp_nuevo_turno: '1',
  });
});

async function book(s: Studio, fecha = '2026-11-24', hora = '10:00') {
  const res = await api(t, 'POST', 'reservar-turno', reserveParams(s, fecha, hora), s.client.token);
  expect(res.statusCode).toBe(200);
  return body(res).data.id_turno as number;
}
const rows = () => t.db.select().from(notifications).orderBy(notifications.id);

describe('appointment events', () => {
  it('a booking sends the e-mail and the WhatsApp with every placeholder filled and escaped', async () => {
    const s = await createStudio(t);
    const evil = await createUser(t, {
      nombre: '<script>alert(1)</script>',
      celular: '5492974001122',
    });
    await setOptions(t, admin.token, {
      turnos_mensaje_email_nuevo_turno:
        '[Logo]Hola [Nombre]: [Servicio] con [Profesional] en [Sucursal], [Fecha] [Hora]. [Nombre del sitio] [Enlace para iniciar sesión]',
      turnos_mensaje_wapp_nuevo_turno: 'Hola [Nombre], [Fecha] [Hora] [Servicio] [Sucursal] [Logo]',
    });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await t.call({
      method: 'POST',
      url: '/wp-json/turnos/v1/subir-logo',
      token: admin.token,
      headers: { 'content-type': 'multipart/form-data; boundary=XX' },
      payload: Buffer.concat([
        Buffer.from(
          '--XX\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        png,
        Buffer.from('\r\n--XX--\r\n'),
      ]),
    });
    const id = await book({ ...s, client: evil });
    expect(await rows()).toHaveLength(2);
    await m.run();

    expect(m.smtp.received).toHaveLength(1);
    const mail = m.smtp.received[0]!;
    expect(mail.to).toEqual([evil.user.email]);
    expect(mail.subject).toBe('Peluquería Sol & Luna: tu turno quedó agendado');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hola &lt;script&gt;alert(1)&lt;/script&gt;: Color con');
    expect(mail.html).toContain('24/11/2026 10:00. Peluquería Sol &amp; Luna');
    expect(mail.html).toMatch(/<img src="http:\/\/turnos\.test\/wp-json\/turnos\/v1\/logo\?v=\d+"/);
    expect(mail.html).toContain('<a href="http://turnos.test/login">http://turnos.test/login</a>');
    expect(mail.text).toContain('Hola <script>alert(1)</script>: Color con');
    expect(mail.text).not.toContain('[Logo]');

    expect(m.wapp.messages).toEqual([
      expect.objectContaining({
        number: '5492974001122',
        text: `Hola <script>alert(1)</script>, 24/11/2026 10:00 Color ${s.branch.name}`,
      }),
    ]);
    const sent = await rows();
    expect(sent.map((r) => [r.channel, r.status, r.dedupeKey])).toEqual([
      ['email', 'enviado', `nuevo_turno:${id}:email:1`],
      ['wapp', 'enviado', `nuevo_turno:${id}:wapp:1`],
    ]);
    await m.run();
    expect(m.smtp.received).toHaveLength(1);
    expect(m.wapp.messages).toHaveLength(1);
  });

  it('cancel and reschedule send their own templates; flags off send nothing', async () => {
    const s = await createStudio(t);
    await setOptions(t, admin.token, {
      turnos_enviar_email_nuevo_turno: '0',
      turnos_enviar_wapp_nuevo_turno: '0',
      turnos_enviar_wapp_reprogramar_turno: '1',
      turnos_mensaje_wapp_reprogramar_turno: 'Nuevo horario: [Fecha] [Hora]',
    });
    const id = await book(s);
    expect(await rows()).toHaveLength(0);
    const moved = await api(
      t,
      'POST',
      'reprogramar-turno',
      { id_turno: id, fecha_nueva: '2026-11-25', hora: '16:00' },
      s.client.token,
    );
    expect(moved.statusCode).toBe(200);
    await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, s.client.token);
    await m.run();
    expect(m.smtp.received.map((x) => x.subject)).toEqual([
      'Peluquería Sol & Luna: reprogramamos tu turno',
      'Peluquería Sol & Luna: tu turno fue cancelado',
    ]);
    expect(m.smtp.received[1]!.text).toContain('del 25/11/2026 a las 16:00 fue cancelado');
    expect(m.wapp.messages.map((x) => x.text)).toEqual(['Nuevo horario: 25/11/2026 16:00']);

    await t.db.delete(notifications);
    await setOptions(t, admin.token, {
      turnos_enviar_email_reprogramar_turno: '0',
      turnos_enviar_wapp_reprogramar_turno: '0',
      turnos_enviar_email_cancelar_turno: '0',
    });
    const other = await book(s, '2026-11-26');
    await api(
      t,
      'POST',
      'reprogramar-turno',
      { id_turno: other, fecha_nueva: '2026-11-27', hora: '16:00' },
      s.client.token,
    );
    await api(t, 'DELETE', 'cancelar-turno', { id_turno: other }, s.client.token);
    expect(await rows()).toHaveLength(0);
    await setOptions(t, admin.token, { turnos_enviar_email_cancelar_turno: '1' });
  });

  it('a gateway outage is retried with back-off, then shown as failed', async () => {
    const s = await createStudio(t);
    await setOptions(t, admin.token, { turnos_enviar_email_nuevo_turno: '0' });
    m.wapp.setOutage(true);
    await book(s);
    const attempts: number[] = [];
    for (const minutes of [0, 1, 5, 15, 60]) {
      t.clock.advance(minutes * 60_000);
      await m.run();
      attempts.push((await rows())[0]!.attempts);
    }
    expect(attempts).toEqual([1, 2, 3, 4, 5]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'fallido' });
    expect(row!.lastError).toContain('503');

    const list = body(await api(t, 'GET', 'obtener-notificaciones', {}, admin.token)).data;
    expect(list.notificaciones).toEqual([
      expect.objectContaining({
        evento: 'nuevo_turno',
        canal: 'wapp',
        estado: 'fallido',
        intentos: 5,
      }),
    ]);
    expect((await api(t, 'GET', 'obtener-notificaciones', {}, s.client.token)).statusCode).toBe(
      403,
    );
  });

  it('a retry that succeeds is sent once; a number without WhatsApp fails at once', async () => {
    const s = await createStudio(t);
    await setOptions(t, admin.token, { turnos_enviar_email_nuevo_turno: '0' });
    m.wapp.setOutage(true);
    await book(s);
    await m.run();
    m.wapp.setOutage(false);
    await m.run(); // not due yet
    expect(m.wapp.messages).toHaveLength(0);
    t.clock.advance(60_000);
    await m.run();
    expect(m.wapp.messages).toHaveLength(1);

    const nowa = await createUser(t, { celular: '5492970000000' });
    await book({ ...s, client: nowa }, '2026-11-24', '11:00');
    await m.run();
    const last = (await rows()).at(-1)!;
    expect(last).toMatchObject({ status: 'fallido', attempts: 1 });
    expect(last.lastError).toContain('no tiene WhatsApp');
  });

  it('a booking never fails because of messaging', async () => {
    const s = await createStudio(t);
    await setOptions(t, admin.token, { turnos_wapp_puerto: '1' });
    await book(s);
    await m.run();
    const [, wapp] = await rows();
    expect(wapp).toMatchObject({ status: 'pendiente', attempts: 1 });
    await setOptions(t, admin.token, { turnos_wapp_puerto: String(m.wapp.port) });
  });
});

describe('nuevo_usuario', () => {
  it('the validation e-mail goes through the queue with a working link', async () => {
    await setOptions(t, admin.token, {
      turnos_mensaje_email_nuevo_usuario: 'Bienvenida [Nombre] a [Nombre del sitio]',
    });
    const res = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/users',
      payload: {
        email: 'nueva@example.com',
        password: 'Segura123',
        display_name: 'Ana <b>',
        user_meta: { celular: '5492974001122', nombre: 'Ana <b>' },
      },
    });
    expect(res.statusCode).toBe(200);
    const mail = m.smtp.received.find((x) => x.to.includes('nueva@example.com'));
    expect(mail?.html).toContain('Bienvenida Ana &lt;b&gt; a Peluquería Sol &amp; Luna');
    const token = /mail-validation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const ok = await api(t, 'POST', 'validar-new-cliente', { token });
    expect(body(ok).success).toBe(true);
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipient, 'nueva@example.com'));
    expect(row?.status).toBe('enviado');
  });
});
