import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { ensureFirstAdmin } from '../seed/first-admin';
import { createTestApp, type TestApp } from '../../test/harness';
import { PASSWORD, body, createUser } from '../../test/factories';
import { createBranch, createProfessional } from '../../test/catalog-factories';
import { getUserByEmail, getUserById, insertUser, updateUser } from './users.queries';
import { LAST_ADMIN_STAYS, OWNER_STAYS } from './account-guards';

/**
 * Issue 14 §2 (ADR 0016): the studio's owner — the first admin — is the only one who changes
 * the owner's account, and nobody locks the owner out; the studio never loses its last active
 * admin. Through every endpoint that can block, invalidate, delete, demote or set a password.
 */
const AUTH = '/wp-json/simple-jwt-login/v1';
const TURNOS = '/wp-json/turnos/v1';
const OWNER_EMAIL = 'duena@estudio.test';
const OWNER_PASSWORD = 'Duena12345';

const call = (t: TestApp, method: string, name: string, token: string, payload: object) =>
  t.call({
    method: method as 'PUT',
    url: name.startsWith('user/') ? `${AUTH}/${name}` : `${TURNOS}/${name}`,
    token,
    payload,
  });
const loginToken = async (t: TestApp, email: string, password: string) => {
  const res = await t.call({ method: 'POST', url: `${AUTH}/auth`, payload: { email, password } });
  expect(res.statusCode, email).toBe(200);
  return body(res).data.jwt as string;
};
/** A token that works for the row as it is now (after blocks that ended earlier sessions). */
const freshToken = async (t: TestApp, id: number) => {
  const row = await getUserById(t.db, id);
  if (!row) throw new Error(`no user ${id}`);
  return t.deps.jwt.sign(row);
};

