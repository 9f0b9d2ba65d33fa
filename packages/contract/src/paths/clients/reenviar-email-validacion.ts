import { TURNOS_NS, type EndpointRoute } from '../../route';

export const reenviarEmailValidacion = {
  namespace: TURNOS_NS,
  name: 'reenviar-email-validacion',
  method: 'POST',
} as const satisfies EndpointRoute;
