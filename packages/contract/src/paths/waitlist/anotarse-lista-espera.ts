import { TURNOS_NS, type EndpointRoute } from '../../route';

export const anotarseListaEspera = {
  namespace: TURNOS_NS,
  name: 'anotarse-lista-espera',
  method: 'POST',
} as const satisfies EndpointRoute;
