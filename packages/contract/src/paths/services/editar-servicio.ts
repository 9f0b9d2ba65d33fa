import { TURNOS_NS, type EndpointRoute } from '../../route';

export const editarServicio = {
  namespace: TURNOS_NS,
  name: 'editar-servicio',
  method: 'PUT',
} as const satisfies EndpointRoute;
