import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isNetworkError } from './api-error';
import { emitAuthEvent } from './auth-events';
import { fetchSession, revokeToken } from '@/api/session';
import type { Session } from './session';
import { SessionContext, type SessionContextValue } from './session-context';
import {
  clearToken,
  getToken,
  mayHaveSession,
  onTokenChange,
  setToken,
  takeTokenFromUrl,
} from './token-store';

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  // a visitor (no token anywhere) is known at once: the first render is the visitor's page, the
  // same as the first screen the server sends (ADR 0095)
  const [status, setStatus] = useState<SessionContextValue['status']>(() =>
    mayHaveSession() ? 'loading' : 'ready',
  );

  // Seed §4: the session is rechecked on load; a blocked user is logged out and the token revoked.
  useEffect(() => {
    let alive = true;
    takeTokenFromUrl();
    const token = getToken();
    if (!token) {
      // a token in the link (takeTokenFromUrl) is only read after mount
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the check ends here without one
      setStatus('ready');
      return;
    }
    fetchSession()
      .then(async (s) => {
        if (!alive) return;
        if (s.isBlocked) {
          await revokeToken(token);
          clearToken();
          emitAuthEvent('blocked');
        } else setSession(s);
      })
      .catch((e: unknown) => {
        if (alive && !isNetworkError(e)) clearToken();
      })
      .finally(() => {
        if (alive) setStatus('ready');
      });
    return () => {
      alive = false;
    };
  }, []);

  // Sign-out, session expiry, a blocked account: once the token is gone, nothing the previous
  // user read stays in the cache (staff, schedules, catalog, their own data alike).
  useEffect(
    () =>
      onTokenChange((t) => {
        if (t !== null) return;
        setSession(null);
        queryClient.clear();
      }),
    [queryClient],
  );

  const signIn = useCallback(async (token: string) => {
    setToken(token);
    try {
      const s = await fetchSession(false);
      setSession(s);
      return s;
    } catch (e) {
      clearToken();
      throw e;
    }
  }, []);

  // the token is dropped first: nothing sent meanwhile uses it, and its session ends on the
  // server (best effort) with the token given explicitly
  const signOut = useCallback(async () => {
    const token = getToken();
    clearToken();
    queryClient.clear();
    if (token) await revokeToken(token);
  }, [queryClient]);

  const reload = useCallback(async () => {
    if (!getToken()) return;
    const s = await fetchSession().catch(() => null);
    if (s) setSession(s);
  }, []);

  const value = useMemo(
    () => ({ session, status, signIn, signOut, reload }),
    [session, status, signIn, signOut, reload],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
