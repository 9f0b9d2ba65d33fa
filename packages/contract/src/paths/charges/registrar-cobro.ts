import { TURNOS_NS, type EndpointRoute } from '../../route';

export const registrarCobro = {
  namespace: TURNOS_NS,
  name: 'registrar-cobro',
  method: 'POST',
} as const satisfies EndpointRoute;
