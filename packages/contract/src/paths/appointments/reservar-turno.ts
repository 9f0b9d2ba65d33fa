import { TURNOS_NS, type EndpointRoute } from '../../route';

export const reservarTurno = {
  namespace: TURNOS_NS,
  name: 'reservar-turno',
  method: 'POST',
} as const satisfies EndpointRoute;
