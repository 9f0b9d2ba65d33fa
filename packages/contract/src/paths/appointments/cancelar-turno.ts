import { TURNOS_NS, type EndpointRoute } from '../../route';

export const cancelarTurno = {
  namespace: TURNOS_NS,
  name: 'cancelar-turno',
  method: 'DELETE',
} as const satisfies EndpointRoute;
