import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerTurnosActivosCliente = {
  namespace: TURNOS_NS,
  name: 'obtener-turnos-activos-cliente',
  method: 'GET',
} as const satisfies EndpointRoute;
