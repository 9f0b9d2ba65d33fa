import { asc, eq, or, sql } from 'drizzle-orm';
import { ErrorCode } from '@turnos/domain';
import { AppError, forbidden } from '../http/app-error';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import type { UserRow } from './users.queries';
import type { AuthUser } from './auth-user';

/**
 * What a staff endpoint does to a person's account. The first four take access away
 * (lock-outs); the rest do not, but on the owner's account they are the owner's alone.
 */
export type AccountChange =
  'block' | 'invalidate' | 'demote' | 'delete' | 'promote' | 'unblock' | 'validate' | 'password';

const LOCK_OUTS: readonly AccountChange[] = ['block', 'invalidate', 'demote', 'delete'];

export const OWNER_STAYS =
  'La cuenta del dueño del estudio no puede bloquearse, quedar sin validar, perder el rol de administrador ni eliminarse.';
export const LAST_ADMIN_STAYS = 'El estudio debe conservar al menos un administrador activo.';

/** An admin who can act: has the role, is not blocked, is validated. */
const isActiveAdmin = (u: UserRow) => u.roles.includes('peluadmin') && !u.blocked && u.validated;

/** Only the owner changes the owner's account (1001 for anyone else). */
export function assertMayChangeAccount(caller: AuthUser, target: UserRow) {
  if (target.isOwner && caller.id !== target.id) throw forbidden();
}

/**
 * The owner and last-admin rules (ADR 0016), for the change about to be written in `tx`:
 * - only the owner changes the owner's account (state, block, admin role, password, deletion):
 *   anyone else gets 1001;
 * - nobody, the owner included, blocks, invalidates, demotes or deletes the owner (1009);
 * - no change leaves the studio without an active admin (1009).
 * The target's and every admin's rows are locked (in id order) first, so two admins acting on
 * each other at once cannot both pass. Returns the target's row, or undefined when it does not
 * exist (the caller answers its own 1002).
 */
export async function lockAccountForChange(
  tx: Db,
  caller: AuthUser,
  targetId: number,
  change: AccountChange,
): Promise<UserRow | undefined> {
  const rows = await tx
    .select()
    .from(users)
    .where(or(eq(users.id, targetId), sql`'peluadmin' = any(${users.roles})`))
    .orderBy(asc(users.id))
    .for('update');
  const target = rows.find((u) => u.id === targetId);
  if (!target) return undefined;
  assertMayChangeAccount(caller, target);
  if (!LOCK_OUTS.includes(change)) return target;
  if (target.isOwner) throw new AppError(ErrorCode.ruleForbids, OWNER_STAYS);
  if (isActiveAdmin(target) && !rows.some((u) => u.id !== target.id && isActiveAdmin(u))) {
    throw new AppError(ErrorCode.ruleForbids, LAST_ADMIN_STAYS);
  }
  return target;
}
