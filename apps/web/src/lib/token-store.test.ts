import { describe, expect, it } from 'vitest';
import { getToken, needsRefresh, takeTokenFromUrl, tokenExpiry } from './token-store';

const token = (exp: number) => `h.${btoa(JSON.stringify({ id: 1, exp })).replace(/=+$/, '')}.s`;

describe('token store', () => {
  it('reads exp and asks for a refresh under one hour', () => {
    const now = Date.UTC(2026, 0, 1);
    const s = now / 1000;
    expect(tokenExpiry(token(s + 100))).toBe(s + 100);
    expect(needsRefresh(token(s + 59 * 60), now)).toBe(true);
    expect(needsRefresh(token(s + 2 * 3600), now)).toBe(false);
    expect(tokenExpiry('basura')).toBeNull();
  });

  it('takes the autologin token from #jwt= and strips the fragment', () => {
    window.history.replaceState(null, '', '/cliente/dashboard?x=1#jwt=abc.def.ghi');
    expect(takeTokenFromUrl()).toBe('abc.def.ghi');
    expect(getToken()).toBe('abc.def.ghi');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/cliente/dashboard?x=1');
  });
});
