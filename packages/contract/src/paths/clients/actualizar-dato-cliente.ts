import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarDatoCliente = {
  namespace: TURNOS_NS,
  name: 'actualizar-dato-cliente',
  method: 'PUT',
} as const satisfies EndpointRoute;
