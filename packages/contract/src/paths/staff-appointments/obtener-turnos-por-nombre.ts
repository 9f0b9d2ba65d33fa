import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerTurnosPorNombre = {
  namespace: TURNOS_NS,
  name: 'obtener-turnos-por-nombre',
  method: 'GET',
} as const satisfies EndpointRoute;
