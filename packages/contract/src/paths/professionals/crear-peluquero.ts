import { TURNOS_NS, type EndpointRoute } from '../../route';

export const crearPeluquero = {
  namespace: TURNOS_NS,
  name: 'crear-peluquero',
  method: 'POST',
} as const satisfies EndpointRoute;
