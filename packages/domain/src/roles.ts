export const ROLES = ['cliente', 'peluquero', 'peluadmin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_NAMES: Record<Role, string> = {
  cliente: 'Cliente',
  peluquero: 'Profesional',
  peluadmin: 'Administrador',
};

/** Landing page by role; admin takes priority. */
export function landingPath(roles: readonly string[]): string {
  if (roles.includes('peluadmin')) return '/admin/dashboard';
  if (roles.includes('peluquero')) return '/profesional/dashboard';
  if (roles.includes('cliente')) return '/cliente/dashboard';
  return '/';
}
