import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerNotificaciones = {
  namespace: TURNOS_NS,
  name: 'obtener-notificaciones',
  method: 'GET',
} as const satisfies EndpointRoute;
