import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerListaEsperaCliente = {
  namespace: TURNOS_NS,
  name: 'obtener-lista-espera-cliente',
  method: 'GET',
} as const satisfies EndpointRoute;
