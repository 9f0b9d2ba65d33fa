import { toWireFlag } from '@turnos/contract';
import { ErrorCode, nameSchema, newPasswordSchema, storedPhoneSchema } from '@turnos/domain';
import { AppError, invalid, notFound } from '../../http/app-error';
import { parseParams } from '../../http/params';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { isAdmin } from '../../auth/auth-user';
import { assertSelfOrAdmin } from '../../auth/policy';
import {
  assertMayChangeAccount,
  lockAccountForChange,
  type AccountChange,
} from '../../auth/account-guards';
import { assertCurrentPassword } from '../../auth/current-password';
import { hashPassword } from '../../auth/passwords';
import { cutEveryToken } from '../../auth/token-cutoff';
import { getUserById, updateUser, type UserRow } from '../../auth/users.queries';
import { deleteUser } from './clients.queries';

export function toCliente(u: UserRow) {
  return {
    ID: u.id,
    nombre: u.name,
    celular: u.phone,
    user_email: u.email,
    user_status: toWireFlag(u.validated),
    user_is_blocked: toWireFlag(u.blocked),
  };
}

export const CLIENT_NOT_FOUND = 'El cliente no existe.';

async function loadUser(deps: AppDeps, id: number) {
  const user = await getUserById(deps.db, id);
  if (!user) throw notFound(CLIENT_NOT_FOUND);
  return user;
}

export async function getClientData(deps: AppDeps, caller: AuthUser, id: number) {
  assertSelfOrAdmin(caller, id);
  return toCliente(await loadUser(deps, id));
}

export type ClientField = 'nombre' | 'celular' | 'user_status' | 'user_is_blocked';

/** Clients edit their own name and phone; admins also validate and block. */
export async function updateClientField(
  deps: AppDeps,
  caller: AuthUser,
  id: number,
  field: ClientField,
  value: string,
) {
  assertSelfOrAdmin(caller, id);
  const adminOnly = field === 'user_status' || field === 'user_is_blocked';
  if (adminOnly && !isAdmin(caller)) throw new AppError(ErrorCode.forbidden);
  if (adminOnly && value !== '0' && value !== '1') throw invalid('El valor debe ser 0 o 1.');
  switch (field) {
    case 'nombre': {
      await loadUser(deps, id);
      const nombre = parseParams(nameSchema, value);
      return updateUser(deps.db, id, { name: nombre, displayName: nombre });
    }
    case 'celular':
      await loadUser(deps, id);
      return updateUser(deps.db, id, { phone: parseParams(storedPhoneSchema, value) });
    case 'user_status':
      return changeAccount(deps, caller, id, value === '1' ? 'validate' : 'invalidate', {
        validated: value === '1',
      });
    case 'user_is_blocked': {
      const blocked = value === '1';
      // blocking ends every token issued so far, at once; unblocking does not revive them
      return changeAccount(
        deps,
        caller,
        id,
        blocked ? 'block' : 'unblock',
        blocked ? { blocked, ...cutEveryToken(deps.clock()) } : { blocked },
      );
    }
  }
}

/** A state change under the owner and last-admin rules, in one transaction (ADR 0016). */
async function changeAccount(
  deps: AppDeps,
  caller: AuthUser,
  id: number,
  change: AccountChange,
  values: Parameters<typeof updateUser>[2],
) {
  await deps.db.transaction(async (tx) => {
    if (!(await lockAccountForChange(tx, caller, id, change))) throw notFound(CLIENT_NOT_FOUND);
    await updateUser(tx, id, values);
  });
}

/**
 * Own password needs the current one (a wrong one counts as a failed login: ADR 0085); an admin
 * may set anyone's.
 */
export async function changePassword(
  deps: AppDeps,
  caller: AuthUser,
  id: number,
  password: string,
  currentPassword: string | undefined,
  ip: string,
) {
  assertSelfOrAdmin(caller, id);
  const user = await loadUser(deps, id);
  // the owner's password is the owner's alone (ADR 0016)
  assertMayChangeAccount(caller, user);
  const newPassword = parseParams(newPasswordSchema, password);
  if (caller.id === id) {
    await assertCurrentPassword(deps.db, user, currentPassword, ip, deps.clock());
  }
  await updateUser(deps.db, id, {
    passwordHash: await hashPassword(newPassword),
    // every session ends, the caller's too: their screen asks them to sign in with the new one
    ...cutEveryToken(deps.clock()),
  });
}

/**
 * Removes a client's account (only a client's: staff accounts are refused with 1003), under the
 * owner and last-admin rules, in one transaction.
 */
export async function deleteClient(deps: AppDeps, caller: AuthUser, id: number) {
  await deps.db.transaction(async (tx) => {
    const user = await lockAccountForChange(tx, caller, id, 'delete');
    if (!user || !user.roles.includes('cliente')) throw notFound(CLIENT_NOT_FOUND);
    if (user.roles.some((r) => r !== 'cliente')) {
      throw invalid('Esta cuenta pertenece a un profesional o administrador.');
    }
    await deleteUser(tx, id);
  });
}
