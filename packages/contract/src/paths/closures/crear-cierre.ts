import { TURNOS_NS, type EndpointRoute } from '../../route';

export const crearCierre = {
  namespace: TURNOS_NS,
  name: 'crear-cierre',
  method: 'POST',
} as const satisfies EndpointRoute;
