import { TURNOS_NS, type EndpointRoute } from '../../route';

export const eliminarListaEspera = {
  namespace: TURNOS_NS,
  name: 'eliminar-lista-espera',
  method: 'DELETE',
} as const satisfies EndpointRoute;
