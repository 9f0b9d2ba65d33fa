import { TURNOS_NS, type EndpointRoute } from '../../route';

export const editarSucursal = {
  namespace: TURNOS_NS,
  name: 'editar-sucursal',
  method: 'PUT',
} as const satisfies EndpointRoute;
