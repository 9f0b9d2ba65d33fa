import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerDatosPeluquero = {
  namespace: TURNOS_NS,
  name: 'obtener-datos-peluquero',
  method: 'GET',
} as const satisfies EndpointRoute;
