import { TURNOS_NS, type EndpointRoute } from '../../route';

export const eliminarPeluquero = {
  namespace: TURNOS_NS,
  name: 'eliminar-peluquero',
  method: 'DELETE',
} as const satisfies EndpointRoute;
