import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerOpcion = {
  namespace: TURNOS_NS,
  name: 'obtener-opcion',
  method: 'GET',
} as const satisfies EndpointRoute;
