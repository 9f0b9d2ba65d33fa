import { TURNOS_NS, type EndpointRoute } from '../../route';

export const eliminarServicioPeluquero = {
  namespace: TURNOS_NS,
  name: 'eliminar-servicio-peluquero',
  method: 'DELETE',
} as const satisfies EndpointRoute;
