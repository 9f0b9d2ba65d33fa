import { TURNOS_NS, type EndpointRoute } from '../../route';

export const exportarClientes = {
  namespace: TURNOS_NS,
  name: 'exportar-clientes',
  method: 'GET',
  envelope: 'bytes',
} as const satisfies EndpointRoute;
