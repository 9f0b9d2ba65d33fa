import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarConfAgenda = {
  namespace: TURNOS_NS,
  name: 'actualizar-conf-agenda',
  method: 'PUT',
} as const satisfies EndpointRoute;
