import { TURNOS_NS, type EndpointRoute } from '../../route';

export const crearServicio = {
  namespace: TURNOS_NS,
  name: 'crear-servicio',
  method: 'POST',
} as const satisfies EndpointRoute;
