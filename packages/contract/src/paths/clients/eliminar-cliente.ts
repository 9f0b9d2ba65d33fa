import { TURNOS_NS, type EndpointRoute } from '../../route';

export const eliminarCliente = {
  namespace: TURNOS_NS,
  name: 'eliminar-cliente',
  method: 'DELETE',
} as const satisfies EndpointRoute;
