import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Role } from '@turnos/domain';
import { registeredRoutes, type RouteSpec } from '../src/http/route';
import { createTestApp, type TestApp } from './harness';
import { createUser } from './factories';

/**
 * Generated from the route declarations: every role-protected endpoint refuses callers outside
 * its roles (no token, blocked, unvalidated, or another role) and a refused call writes nothing.
 * Ownership (another client's rows, another professional's rows) is tested per module.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.cliente = (await createUser(t, { roles: ['cliente'] })).token;
  tokens.peluquero = (await createUser(t, { roles: ['peluquero'] })).token;
  tokens.peluadmin = (await createUser(t, { roles: ['peluadmin'] })).token;
  tokens.blocked = (await createUser(t, { roles: ['peluadmin'], blocked: true })).token;
  tokens.unvalidated = (await createUser(t, { roles: ['peluadmin'], validated: false })).token;
});
afterAll(() => t.close());

/** Both drivers answer raw queries with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function rowCounts() {
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const r = rowsOf<{ n: number }>(
      await t.db.execute(sql.raw(`select count(*)::int as n from "${table_name}"`)),
    );
    counts[table_name] = r[0]?.n ?? 0;
  }
  return counts;
}

const methodsOf = (r: RouteSpec) => (typeof r.method === 'string' ? [r.method] : [...r.method]);
const call = (r: RouteSpec, method: string, token?: string) =>
  t.call({
    method: method as 'GET',
    url: r.path,
    token,
    payload: method === 'GET' ? undefined : {},
  });

describe('access control, generated from the route declarations', () => {
  it('every route declares its roles', () => {
    expect(registeredRoutes.length).toBeGreaterThan(40);
    for (const r of registeredRoutes) {
      expect(r.roles === 'public' || (Array.isArray(r.roles) && r.roles.length > 0), r.path).toBe(
        true,
      );
    }
  });

  it('role routes refuse a missing token (53), a blocked (1007) or unvalidated (1008) user, and other roles (1001), writing nothing', async () => {
    const before = await rowCounts();
    const protectedRoutes = registeredRoutes.filter((r) => r.roles !== 'public');
    for (const r of protectedRoutes) {
      const roles = r.roles as readonly Role[];
      for (const method of methodsOf(r)) {
        const label = `${method} ${r.path}`;
        const anon = await call(r, method);
        expect([anon.statusCode, anon.json().data.errorCode], label).toEqual([401, 53]);
        expect((await call(r, method, tokens.blocked)).json().data.errorCode, label).toBe(1007);
        expect((await call(r, method, tokens.unvalidated)).json().data.errorCode, label).toBe(1008);
        for (const role of ['cliente', 'peluquero', 'peluadmin'] as const) {
          if (roles.includes(role)) continue;
          const res = await call(r, method, tokens[role]);
          expect([res.statusCode, res.json().data.errorCode], `${label} as ${role}`).toEqual([
            403, 1001,
          ]);
        }
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('an unknown endpoint answers the 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/wp-json/turnos/v1/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: { errorCode: 1002 } });
  });
});
