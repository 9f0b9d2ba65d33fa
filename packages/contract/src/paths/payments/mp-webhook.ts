import { TURNOS_NS, type EndpointRoute } from '../../route';

export const mpWebhook = {
  namespace: TURNOS_NS,
  name: 'mp-webhook',
  method: 'POST',
} as const satisfies EndpointRoute;
