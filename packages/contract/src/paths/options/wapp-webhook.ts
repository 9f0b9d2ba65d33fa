import { TURNOS_NS, type EndpointRoute } from '../../route';

export const wappWebhook = {
  namespace: TURNOS_NS,
  name: 'wapp-webhook',
  method: 'POST',
} as const satisfies EndpointRoute;
