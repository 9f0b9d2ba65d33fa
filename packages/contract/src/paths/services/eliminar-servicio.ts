import { TURNOS_NS, type EndpointRoute } from '../../route';

export const eliminarServicio = {
  namespace: TURNOS_NS,
  name: 'eliminar-servicio',
  method: 'DELETE',
} as const satisfies EndpointRoute;
