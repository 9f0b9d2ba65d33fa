import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerQrWapp = {
  namespace: TURNOS_NS,
  name: 'obtener-qr-wapp',
  method: 'GET',
} as const satisfies EndpointRoute;
