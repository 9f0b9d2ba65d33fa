import { TURNOS_NS, type EndpointRoute } from '../../route';

export const validarNewCliente = {
  namespace: TURNOS_NS,
  name: 'validar-new-cliente',
  method: 'POST',
} as const satisfies EndpointRoute;
