import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerConfAgenda = {
  namespace: TURNOS_NS,
  name: 'obtener-conf-agenda',
  method: 'GET',
} as const satisfies EndpointRoute;
