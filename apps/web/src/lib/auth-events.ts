/**
 * The API client cannot navigate; it announces session events and the app (inside the router)
 * reacts: toast, clear the session, go to the right page.
 */
export type AuthEvent = 'expired' | 'blocked' | 'not-validated';

type Listener = (event: AuthEvent) => void;
const listeners = new Set<Listener>();

export function emitAuthEvent(event: AuthEvent): void {
  listeners.forEach((l) => l(event));
}

export function onAuthEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
