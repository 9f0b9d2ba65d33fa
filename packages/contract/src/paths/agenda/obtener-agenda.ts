import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerAgenda = {
  namespace: TURNOS_NS,
  name: 'obtener-agenda',
  method: 'GET',
} as const satisfies EndpointRoute;
