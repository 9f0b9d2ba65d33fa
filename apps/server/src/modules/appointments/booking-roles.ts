import type { AuthUser } from '../../auth/auth-user';
import { isAdmin, isProfessional } from '../../auth/auth-user';

/** The option that caps a client's active bookings (0 = no cap; contract §6.2: a visit counts once). */
export const ACTIVE_LIMIT_OPTION = 'turnos_cant_max_turnos_permitidos';

/** Staff book for any client on rows they own; anyone else books for themself. */
export const isStaff = (u: AuthUser) => isAdmin(u) || isProfessional(u);
