import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, logInto, type TestApp } from './harness';
import { body, createAdmin, createClient } from './factories';

/**
 * A database that fails while the caller is read (issue 30, ADR 0096): a token on a public page
 * must not turn the caller into a visitor, and on a role page it must not be a bare 500. The
 * failure is real: the table the caller's statement reads is dropped under the running app, so
 * every other statement still works (a public page without a token still answers).
 */
let t: TestApp;
const lines: string[] = [];

beforeEach(async () => {
  lines.length = 0;
  t = await createTestApp({}, undefined, logInto(lines, 'info'));
});
afterEach(() => t.close());

const PUBLIC = '/wp-json/turnos/v1/get-all-sucursales';
const CLIENT = (id: number) => `/wp-json/turnos/v1/obtener-turnos-activos-cliente?ID=${id}`;
const ADMIN = () => '/wp-json/turnos/v1/get-all-clientes';

async function breakCallerLookup() {
  await t.db.execute(sql`drop table token_revocations cascade`);
}

describe('the database fails while the caller is authenticated', () => {
  it('a token on a public route answers 503 (1099, Retry-After), logged, never as a visitor', async () => {
    const { token } = await createClient(t);
    expect((await t.call({ method: 'GET', url: PUBLIC, token })).statusCode).toBe(200);
    await breakCallerLookup();
    const res = await t.call({ method: 'GET', url: PUBLIC, token });
    expect(res.statusCode).toBe(503);
    expect(body(res)).toMatchObject({ success: false, data: { errorCode: 1099 } });
    expect(res.headers['retry-after']).toBe('5');
    expect(String(body(res).data.message)).toMatch(/no está disponible/);
    // nothing internal reaches the user: no table, no SQL
    expect(res.body).not.toMatch(/token_revocations|relation|select/i);
    const logged = lines.join('');
    expect(logged).toContain('authentication failed: the database did not answer');
    expect(logged).toContain(res.headers['x-request-id']);
    // the same page without a token still works: only the caller could not be established
    expect((await t.call({ method: 'GET', url: PUBLIC })).statusCode).toBe(200);
  });

  it.each([
    ['cliente', CLIENT],
    ['peluadmin', ADMIN],
  ])('a %s on a role route gets 503, not 500 or 401', async (role, path) => {
    const { token, user } = role === 'cliente' ? await createClient(t) : await createAdmin(t);
    const url = path(user.id);
    expect((await t.call({ method: 'GET', url, token })).statusCode).toBe(200);
    await breakCallerLookup();
    const res = await t.call({ method: 'GET', url, token });
    expect(res.statusCode).toBe(503);
    expect(body(res).data.errorCode).toBe(1099);
  });

  it('a bad token on a public route is still a visitor while the database answers', async () => {
    const res = await t.call({ method: 'GET', url: PUBLIC, token: 'not.a.token' });
    expect(res.statusCode).toBe(200);
  });
});
