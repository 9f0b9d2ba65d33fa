import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerTurnosPorPeriodo = {
  namespace: TURNOS_NS,
  name: 'obtener-turnos-por-periodo',
  method: 'GET',
} as const satisfies EndpointRoute;
