import { TURNOS_NS, type EndpointRoute } from '../../route';

export const cancelarSerie = {
  namespace: TURNOS_NS,
  name: 'cancelar-serie',
  method: 'DELETE',
} as const satisfies EndpointRoute;
