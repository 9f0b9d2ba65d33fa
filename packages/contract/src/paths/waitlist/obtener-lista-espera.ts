import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerListaEspera = {
  namespace: TURNOS_NS,
  name: 'obtener-lista-espera',
  method: 'GET',
} as const satisfies EndpointRoute;
