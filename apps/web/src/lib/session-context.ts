import { createContext, useContext } from 'react';
import type { Session } from './session';

export interface SessionContextValue {
  session: Session | null;
  /** 'loading' until the stored token has been checked with the server. */
  status: 'loading' | 'ready';
  /** Stores the token, loads the session and returns it (throws when the token is refused). */
  signIn: (token: string) => Promise<Session>;
  signOut: () => Promise<void>;
  /** Reloads the session from auth/validate (after the user edits their data). */
  reload: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside <SessionProvider>');
  return ctx;
}
