import { TURNOS_NS, type EndpointRoute } from '../../route';

export const eliminarCierre = {
  namespace: TURNOS_NS,
  name: 'eliminar-cierre',
  method: 'DELETE',
} as const satisfies EndpointRoute;