describe('the studio owner', () => {
  let t: TestApp;
  let owner: { id: number; token: string; linkId: number };
  let subAdmin: { id: number; token: string; linkId: number };
  const attackers: { who: string; token: () => Promise<string> }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await ensureFirstAdmin(
      t.db,
      { ...t.config, adminEmail: OWNER_EMAIL, adminPassword: OWNER_PASSWORD },
      t.app.log,
    );
    const ownerRow = await getUserByEmail(t.db, OWNER_EMAIL);
    if (!ownerRow) throw new Error('no owner');
    const ownerToken = await loginToken(t, OWNER_EMAIL, OWNER_PASSWORD);
    const branch = await createBranch(t);
    // the owner also works as a professional, and makes a professional an admin
    const link = async (email: string, nombre: string) =>
      body(
        await call(t, 'POST', 'crear-peluquero', ownerToken, {
          nombre,
          email,
          celular: '5492974111222',
          password: 'Clave12345',
          sucursal_id: branch.id,
        }),
      ).data.id_peluquero_sucursal as number;
    const ownerLink = await link(OWNER_EMAIL, 'Dueña Del Estudio');
    const subLink = await link('socia@estudio.test', 'Socia Del Estudio');
    const granted = await call(t, 'PUT', 'actualizar-rol-admin-peluquero', ownerToken, {
      id_peluquero_sucursal: subLink,
      activo: '1',
    });
    expect(granted.statusCode).toBe(200);
    const sub = await getUserByEmail(t.db, 'socia@estudio.test');
    if (!sub) throw new Error('no sub-admin');
    expect(sub.roles).toContain('peluadmin');
    owner = { id: ownerRow.id, token: ownerToken, linkId: ownerLink };
    subAdmin = {
      id: sub.id,
      token: await loginToken(t, 'socia@estudio.test', 'Clave12345'),
      linkId: subLink,
    };
    const otherAdmin = await createUser(t, { roles: ['peluadmin'] });
    const professional = await createProfessional(t, branch.id);
    const client = await createUser(t, { roles: ['cliente'] });
    attackers.push(
      { who: 'admin by rol_admin', token: () => freshToken(t, subAdmin.id) },
      { who: 'another admin', token: () => freshToken(t, otherAdmin.user.id) },
      { who: 'professional', token: () => freshToken(t, professional.user.id) },
      { who: 'client', token: () => freshToken(t, client.user.id) },
    );
  });
  afterAll(() => t.close());

  it('is the first admin, recorded once', async () => {
    const row = await getUserById(t.db, owner.id);
    expect(row).toMatchObject({
      email: OWNER_EMAIL,
      isOwner: true,
      roles: ['peluadmin', 'peluquero'],
    });
    const [{ n } = { n: -1 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.isOwner, true));
    expect(n).toBe(1);
    // a second owner is refused by the database itself
    await expect(
      insertUser(t.db, {
        email: 'otra-duena@estudio.test',
        passwordHash: 'x',
        displayName: 'Otra',
        name: 'Otra',
        roles: ['peluadmin'],
        isOwner: true,
      }),
    ).rejects.toThrow();
  });

  /** Every request that would lock the owner out, demote them or set their password. */
  const attack = fc.constantFrom(
    {
      name: 'actualizar-dato-cliente',
      method: 'PUT',
      params: { key_field: 'user_is_blocked', value_field: '1' },
    },
    {
      name: 'actualizar-dato-cliente',
      method: 'PUT',
      params: { key_field: 'user_is_blocked', value_field: '0' },
    },
    {
      name: 'actualizar-dato-cliente',
      method: 'PUT',
      params: { key_field: 'user_status', value_field: '0' },
    },
    {
      name: 'actualizar-dato-cliente',
      method: 'PUT',
      params: { key_field: 'user_status', value_field: '1' },
    },
    { name: 'eliminar-cliente', method: 'DELETE', params: {} },
    { name: 'change-pass', method: 'POST', params: { password: 'Robada12345' } },
    {
      name: 'change-pass',
      method: 'POST',
      params: { password: 'Robada12345', password_actual: OWNER_PASSWORD },
    },
    {
      name: 'user/reset_password',
      method: 'PUT',
      params: { email: OWNER_EMAIL, new_password: 'Robada12345' },
    },
    { name: 'actualizar-rol-admin-peluquero', method: 'PUT', params: { activo: '0' } },
    { name: 'actualizar-rol-admin-peluquero', method: 'PUT', params: { activo: '1' } },
  );

  it('nobody else can block, invalidate, delete, demote or set the password of the owner (1001)', async () => {
    const before = await getUserById(t.db, owner.id);
    await fc.assert(
      fc.asyncProperty(attack, fc.integer({ min: 0, max: attackers.length - 1 }), async (a, i) => {
        const attacker = attackers[i];
        if (!attacker) throw new Error('no attacker');
        const payload = { ID: owner.id, id_peluquero_sucursal: owner.linkId, ...a.params };
        const res = await call(t, a.method, a.name, await attacker.token(), payload);
        expect(
          [res.statusCode, body(res).data.errorCode],
          `${attacker.who} ${JSON.stringify(a)}`,
        ).toEqual([403, 1001]);
        expect(await getUserById(t.db, owner.id)).toEqual(before);
      }),
      { numRuns: 80, seed: 1441 },
    );
    // still the owner, still an admin, same password, same sessions
    const me = await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token: owner.token });
    expect(body(me).data.roles).toEqual(['peluadmin', 'peluquero']);
    await loginToken(t, OWNER_EMAIL, OWNER_PASSWORD);
  });

  it('the owner cannot lock themselves out either (1009), but changes their own password', async () => {
    const self = (name: string, method: string, params: object) =>
      call(t, method, name, owner.token, {
        ID: owner.id,
        id_peluquero_sucursal: owner.linkId,
        ...params,
      });
    for (const [name, method, params] of [
      ['actualizar-dato-cliente', 'PUT', { key_field: 'user_is_blocked', value_field: '1' }],
      ['actualizar-dato-cliente', 'PUT', { key_field: 'user_status', value_field: '0' }],
      ['eliminar-cliente', 'DELETE', {}],
    ] as const) {
      const res = await self(name, method, params);
      expect([res.statusCode, body(res).data.errorCode, body(res).error], name).toEqual([
        409,
        1009,
        OWNER_STAYS,
      ]);
    }
    // ADR 0013: no admin removes their own admin role
    const demote = await self('actualizar-rol-admin-peluquero', 'PUT', { activo: '0' });
    expect([demote.statusCode, body(demote).data.errorCode]).toEqual([409, 1009]);
    expect(await getUserById(t.db, owner.id)).toMatchObject({
      blocked: false,
      validated: true,
      roles: ['peluadmin', 'peluquero'],
    });
    const changed = await self('change-pass', 'POST', {
      password: 'Duena67890',
      password_actual: OWNER_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    owner.token = await loginToken(t, OWNER_EMAIL, 'Duena67890');
    const back = await self('change-pass', 'POST', {
      password: OWNER_PASSWORD,
      password_actual: 'Duena67890',
    });
    expect(back.statusCode).toBe(200);
    owner.token = await loginToken(t, OWNER_EMAIL, OWNER_PASSWORD);
  });

  it('the owner still manages the other admins', async () => {
    const demote = await call(t, 'PUT', 'actualizar-rol-admin-peluquero', owner.token, {
      id_peluquero_sucursal: subAdmin.linkId,
      activo: '0',
    });
    expect(demote.statusCode).toBe(200);
    const promote = await call(t, 'PUT', 'actualizar-rol-admin-peluquero', owner.token, {
      id_peluquero_sucursal: subAdmin.linkId,
      activo: '1',
    });
    expect(promote.statusCode).toBe(200);
    const block = await call(t, 'PUT', 'actualizar-dato-cliente', owner.token, {
      ID: subAdmin.id,
      key_field: 'user_is_blocked',
      value_field: '1',
    });
    expect(block.statusCode).toBe(200);
    await updateUser(t.db, subAdmin.id, { blocked: false });
  });

  it('switching off or removing the owner’s professional row leaves their account as it was', async () => {
    // these act on the owner's agenda at a branch, not on the account: any admin may (ADR 0016)
    const token = await freshToken(t, subAdmin.id);
    const off = await call(t, 'PUT', 'actualizar-peluquero-activo', token, {
      id_peluquero_sucursal: owner.linkId,
      activo: '0',
    });
    expect(off.statusCode).toBe(200);
    const removed = await call(t, 'DELETE', 'eliminar-peluquero', token, {
      id_peluquero_sucursal: owner.linkId,
    });
    expect(removed.statusCode).toBe(200);
    const me = await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token: owner.token });
    expect(body(me).data.roles).toContain('peluadmin');
    expect(body(me).data.user).toMatchObject({ user_status: '1', user_is_blocked: '0' });
  });
});

