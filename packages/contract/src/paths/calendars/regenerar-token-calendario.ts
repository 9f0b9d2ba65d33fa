import { TURNOS_NS, type EndpointRoute } from '../../route';

export const regenerarTokenCalendario = {
  namespace: TURNOS_NS,
  name: 'regenerar-token-calendario',
  method: 'POST',
} as const satisfies EndpointRoute;
