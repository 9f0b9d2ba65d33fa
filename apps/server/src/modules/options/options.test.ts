import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createClient } from '../../../test/factories';

const TURNOS = '/wp-json/turnos/v1';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (opcion: string, token?: string) =>
  t.call({ method: 'GET', url: `${TURNOS}/obtener-opcion?opcion=${opcion}`, token });
const set = (opcion: string, valor: string, token?: string) =>
  t.call({ method: 'POST', url: `${TURNOS}/actualizar-opcion`, token, payload: { opcion, valor } });

describe('options', () => {
  it('the site name and the active limit are public; the rest is for admins', async () => {
    const admin = await createAdmin(t);
    const client = await createClient(t);
    expect((await set('turnos_nombre_sitio', 'Peluquería Sol', admin.token)).statusCode).toBe(200);
    expect(body(await get('turnos_nombre_sitio')).data).toBe('Peluquería Sol');
    expect(body(await get('turnos_cant_max_turnos_permitidos')).data).toBe('');
    expect(body(await get('turnos_mp_cvu')).data.errorCode).toBe(53);
    expect(body(await get('turnos_mp_cvu', client.token)).data.errorCode).toBe(1001);
    expect(body(await set('turnos_nombre_sitio', 'Otro', client.token)).data.errorCode).toBe(1001);
    expect(body(await get('turnos_nombre_sitio')).data).toBe('Peluquería Sol');
  });

  it('secrets come back masked, and unknown names are refused', async () => {
    const admin = await createAdmin(t);
    await set('turnos_mp_access_token', 'APP_USR-1234567890-secreto-abcd', admin.token);
    const masked = body(await get('turnos_mp_access_token', admin.token)).data as unknown as string;
    expect(masked).not.toContain('secreto');
    expect(masked.endsWith('abcd')).toBe(true);
    expect(body(await set('no_existe', 'x', admin.token)).data.errorCode).toBe(1003);
  });

  it('without a logo says so', async () => {
    const res = await t.call({ method: 'GET', url: `${TURNOS}/obtener-logo` });
    expect(body(res)).toMatchObject({ success: false, error: 'No hay logo seleccionado' });
  });
});
