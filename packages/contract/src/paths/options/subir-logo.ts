import { TURNOS_NS, type EndpointRoute } from '../../route';

export const subirLogo = {
  namespace: TURNOS_NS,
  name: 'subir-logo',
  method: 'POST',
} as const satisfies EndpointRoute;
