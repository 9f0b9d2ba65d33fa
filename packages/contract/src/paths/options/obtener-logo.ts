import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerLogo = {
  namespace: TURNOS_NS,
  name: 'obtener-logo',
  method: 'GET',
  envelope: 'plain',
} as const satisfies EndpointRoute;
