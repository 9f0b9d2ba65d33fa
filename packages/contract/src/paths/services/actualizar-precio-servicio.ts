import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarPrecioServicio = {
  namespace: TURNOS_NS,
  name: 'actualizar-precio-servicio',
  method: 'PUT',
} as const satisfies EndpointRoute;
