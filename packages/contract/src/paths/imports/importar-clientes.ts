import { TURNOS_NS, type EndpointRoute } from '../../route';

export const importarClientes = {
  namespace: TURNOS_NS,
  name: 'importar-clientes',
  method: 'POST',
} as const satisfies EndpointRoute;
