import { TURNOS_NS, type EndpointRoute } from '../../route';

export const editarProducto = {
  namespace: TURNOS_NS,
  name: 'editar-producto',
  method: 'PUT',
} as const satisfies EndpointRoute;
