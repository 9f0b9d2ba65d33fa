import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerDiasLaborables = {
  namespace: TURNOS_NS,
  name: 'obtener-dias-laborables',
  method: 'GET',
} as const satisfies EndpointRoute;
