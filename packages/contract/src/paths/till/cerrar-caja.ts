import { TURNOS_NS, type EndpointRoute } from '../../route';

export const cerrarCaja = {
  namespace: TURNOS_NS,
  name: 'cerrar-caja',
  method: 'POST',
} as const satisfies EndpointRoute;
