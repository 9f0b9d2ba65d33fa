import type { Role } from '@turnos/domain';
import type { UserRow } from './users.queries';
import type { TokenClaims } from './jwt';

/** The signed-in caller, loaded fresh from the database on every request. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  displayName: string;
  roles: Role[];
  validated: boolean;
  blocked: boolean;
  token: string;
  claims: TokenClaims;
}

/** What a request needs of the caller's row. */
export type CallerRow = Pick<
  UserRow,
  'id' | 'email' | 'name' | 'displayName' | 'roles' | 'validated' | 'blocked'
>;

export function toAuthUser(row: CallerRow, token: string, claims: TokenClaims): AuthUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    displayName: row.displayName,
    roles: row.roles.filter((r): r is Role => ['cliente', 'peluquero', 'peluadmin'].includes(r)),
    validated: row.validated,
    blocked: row.blocked,
    token,
    claims,
  };
}

export const isAdmin = (u: AuthUser | null) => u?.roles.includes('peluadmin') === true;
export const isProfessional = (u: AuthUser | null) => u?.roles.includes('peluquero') === true;
