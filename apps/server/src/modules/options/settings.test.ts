import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createClient } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { startFakeWhatsapp, type FakeWhatsapp } from '@turnos/fake-whatsapp';
import { setOptions } from '../../../test/support/messaging-kit';

const TURNOS = '/wp-json/turnos/v1';
let t: TestApp;
let admin: { token: string };
let fake: FakeWhatsapp;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  fake = await startFakeWhatsapp();
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const get = async (opcion: string) =>
  body(await api(t, 'GET', 'obtener-opcion', { opcion }, admin.token));
const set = (opcion: string, valor: string) =>
  api(t, 'POST', 'actualizar-opcion', { opcion, valor }, admin.token);

function upload(bytes: Buffer, token = admin.token, field = 'file') {
  return t.call({
    method: 'POST',
    url: `${TURNOS}/subir-logo`,
    token,
    headers: { 'content-type': 'multipart/form-data; boundary=B0UND' },
    payload: Buffer.concat([
      Buffer.from(
        `--B0UND\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n--B0UND--\r\n'),
    ]),
  });
}
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);

describe('options: secrets, defaults and validation', () => {
  it('saving the masked value back keeps the secret; a new value replaces it', async () => {
    await set('turnos_wapp_auth_token', 'token-muy-secreto-1234');
    const masked = (await get('turnos_wapp_auth_token')).data as unknown as string;
    expect(masked).not.toContain('secreto');
    expect((await set('turnos_wapp_auth_token', masked)).statusCode).toBe(200);
    expect(
      await t.deps.db.query.options.findFirst({
        where: (o, { eq }) => eq(o.name, 'turnos_wapp_auth_token'),
      }),
    ).toMatchObject({ value: 'token-muy-secreto-1234' });
    expect(body(await set('turnos_wapp_auth_token', '••••99')).data.errorCode).toBe(1003);
    await set('turnos_wapp_auth_token', 'otro-token-5678');
    expect(((await get('turnos_wapp_auth_token')).data as unknown as string).endsWith('5678')).toBe(
      true,
    );
  });

  it('templates and flags read as the shipped defaults until saved', async () => {
    expect((await get('turnos_enviar_email_nuevo_turno')).data).toBe('1');
    expect((await get('turnos_enviar_wapp_nuevo_turno')).data).toBe('0');
    expect((await get('turnos_mensaje_email_nuevo_turno')).data).toContain('[Nombre]');
    expect((await get('turnos_enviar_wapp_recordatorio_turno_hora_envio')).data).toBe('18:00');
  });

  it('a shipped template (with its • bullets) can be saved back, edited or not', async () => {
    const shipped = (await get('turnos_mensaje_email_nuevo_turno')).data as unknown as string;
    expect(shipped).toContain('• Servicio:');
    const edited = shipped.replace('quedó agendado', 'está confirmado');
    expect((await set('turnos_mensaje_email_nuevo_turno', edited)).statusCode).toBe(200);
    expect((await get('turnos_mensaje_email_nuevo_turno')).data).toBe(edited);
    expect((await set('turnos_mensaje_email_nuevo_turno', shipped)).statusCode).toBe(200);
    expect((await get('turnos_mensaje_email_nuevo_turno')).data).toBe(shipped);
  });

  it('refuses values an option cannot take, with a Spanish message', async () => {
    const bad: Array<[string, string, string]> = [
      ['turnos_mp_cvu', '0000003100010000000001', 'CVU/CBU'],
      ['turnos_wapp_puerto', '70000', 'puerto'],
      ['turnos_enviar_wapp_recordatorio_turno_hora_envio', '25:00', 'hora'],
      ['turnos_enviar_email_nuevo_turno', 'si', "'0' o '1'"],
      ['turnos_enlace_iniciar_sesion', 'javascript:alert(1)', 'http'],
      ['turnos_cant_max_turnos_permitidos', '-1', 'mayor o igual a 0'],
    ];
    for (const [opcion, valor, text] of bad) {
      const res = body(await set(opcion, valor));
      expect(res.data.errorCode, opcion).toBe(1003);
      expect(res.error).toContain(text);
    }
    expect((await set('turnos_mp_cvu', '2850590940090418135201')).statusCode).toBe(200);
    expect((await set('turnos_cant_max_turnos_permitidos', '0')).statusCode).toBe(200);
  });
});

describe('logo', () => {
  it('takes PNG/JPEG/WebP by content, refuses the rest, and serves it', async () => {
    expect(body(await upload(Buffer.from('hola, no soy una imagen'))).data.errorCode).toBe(1003);
    expect((await upload(Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]))).statusCode).toBe(413);
    const client = await createClient(t);
    expect(body(await upload(PNG, client.token)).data.errorCode).toBe(1001);
    expect(body(await upload(PNG, admin.token, 'otro')).data.errorCode).toBe(1003);

    const res = await upload(WEBP);
    expect(res.statusCode).toBe(200);
    const url = body(res).data.logo_url as string;
    expect(body(await api(t, 'GET', 'obtener-logo')).data.logo_url).toBe(url);
    const img = await t.call({ method: 'GET', url });
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.rawPayload.equals(WEBP)).toBe(true);
    // multipart is accepted only by the logo route
    const elsewhere = await t.call({
      method: 'POST',
      url: `${TURNOS}/actualizar-opcion`,
      token: admin.token,
      headers: { 'content-type': 'multipart/form-data; boundary=B0UND' },
      payload: '--B0UND--\r\n',
    });
    expect(elsewhere.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('WhatsApp pairing', () => {
  it('shows the QR from the gateway and its connection state', async () => {
    expect(body(await api(t, 'GET', 'estado-wapp', {}, admin.token)).data).toMatchObject({
      conectado: false,
    });
    await setOptions(t, admin.token, {
      turnos_wapp_ip_servidor: '127.0.0.1',
      turnos_wapp_puerto: String(fake.port),
      turnos_wapp_auth_token: fake.apikey,
    });
    const qr = body(await api(t, 'GET', 'obtener-qr-wapp', {}, admin.token))
      .data as unknown as string;
    expect(Buffer.from(qr, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(body(await api(t, 'GET', 'estado-wapp', {}, admin.token)).data).toMatchObject({
      conectado: false,
      estado: 'connecting',
    });
    fake.pair();
    expect(body(await api(t, 'GET', 'estado-wapp', {}, admin.token)).data).toMatchObject({
      conectado: true,
    });
    expect(body(await api(t, 'GET', 'obtener-qr-wapp', {}, admin.token)).error).toBe(
      'WhatsApp ya está vinculado.',
    );
    await set('turnos_wapp_auth_token', 'clave-incorrecta');
    expect(body(await api(t, 'GET', 'obtener-qr-wapp', {}, admin.token)).error).toContain('token');
  });
});
