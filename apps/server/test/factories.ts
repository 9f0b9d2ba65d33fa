import type { Role } from '@turnos/domain';
import { hashPassword } from '../src/auth/passwords';
import { insertUser, type UserRow } from '../src/auth/users.queries';
import type { TestApp } from './harness';

export const PASSWORD = 'Secreta123';
let hashed: Promise<string> | undefined;
let seq = 0;

/** A user straight in the database (validated unless told otherwise), and a token for them. */
export async function createUser(
  t: TestApp,
  overrides: Partial<{
    email: string;
    nombre: string;
    roles: Role[];
    validated: boolean;
    blocked: boolean;
    celular: string;
  }> = {},
): Promise<{ user: UserRow; token: string }> {
  hashed ??= hashPassword(PASSWORD);
  seq += 1;
  const user = await insertUser(t.db, {
    email: overrides.email ?? `persona${seq}-${Date.now()}@example.com`,
    passwordHash: await hashed,
    name: overrides.nombre ?? `Persona Número ${seq}`,
    displayName: overrides.nombre ?? `Persona Número ${seq}`,
    phone: overrides.celular ?? '5492971234567',
    roles: overrides.roles ?? ['cliente'],
    validated: overrides.validated ?? true,
    blocked: overrides.blocked ?? false,
  });
  const token = await t.deps.jwt.sign(user);
  return { user, token };
}

export const createAdmin = (t: TestApp) => createUser(t, { roles: ['peluadmin'] });
export const createClient = (t: TestApp) => createUser(t, { roles: ['cliente'] });

/** The JSON body of a response. */
export const body = (res: { json(): unknown }) =>
  res.json() as {
    success: boolean;
    data: Record<string, unknown> & { errorCode?: number; message?: string };
    error?: string;
  };
