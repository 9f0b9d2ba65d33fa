import { TURNOS_NS, type EndpointRoute } from '../../route';

export const crearProducto = {
  namespace: TURNOS_NS,
  name: 'crear-producto',
  method: 'POST',
} as const satisfies EndpointRoute;
