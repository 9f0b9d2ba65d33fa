import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerTurnosCliente = {
  namespace: TURNOS_NS,
  name: 'obtener-turnos-cliente',
  method: 'GET',
} as const satisfies EndpointRoute;
