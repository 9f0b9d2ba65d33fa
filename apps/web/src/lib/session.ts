import type { DataOf, authValidate } from '@turnos/contract';
import { ROLES, landingPath, type Role } from '@turnos/domain';

/** GET auth/validate → data (contract §3). */
export type ValidateData = DataOf<typeof authValidate>;

/** Seed §3 "User session". */
export interface Session {
  id: number;
  displayName: string;
  fullName: string;
  email: string;
  roles: Role[];
  isPelu: boolean;
  isAdmin: boolean;
  isClient: boolean;
  isValidado: boolean;
  isBlocked: boolean;
  landing: string;
}

const isRole = (r: string): r is Role => (ROLES as readonly string[]).includes(r);

export function toSession({ user, roles }: ValidateData): Session {
  const known = roles.filter(isRole);
  return {
    id: Number(user.ID),
    displayName: user.display_name,
    fullName: user.nombre_completo || user.display_name,
    email: user.user_email,
    roles: known,
    isPelu: known.includes('peluquero'),
    isAdmin: known.includes('peluadmin'),
    isClient: known.includes('cliente'),
    isValidado: String(user.user_status) === '1',
    isBlocked: String(user.user_is_blocked) === '1',
    landing: landingPath(known),
  };
}

/** Staff see a role name with the admin role first (top bar). */
export function mainRole(session: Session): Role {
  if (session.isAdmin) return 'peluadmin';
  if (session.isPelu) return 'peluquero';
  return 'cliente';
}
