import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTAGRAM_CONTACT_ERROR, WHATSAPP_CONTACT_ERROR } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import { api, createCast } from '../../../test/catalog-factories';

/**
 * The studio's contact on the home page (ADR 0091): options `turnos_contacto_whatsapp` and
 * `turnos_contacto_instagram`, read by anyone (visitors included), written by admins only, and
 * only as a number wa.me can open or an Instagram account.
 */
let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

const CONTACT = ['turnos_contacto_whatsapp', 'turnos_contacto_instagram'] as const;
const read = (opcion: string, token?: string) => api(t, 'GET', 'obtener-opcion', { opcion }, token);
const write = (opcion: string, valor: string, token?: string) =>
  api(t, 'POST', 'actualizar-opcion', { opcion, valor }, token);

describe('contact options', () => {
  it('unset, they read as empty (the home page then shows no link)', async () => {
    for (const opcion of CONTACT) {
      const res = await read(opcion);
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toBe('');
    }
  });

  it('every role reads them, a visitor too; only an admin writes them', async () => {
    expect(
      (await write('turnos_contacto_whatsapp', '+54 9 297 412-3456', cast.admin.token)).statusCode,
    ).toBe(200);
    expect(
      (await write('turnos_contacto_instagram', '@peluqueria.sol', cast.admin.token)).statusCode,
    ).toBe(200);
    const readers = [undefined, cast.client.token, cast.owner.token, cast.admin.token];
    for (const token of readers) {
      expect(body(await read('turnos_contacto_whatsapp', token)).data).toBe('+54 9 297 412-3456');
      expect(body(await read('turnos_contacto_instagram', token)).data).toBe('@peluqueria.sol');
    }
    for (const opcion of CONTACT) {
      expect(body(await write(opcion, '', undefined)).data.errorCode).toBe(53);
      expect(body(await write(opcion, '', cast.client.token)).data.errorCode).toBe(1001);
      expect(body(await write(opcion, '', cast.owner.token)).data.errorCode).toBe(1001);
    }
    expect(body(await read('turnos_contacto_whatsapp')).data).toBe('+54 9 297 412-3456');
  });

  it('a value that is no number or account is refused in Spanish and the old one stays', async () => {
    await write('turnos_contacto_whatsapp', '5492974123456', cast.admin.token);
    await write('turnos_contacto_instagram', 'peluqueria.sol', cast.admin.token);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '297 412 3456 ext',
          '123',
          '+54 9 297 412 3456 789 012',
          'javascript:alert(1)',
          '<script>alert(1)</script>',
          '0297 15 412 3456',
        ),
        fc.constantFrom(
          'mi peluquería',
          'https://evil.example/instagram.com/x',
          '"><img src=x onerror=alert(1)>',
          'a..b',
          'x'.repeat(31),
        ),
        async (badNumber, badAccount) => {
          const a = await write('turnos_contacto_whatsapp', badNumber, cast.admin.token);
          expect(a.statusCode).toBe(400);
          expect(body(a)).toMatchObject({ success: false, error: WHATSAPP_CONTACT_ERROR });
          const b = await write('turnos_contacto_instagram', badAccount, cast.admin.token);
          expect(b.statusCode).toBe(400);
          expect(body(b)).toMatchObject({ success: false, error: INSTAGRAM_CONTACT_ERROR });
        },
      ),
      { numRuns: 12 },
    );
    expect(body(await read('turnos_contacto_whatsapp')).data).toBe('5492974123456');
    expect(body(await read('turnos_contacto_instagram')).data).toBe('peluqueria.sol');
  });

  it('empty clears them', async () => {
    for (const opcion of CONTACT) {
      expect((await write(opcion, '', cast.admin.token)).statusCode).toBe(200);
      expect(body(await read(opcion)).data).toBe('');
    }
  });
});
