import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerFichaCliente = {
  namespace: TURNOS_NS,
  name: 'obtener-ficha-cliente',
  method: 'GET',
} as const satisfies EndpointRoute;
