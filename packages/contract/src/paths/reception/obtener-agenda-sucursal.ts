import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerAgendaSucursal = {
  namespace: TURNOS_NS,
  name: 'obtener-agenda-sucursal',
  method: 'GET',
} as const satisfies EndpointRoute;
