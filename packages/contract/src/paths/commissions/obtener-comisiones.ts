import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerComisiones = {
  namespace: TURNOS_NS,
  name: 'obtener-comisiones',
  method: 'GET',
} as const satisfies EndpointRoute;
