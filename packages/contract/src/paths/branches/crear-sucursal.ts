import { TURNOS_NS, type EndpointRoute } from '../../route';

export const crearSucursal = {
  namespace: TURNOS_NS,
  name: 'crear-sucursal',
  method: 'POST',
} as const satisfies EndpointRoute;
