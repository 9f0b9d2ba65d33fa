import { TURNOS_NS, type EndpointRoute } from '../../route';

export const cancelarVisita = {
  namespace: TURNOS_NS,
  name: 'cancelar-visita',
  method: 'DELETE',
} as const satisfies EndpointRoute;