type Action = readonly [string, string, Record<string, string>];

describe('the last active admin', () => {
  let t: TestApp;
  let admins: { id: number; linkId: number }[];

  beforeAll(async () => {
    // a studio without an owner row (created before owners were recorded): the last-admin rule
    // holds on its own
    t = await createTestApp();
    const branch = await createBranch(t);
    admins = [];
    for (let i = 0; i < 3; i++) {
      const p = await createProfessional(t, branch.id, { roles: ['peluquero', 'peluadmin'] });
      admins.push({ id: p.user.id, linkId: p.link.id });
    }
  });
  afterAll(() => t.close());

  const activeAdmins = async () =>
    (await t.db.select().from(users)).filter(
      (u) => u.roles.includes('peluadmin') && !u.blocked && u.validated,
    ).length;

  it('is never blocked, invalidated, deleted or demoted, whoever acts in whatever order', async () => {
    const step = fc.record({
      caller: fc.integer({ min: 0, max: 2 }),
      target: fc.integer({ min: 0, max: 2 }),
      // mostly lock-outs, sometimes a way back: sequences that reach the last admin are common
      action: fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom<Action>(
            ['actualizar-dato-cliente', 'PUT', { key_field: 'user_is_blocked', value_field: '1' }],
            ['actualizar-dato-cliente', 'PUT', { key_field: 'user_status', value_field: '0' }],
            ['actualizar-rol-admin-peluquero', 'PUT', { activo: '0' }],
            ['eliminar-cliente', 'DELETE', {}],
          ),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom<Action>(
            ['actualizar-dato-cliente', 'PUT', { key_field: 'user_is_blocked', value_field: '0' }],
            ['actualizar-dato-cliente', 'PUT', { key_field: 'user_status', value_field: '1' }],
            ['actualizar-rol-admin-peluquero', 'PUT', { activo: '1' }],
          ),
        },
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const a of admins) {
          await updateUser(t.db, a.id, {
            blocked: false,
            validated: true,
            roles: ['peluquero', 'peluadmin'],
          });
        }
        for (const { caller, target, action } of steps) {
          const [name, method, params] = action;
          const from = admins[caller];
          const to = admins[target];
          if (!from || !to) throw new Error('no admin');
          const res = await call(t, method, name, await freshToken(t, from.id), {
            ID: to.id,
            id_peluquero_sucursal: to.linkId,
            ...params,
          });
          expect(
            res.statusCode,
            JSON.stringify({ caller, target, action, res: res.json() }),
          ).not.toBe(500);
          expect(await activeAdmins()).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 40, seed: 1442 },
    );
  });

  it('two admins blocking each other at once: one wins, one admin stays', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b, c] = admins;
      if (!a || !b || !c) throw new Error('no admins');
      await updateUser(t.db, a.id, {
        blocked: false,
        validated: true,
        roles: ['peluquero', 'peluadmin'],
      });
      await updateUser(t.db, b.id, {
        blocked: false,
        validated: true,
        roles: ['peluquero', 'peluadmin'],
      });
      await updateUser(t.db, c.id, { blocked: false, validated: true, roles: ['peluquero'] });
      const block = async (from: number, to: number) =>
        call(t, 'PUT', 'actualizar-dato-cliente', await freshToken(t, from), {
          ID: to,
          key_field: 'user_is_blocked',
          value_field: '1',
        });
      const [ab, ba] = await Promise.all([block(a.id, b.id), block(b.id, a.id)]);
      const codes = [ab, ba]
        .map((r) => (r.statusCode === 200 ? 200 : Number(body(r).data.errorCode)))
        .sort((x, y) => x - y);
      // the loser either sees the winner's block (1007, its session ended) or, when both passed
      // authentication first, the last-admin rule under the row locks (1009)
      expect(codes[0]).toBe(200);
      expect([1007, 1009]).toContain(codes[1]);
      expect(await activeAdmins()).toBe(1);
      const loser = ab.statusCode === 200 ? ba : ab;
      if (body(loser).data.errorCode === 1009) expect(body(loser).error).toBe(LAST_ADMIN_STAYS);
    }
  });

  it('the last admin blocking or invalidating themselves is refused with 1009', async () => {
    const [a, b, c] = admins;
    if (!a || !b || !c) throw new Error('no admins');
    await updateUser(t.db, a.id, {
      blocked: false,
      validated: true,
      roles: ['peluquero', 'peluadmin'],
    });
    await updateUser(t.db, b.id, { blocked: true });
    await updateUser(t.db, c.id, { roles: ['peluquero'] });
    for (const params of [
      { key_field: 'user_is_blocked', value_field: '1' },
      { key_field: 'user_status', value_field: '0' },
    ]) {
      const res = await call(t, 'PUT', 'actualizar-dato-cliente', await freshToken(t, a.id), {
        ID: a.id,
        ...params,
      });
      expect([res.statusCode, body(res).data.errorCode, body(res).error]).toEqual([
        409,
        1009,
        LAST_ADMIN_STAYS,
      ]);
    }
    const del = await call(t, 'DELETE', 'eliminar-cliente', await freshToken(t, a.id), {
      ID: a.id,
    });
    expect(body(del).data.errorCode).toBe(1009);
    expect(await getUserById(t.db, a.id)).toMatchObject({ blocked: false, validated: true });
    // and they still sign in
    const row = await getUserById(t.db, a.id);
    await loginToken(t, row?.email ?? '', PASSWORD);
  });
});
