import { TURNOS_NS, type EndpointRoute } from '../../route';

export const reservarSerie = {
  namespace: TURNOS_NS,
  name: 'reservar-serie',
  method: 'POST',
} as const satisfies EndpointRoute;
