import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarNotaCliente = {
  namespace: TURNOS_NS,
  name: 'actualizar-nota-cliente',
  method: 'PUT',
} as const satisfies EndpointRoute;
