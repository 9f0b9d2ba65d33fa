import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerCobros = {
  namespace: TURNOS_NS,
  name: 'obtener-cobros',
  method: 'GET',
} as const satisfies EndpointRoute;
