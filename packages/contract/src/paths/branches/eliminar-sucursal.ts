import { TURNOS_NS, type EndpointRoute } from '../../route';

export const eliminarSucursal = {
  namespace: TURNOS_NS,
  name: 'eliminar-sucursal',
  method: 'DELETE',
} as const satisfies EndpointRoute;
