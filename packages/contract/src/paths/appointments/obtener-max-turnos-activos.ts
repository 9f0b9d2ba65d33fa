import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerMaxTurnosActivos = {
  namespace: TURNOS_NS,
  name: 'obtener-max-turnos-activos',
  method: 'GET',
} as const satisfies EndpointRoute;
