import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerTurnosPorFecha = {
  namespace: TURNOS_NS,
  name: 'obtener-turnos-por-fecha',
  method: 'GET',
} as const satisfies EndpointRoute;
