import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_VALIDATE_URL, fetchSession, takeBootSession } from './session';
import { clearToken, setToken } from '@/lib/token-store';

const BOOT_JS = readFileSync(join(__dirname, '../../public/boot.js'), 'utf8');

const validated = (id: number) => ({
  success: true,
  data: {
    user: {
      ID: String(id),
      display_name: 'Ana',
      nombre_completo: 'Ana Pérez',
      user_email: 'ana@example.com',
      user_status: '1',
      user_is_blocked: '0',
    },
    roles: ['cliente'],
    jwt: [],
  },
});

/** A token the store reads (exp in a day), named by `n`. */
const jwt = (n: number) =>
  `h.${btoa(JSON.stringify({ id: n, exp: Math.floor(Date.now() / 1000) + 86_400 })).replace(/=+$/, '')}.s`;
const A = jwt(1);

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  window.__turnosBootSession = undefined;
  clearToken();
  vi.unstubAllGlobals();
});

describe('the session check boot.js starts while the scripts load (issue 29.7)', () => {
  it('boot.js asks the contract’s auth/validate with the token where the app stores it', () => {
    expect(BOOT_JS).toContain(`'${BOOT_VALIDATE_URL}'`);
    setToken('t.o.k');
    expect(BOOT_JS).toContain(
      `localStorage.getItem('${Object.keys({ ...window.localStorage }).find((k) => window.localStorage.getItem(k) === 't.o.k') ?? '?'}')`,
    );
  });

  it('the app takes that answer for the same token, once, and asks nothing more', async () => {
    setToken(A);
    window.__turnosBootSession = { token: A, response: answer(200, validated(7)) };
    const fetchSpy = vi.fn(() => answer(200, validated(8)));
    vi.stubGlobal('fetch', fetchSpy);
    expect((await fetchSession()).id).toBe(7);
    expect(fetchSpy).not.toHaveBeenCalled();
    // taken once: the next check asks the server
    expect((await fetchSession()).id).toBe(8);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another token (one from the URL)', jwt(2), answer(200, validated(7))],
    ['an expired token', A, answer(401, { success: false, data: { errorCode: 14 } })],
    ['a server error', A, answer(500, { success: false })],
    ['no network', A, Promise.resolve(null)],
    ['a 200 that is no envelope', A, answer(200, '<html>')],
  ])('with %s the app asks again through the API client', async (_, token, response) => {
    setToken(A);
    window.__turnosBootSession = { token, response };
    expect(await takeBootSession()).toBeNull();
    expect(window.__turnosBootSession).toBeUndefined();
  });

  it('without boot.js’s answer it is null', async () => {
    setToken(A);
    expect(await takeBootSession()).toBeNull();
  });
});
