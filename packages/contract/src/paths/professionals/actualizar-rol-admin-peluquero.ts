import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarRolAdminPeluquero = {
  namespace: TURNOS_NS,
  name: 'actualizar-rol-admin-peluquero',
  method: 'PUT',
} as const satisfies EndpointRoute;
