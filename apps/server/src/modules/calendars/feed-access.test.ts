import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createUser, PASSWORD } from '../../../test/factories';
import {
  api,
  createAppointment,
  createBranch,
  createProfessional,
  createService,
} from '../../../test/catalog-factories';
import { professionalBranches, users } from '../../db/schema';
import { TURNOS } from '../../http/route';

/**
 * Contract §6.4 (issue 28.5, ADR 0086): the staff calendar feed — client names, 30 days back and
 * 180 ahead, a secret in the URL — dies with the professional's access. While the row is
 * inactive, or its person blocked, unvalidated or no longer staff, the feed answers 404 with no
 * data, and again 200 when that is undone; a token made before the person's last password
 * change, however the password changed and however close in time, is dead for good. The only
 * feed there is is the professional-branch's (no client feed exists). Real HTTP, real database,
 * the test clock.
 */
const AUTH = '/wp-json/simple-jwt-login/v1';
let t: TestApp;
let ip = 0;
const nextIp = () => {
  ip += 1;
  return `10.86.${Math.floor(ip / 250)}.${(ip % 250) + 1}`;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const feed = (token: string) =>
  t.call({
    method: 'GET',
    url: `${TURNOS}/calendario-profesional?token=${encodeURIComponent(token)}`,
  });

let seq = 0;
/** A professional at a branch with one appointment of a client whose name only the feed shows. */
async function professionalWithAgenda(roles: ('peluquero' | 'peluadmin')[] = ['peluquero']) {
  seq += 1;
  const admin = await createAdmin(t);
  const branch = await createBranch(t);
  const pro = await createProfessional(t, branch.id, { roles });
  const service = await createService(t);
  const clientName = `Clienta Reservada ${seq}`;
  const client = await createUser(t, { nombre: clientName });
  const appointment = await createAppointment(t, {
    link: pro.link,
    clientId: client.user.id,
    service,
    fecha: '2026-12-02',
  });
  const regenerate = async (token = admin.token) => {
    const res = await api(
      t,
      'POST',
      'regenerar-token-calendario',
      { id_peluquero_sucursal: pro.link.id },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return body(res).data.token as string;
  };
  const alive = async (token: string) => {
    const res = await feed(token);
    if (res.statusCode === 200) {
      expect(res.body).toContain(`turno-${appointment.id}@turnos.test`);
      expect(res.body).toContain(clientName);
      return true;
    }
    // dead: the contract's 404, and nothing of the agenda
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(body(res)).toMatchObject({ success: false, data: { errorCode: 1002 } });
    expect(res.body).not.toContain(clientName);
    expect(res.body).not.toContain('VCALENDAR');
    return false;
  };
  return { admin, branch, pro, appointment, regenerate, alive };
}
type Agenda = Awaited<ReturnType<typeof professionalWithAgenda>>;

/** A token of the professional, from a login with their password of now. */
async function login(email: string, password: string) {
  const res = await t.call({
    method: 'POST',
    url: `${AUTH}/auth`,
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data.jwt as string;
}

/** The four ways a password changes (contract §3 and §4.1). */
type PasswordWay = 'code' | 'jwt' | 'own' | 'admin';

async function changePassword(a: Agenda, way: PasswordWay, current: string, next: string) {
  const email = a.pro.user.email;
  if (way === 'code') {
    const from = nextIp();
    await t.call({
      method: 'POST',
      url: `${AUTH}/user/reset_password`,
      payload: { email },
      remoteAddress: from,
    });
    const mail = t.mails.filter((m) => m.to === email).at(-1);
    const code = /código es (\d{8})/.exec(mail?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const res = await t.call({
      method: 'PUT',
      url: `${AUTH}/user/reset_password`,
      payload: { email, code, new_password: next },
      remoteAddress: from,
    });
    expect(res.statusCode, res.body).toBe(200);
  } else if (way === 'jwt') {
    const res = await t.call({
      method: 'PUT',
      url: `${AUTH}/user/reset_password`,
      token: await login(email, current),
      payload: { email, new_password: next, password_actual: current },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
  } else {
    const res = await api(
      t,
      'POST',
      'change-pass',
      { ID: a.pro.user.id, password: next, ...(way === 'own' ? { password_actual: current } : {}) },
      way === 'own' ? await login(email, current) : a.admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
  }
}

const setField = (a: Agenda, key_field: string, value_field: '0' | '1') =>
  api(
    t,
    'PUT',
    'actualizar-dato-cliente',
    { ID: a.pro.user.id, key_field, value_field },
    a.admin.token,
  );

const setActive = (a: Agenda, activo: '0' | '1') =>
  api(
    t,
    'PUT',
    'actualizar-peluquero-activo',
    { id_peluquero_sucursal: a.pro.link.id, activo },
    a.admin.token,
  );

/** No endpoint takes 'peluquero' away; an operator's SQL can, and the feed must follow it too. */
const setRoles = (a: Agenda, roles: string[]) =>
  t.db.update(users).set({ roles }).where(eq(users.id, a.pro.user.id));

describe('calendario-profesional dies with the professional’s access (contract §6.4)', () => {
  it('a password change in the same millisecond as the token kills it for good; a token made in that millisecond after the change lives', async () => {
    for (const way of ['code', 'jwt', 'own', 'admin'] as const) {
      const a = await professionalWithAgenda();
      const frozen = t.clock.now.getTime();
      const token = await a.regenerate();
      expect(await a.alive(token)).toBe(true);
      await changePassword(a, way, PASSWORD, 'NuevaClave1');
      expect(t.clock.now.getTime()).toBe(frozen); // nothing of this moved the clock
      expect(await a.alive(token), way).toBe(false);
      // a new token, made in the very same millisecond but after the change, works
      const fresh = await a.regenerate(await login(a.pro.user.email, 'NuevaClave1'));
      expect(await a.alive(fresh)).toBe(true);
      // and the old one never comes back: not later, not after the password goes back
      t.clock.advance(3_600_000);
      await changePassword(a, 'admin', 'NuevaClave1', PASSWORD);
      expect(await a.alive(token)).toBe(false);
      expect(await a.alive(fresh)).toBe(false);
    }
  });

  it('removed from the branch: dead, and linking the person to the branch again revives nothing', async () => {
    const a = await professionalWithAgenda();
    const token = await a.regenerate();
    expect(await a.alive(token)).toBe(true);
    const removed = await api(
      t,
      'DELETE',
      'eliminar-peluquero',
      { id_peluquero_sucursal: a.pro.link.id },
      a.admin.token,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await a.alive(token)).toBe(false);
    const again = await api(
      t,
      'POST',
      'crear-peluquero',
      {
        nombre: a.pro.user.name,
        email: a.pro.user.email,
        celular: '5492975550000',
        password: 'OtraClave12',
        sucursal_id: a.branch.id,
        funcion: 'peluquero',
      },
      a.admin.token,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await a.alive(token)).toBe(false);
  });

  it('losing the admin role is no loss of the professional’s own agenda', async () => {
    const a = await professionalWithAgenda(['peluquero', 'peluadmin']);
    const token = await a.regenerate();
    const demoted = await api(
      t,
      'PUT',
      'actualizar-rol-admin-peluquero',
      { id_peluquero_sucursal: a.pro.link.id, activo: '0' },
      a.admin.token,
    );
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(await a.alive(token)).toBe(true);
    // an admin-only person with a row (the owner working at a branch) keeps it too
    await setRoles(a, ['peluadmin']);
    expect(await a.alive(token)).toBe(true);
  });

  it('every sequence of access losses and returns: a token answers iff it is the row’s latest, made after the last password change, while the access lasts', async () => {
    type Step =
      | { kind: 'regenerate' | 'deactivate' | 'activate' | 'block' | 'unblock' }
      | { kind: 'invalidate' | 'validate' | 'dropRole' | 'restoreRole' }
      | { kind: 'password'; way: PasswordWay }
      | { kind: 'tick'; ms: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.constantFrom<Step>(
        { kind: 'regenerate' },
        { kind: 'deactivate' },
        { kind: 'activate' },
        { kind: 'block' },
        { kind: 'unblock' },
        { kind: 'invalidate' },
        { kind: 'validate' },
        { kind: 'dropRole' },
        { kind: 'restoreRole' },
      ),
      fc.record({
        kind: fc.constant('password' as const),
        way: fc.constantFrom<PasswordWay>('code', 'jwt', 'own', 'admin'),
      }),
      // mostly no time at all between two steps: the same millisecond, then the same second
      fc.record({ kind: fc.constant('tick' as const), ms: fc.constantFrom(0, 0, 1, 999, 60_000) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const a = await professionalWithAgenda();
        const model = {
          active: true,
          blocked: false,
          validated: true,
          staff: true,
          password: PASSWORD,
          passwordVersion: 0,
          codes: 0,
          tokens: [] as { token: string; passwordVersion: number }[],
        };
        const first = await a.regenerate();
        model.tokens.push({ token: first, passwordVersion: 0 });
        for (const s of steps) {
          switch (s.kind) {
            case 'tick':
              t.clock.advance(s.ms);
              break;
            case 'regenerate':
              model.tokens.push({
                token: await a.regenerate(),
                passwordVersion: model.passwordVersion,
              });
              break;
            case 'deactivate':
            case 'activate':
              expect((await setActive(a, s.kind === 'activate' ? '1' : '0')).statusCode).toBe(200);
              model.active = s.kind === 'activate';
              break;
            case 'block':
            case 'unblock':
              expect(
                (await setField(a, 'user_is_blocked', s.kind === 'block' ? '1' : '0')).statusCode,
              ).toBe(200);
              model.blocked = s.kind === 'block';
              break;
            case 'invalidate':
            case 'validate':
              expect(
                (await setField(a, 'user_status', s.kind === 'validate' ? '1' : '0')).statusCode,
              ).toBe(200);
              model.validated = s.kind === 'validate';
              break;
            case 'dropRole':
            case 'restoreRole':
              await setRoles(a, s.kind === 'dropRole' ? ['cliente'] : ['peluquero']);
              model.staff = s.kind === 'restoreRole';
              break;
            case 'password': {
              // a way the person cannot use now (no code while blocked, no session while locked
              // out, at most 4 e-mailed codes an hour) is the admin's
              const locked = model.blocked || !model.validated;
              const way =
                (s.way === 'code' && (model.blocked || model.codes >= 4)) ||
                ((s.way === 'jwt' || s.way === 'own') && locked)
                  ? 'admin'
                  : s.way;
              const next = `NuevaClave${model.passwordVersion + 1}`;
              await changePassword(a, way, model.password, next);
              if (way === 'code') {
                model.codes += 1;
                model.validated = true; // the e-mailed code proves the address (contract §3)
              }
              model.password = next;
              model.passwordVersion += 1;
              break;
            }
          }
          const access = model.active && !model.blocked && model.validated && model.staff;
          const latest = model.tokens.at(-1);
          for (const made of model.tokens) {
            const expected =
              access && made === latest && made.passwordVersion === model.passwordVersion;
            expect(await a.alive(made.token), JSON.stringify({ s, made, model })).toBe(expected);
          }
        }
      }),
      {
        numRuns: 25,
        // every kind of loss and its return at least once, whatever the seed
        examples: [
          [[{ kind: 'block' }, { kind: 'unblock' }]],
          [[{ kind: 'deactivate' }, { kind: 'activate' }]],
          [[{ kind: 'invalidate' }, { kind: 'validate' }]],
          [[{ kind: 'dropRole' }, { kind: 'restoreRole' }]],
          [[{ kind: 'block' }, { kind: 'regenerate' }, { kind: 'unblock' }]],
          ...(['code', 'jwt', 'own', 'admin'] as const).map((way): [Step[]] => [
            [{ kind: 'password', way }, { kind: 'regenerate' }, { kind: 'password', way }],
          ]),
        ],
      },
    );
  });

  it('the row and the stamp: the token is stamped with the password of the moment it was made', async () => {
    const a = await professionalWithAgenda();
    await a.regenerate();
    const [row] = await t.db
      .select({ stamp: professionalBranches.calendarTokenPasswordStamp })
      .from(professionalBranches)
      .where(eq(professionalBranches.id, a.pro.link.id));
    expect(row?.stamp).toMatch(/^[0-9a-f]{64}$/);
  });
});
