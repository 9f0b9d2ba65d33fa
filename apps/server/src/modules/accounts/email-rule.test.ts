import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  emailError,
  emailFormSchema,
  loginSchema,
  registerFormSchema,
} from '@turnos/domain';
import { emailLike, recased } from '@turnos/domain/testing/email-addresses';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin } from '../../../test/factories';
import { api, createBranch } from '../../../test/catalog-factories';
import { loadConfig } from '../../config/env';
import { ensureFirstAdmin } from '../../seed/first-admin';
import { users } from '../../db/schema';

/**
 * ADR 0050: one e-mail rule. For any address, the web's form schemas, every endpoint that reads
 * an address and ADMIN_EMAIL at boot give the same verdict (and the same Spanish message); an
 * admin the server creates from ADMIN_EMAIL can log in through the API and the login form.
 */
const AUTH = '/wp-json/simple-jwt-login/v1';
const PASSWORD = 'Segura123';
const runs = process.env.TEST_DB === 'postgres' ? 40 : 60;

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let branchId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  branchId = (await createBranch(t)).id;
});
afterAll(() => t?.close());

let ip = 0;
/** every call from its own address: the per-address limits are not what is tested here */
const nextIp = () => {
  ip += 1;
  return `10.77.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`;
};
const call = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.call({ method, url, payload, remoteAddress: nextIp() });

/** Each reader of an address: whether it took `email` (false: it answered the rule's 1003). */
const readers: Record<string, (email: string) => Promise<{ accepted: boolean; detail: string }>> = {
  async login(email) {
    const res = await call('POST', `${AUTH}/auth`, { email, password: 'Otra-clave-1' });
    return verdict(res, email, [ErrorCode.wrongCredentials]);
  },
  async register(email) {
    const res = await call('POST', `${AUTH}/users`, {
      email,
      password: PASSWORD,
      display_name: 'Lucía Pérez',
      user_meta: { celular: '5492974001122', nombre: 'Lucía Pérez' },
    });
    return verdict(res, email, [ErrorCode.emailExists], true);
  },
  async askResetCode(email) {
    return verdict(await call('POST', `${AUTH}/user/reset_password`, { email }), email, [], true);
  },
  async resetWithCode(email) {
    const res = await call('PUT', `${AUTH}/user/reset_password`, {
      email,
      new_password: PASSWORD,
      code: '00000000',
    });
    return verdict(res, email, [ErrorCode.badResetCode]);
  },
  async resendValidation(email) {
    const res = await call('POST', '/wp-json/turnos/v1/reenviar-email-validacion', { email });
    return verdict(res, email, [], true);
  },
  async createProfessional(email) {
    const res = await api(
      t,
      'POST',
      'crear-peluquero',
      {
        nombre: 'Sofía Romero',
        email,
        celular: '5492974001122',
        password: PASSWORD,
        sucursal_id: branchId,
      },
      await t.deps.jwt.sign(admin.user),
    );
    // an existing client's address or an already linked professional is refused for that reason
    const taken = [
      'Ya existe una cuenta registrada con este email.',
      'El profesional ya está asignado a esa sucursal.',
    ];
    if (res.statusCode === 400 && taken.includes(String(body(res).data.message))) {
      return { accepted: true, detail: 'taken' };
    }
    return verdict(res, email, [], true);
  },
  async siteEmailOption(email) {
    const res = await api(
      t,
      'POST',
      'actualizar-opcion',
      { opcion: 'turnos_email_sitio', valor: email },
      await t.deps.jwt.sign(admin.user),
    );
    return verdict(res, email, [], true);
  },
};

function verdict(
  res: { statusCode: number; json(): unknown },
  email: string,
  acceptedCodes: number[],
  okMeansAccepted = false,
) {
  const b = body(res);
  const detail = `${res.statusCode} ${JSON.stringify(b.data)}`;
  if (res.statusCode === 200 && okMeansAccepted) return { accepted: true, detail };
  const code = b.data?.errorCode;
  if (code === ErrorCode.invalidInput && b.data.message === emailError(email)) {
    return { accepted: false, detail };
  }
  if (code !== undefined && acceptedCodes.includes(code)) return { accepted: true, detail };
  throw new Error(`unexpected answer for ${JSON.stringify(email)}: ${detail}`);
}

const bootAccepts = (email: string) => {
  try {
    loadConfig({ ADMIN_EMAIL: email, DATA_DIR: '/tmp/turnos-test-unused' });
    return true;
  } catch {
    return false;
  }
};

