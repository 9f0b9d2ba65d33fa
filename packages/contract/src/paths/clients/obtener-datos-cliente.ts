import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerDatosCliente = {
  namespace: TURNOS_NS,
  name: 'obtener-datos-cliente',
  method: 'GET',
} as const satisfies EndpointRoute;
