import type { AuthUser } from './auth-user';
import { isAdmin } from './auth-user';
import { forbidden } from '../http/app-error';

/**
 * Ownership rules, in one place. Routes declare roles; services call these for the rows they
 * touch, so no handler carries its own ad-hoc `if`.
 */
export function assertSelfOrAdmin(user: AuthUser, targetUserId: number) {
  if (!isAdmin(user) && user.id !== targetUserId) throw forbidden();
}

export function assertAdmin(user: AuthUser) {
  if (!isAdmin(user)) throw forbidden();
}