describe('one e-mail rule (ADR 0050)', () => {
  it(
    'web schemas, every endpoint that reads an address and ADMIN_EMAIL at boot agree',
    { timeout: 240_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(emailLike, async (email) => {
          // the clock moves a quarter of an hour per case: the per-address login limit resets
          t.clock.advance(16 * 60_000);
          const expected = emailError(email);
          const web = {
            loginForm: loginSchema.safeParse({ email, password: PASSWORD }).success,
            emailForms: emailFormSchema.safeParse({ email }).success,
            registerForm: registerFormSchema.safeParse({
              nombre: 'Lucía Pérez',
              email,
              telefono: { pais: '54', area: '297', numero: '4001122' },
              password: PASSWORD,
              confirmacion: PASSWORD,
            }).success,
          };
          const server: Record<string, boolean> = {};
          for (const [name, read] of Object.entries(readers)) {
            server[name] = (await read(email)).accepted;
          }
          // the site's e-mail option and ADMIN_EMAIL may be left empty ("none" / the default admin)
          const emptyIsNone = email === '';
          const all = { ...web, ...server, adminEmailAtBoot: bootAccepts(email) };
          const want = Object.fromEntries(
            Object.keys(all).map((k) => [
              k,
              expected === null ||
                (emptyIsNone && (k === 'siteEmailOption' || k === 'adminEmailAtBoot')),
            ]),
          );
          expect({ email, ...all }).toEqual({ email, ...want });
        }),
        { numRuns: runs },
      );
    },
  );

  it(
    'an admin created from any ADMIN_EMAIL the server boots with logs in through the API and the login form',
    { timeout: 240_000 },
    async () => {
      const boot = await createTestApp();
      try {
        await fc.assert(
          fc.asyncProperty(emailLike, async (email) => {
            fc.pre(bootAccepts(email));
            boot.clock.advance(16 * 60_000);
            const config = loadConfig({
              ADMIN_EMAIL: email,
              ADMIN_PASSWORD: PASSWORD,
              DATA_DIR: '/tmp/x',
            });
            await boot.db.delete(users);
            await ensureFirstAdmin(boot.db, config, boot.app.log);
            const typed = email === '' ? 'admin@localhost' : email;
            expect(loginSchema.safeParse({ email: typed, password: PASSWORD }).success).toBe(true);
            const res = await boot.call({
              method: 'POST',
              url: `${AUTH}/auth`,
              payload: { email: typed, password: PASSWORD },
              remoteAddress: nextIp(),
            });
            expect({ email, status: res.statusCode, body: res.json() }).toMatchObject({
              email,
              status: 200,
            });
          }),
          { numRuns: 25 },
        );
        // the example: the server no longer boots with an address its login form refuses
        expect(() => loadConfig({ ADMIN_EMAIL: 'dueña@estudio.test' })).toThrow(
          'Configuración inválida: ADMIN_EMAIL: Por favor, ingresa un correo electrónico válido.',
        );
        // the contract's default admin (no ADMIN_EMAIL) logs in through the form too
        expect(
          loginSchema.safeParse({ email: 'admin@localhost', password: PASSWORD }).success,
        ).toBe(true);
      } finally {
        await boot.close();
      }
    },
  );

  it(
    'stores addresses lowercased: register, login, reset, resend and crear-peluquero find the account in any case',
    { timeout: 120_000 },
    async () => {
      const pattern = fc.array(fc.boolean(), { minLength: 1, maxLength: 8 });
      let n = 0;
      await fc.assert(
        fc.asyncProperty(pattern, pattern, pattern, async (a, b, c) => {
          n += 1;
          t.clock.advance(16 * 60_000);
          const address = `cliente.caso${n}-${Date.now()}@correo.com.ar`;
          const reg = await readers.register!(recased(address, a));
          expect(reg).toMatchObject({ accepted: true });
          const [row] = await t.db
            .select({ email: users.email })
            .from(users)
            .where(sql`lower(${users.email}) = ${address}`);
          expect(row?.email).toBe(address);
          // the account is found whatever the case: not validated yet (1008), not "wrong credentials"
          const login = await call('POST', `${AUTH}/auth`, {
            email: recased(address, b),
            password: PASSWORD,
          });
          expect(body(login).data.errorCode).toBe(ErrorCode.notValidated);
          const again = await readers.register!(recased(address, c));
          expect(again.detail).toContain(`"errorCode":${ErrorCode.emailExists}`);
          const sent = t.mails.length;
          await call('POST', `${AUTH}/user/reset_password`, { email: recased(address, c) });
          await call('POST', '/wp-json/turnos/v1/reenviar-email-validacion', {
            email: recased(address, b),
          });
          expect(t.mails.slice(sent).map((m) => m.to)).toEqual([address, address]);
          expect((await readers.createProfessional!(recased(address, b))).detail).toBe('taken');
        }),
        { numRuns: 15 },
      );
    },
  );
});
