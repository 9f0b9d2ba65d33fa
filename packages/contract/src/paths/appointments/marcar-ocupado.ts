import { TURNOS_NS, type EndpointRoute } from '../../route';

export const marcarOcupado = {
  namespace: TURNOS_NS,
  name: 'marcar-ocupado',
  method: 'POST',
} as const satisfies EndpointRoute;
