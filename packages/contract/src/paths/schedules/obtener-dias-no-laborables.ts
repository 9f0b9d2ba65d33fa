import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerDiasNoLaborables = {
  namespace: TURNOS_NS,
  name: 'obtener-dias-no-laborables',
  method: 'GET',
} as const satisfies EndpointRoute;
