import { TURNOS_NS, type EndpointRoute } from '../../route';

export const reservarVisita = {
  namespace: TURNOS_NS,
  name: 'reservar-visita',
  method: 'POST',
} as const satisfies EndpointRoute;
