import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isReachablePhone } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';
import { api, createBranch, createProfessional } from '../../../test/catalog-factories';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
/** Phones as typed or as a client could send them: near-misses of real mobiles, and real ones. */
const phoneArb = fc.oneof(
  digits(0, 12).map((n) => `549${n}`),
  digits(8, 12).map((n) => `521${n}`),
  digits(8, 17),
);

/**
 * Issue 29.14: WhatsApp needs a real number. Every endpoint that writes a phone accepts exactly
 * the numbers WhatsApp can reach (an Argentine mobile: 549 + 10 digits) and refuses the rest with
 * the seed's message, writing nothing.
 */
describe('every phone an endpoint stores is reachable', () => {
  let t: TestApp;
  let adminToken: string;
  let clientId: number;
  let clientToken: string;
  let pb: number;
  let branchId: number;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await createUser(t, { roles: ['peluadmin'] })).token;
    const client = await createUser(t, { roles: ['cliente'] });
    clientId = client.user.id;
    clientToken = client.token;
    const branch = await createBranch(t);
    pb = (await createProfessional(t, branch.id)).link.id;
    branchId = branch.id;
  });
  afterAll(() => t.close());

  it('register, a client editing their phone, an admin creating and editing a professional', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(phoneArb, async (celular) => {
        n += 1;
        const expected = isReachablePhone(celular);
        const answers = [
          await t.call({
            method: 'POST',
            url: '/wp-json/simple-jwt-login/v1/users',
            // one address each: registration's own limit is not what this test is about
            remoteAddress: `10.29.${n}.14`,
            payload: {
              email: `tel${n}@turnos.test`,
              password: 'Segura123',
              display_name: 'Ana Teléfono',
              user_meta: { nombre: 'Ana Teléfono', celular },
            },
          }),
          await api(
            t,
            'PUT',
            'actualizar-dato-cliente',
            { ID: clientId, key_field: 'celular', value_field: celular },
            clientToken,
          ),
          await api(
            t,
            'POST',
            'crear-peluquero',
            {
              nombre: 'Pro Teléfono',
              email: `pro${n}@turnos.test`,
              celular,
              password: 'Segura123',
              sucursal_id: branchId,
            },
            adminToken,
          ),
          await api(
            t,
            'PUT',
            'actualizar-datos-peluquero',
            { id_peluquero_sucursal: pb, nombre: 'Pro Teléfono', celular, funcion: 'peluquero' },
            adminToken,
          ),
        ];
        for (const res of answers) {
          if (expected) {
            expect(res.statusCode, res.body).toBeLessThan(300);
          } else {
            expect(res.statusCode).toBe(400);
            expect(body(res).data.errorCode).toBe(1003);
            expect(body(res).error).toBe('Por favor, ingrese un número de celular válido.');
          }
        }
      }),
      { numRuns: 25, seed: 2914 },
    );
  });

  it('refuses the issue\'s "+54 297 12"', async () => {
    const res = await api(
      t,
      'PUT',
      'actualizar-dato-cliente',
      { ID: clientId, key_field: 'celular', value_field: '54929712' },
      clientToken,
    );
    expect(res.statusCode).toBe(400);
  });
});
