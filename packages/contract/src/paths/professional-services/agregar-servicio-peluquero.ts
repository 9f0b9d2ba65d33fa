import { TURNOS_NS, type EndpointRoute } from '../../route';

export const agregarServicioPeluquero = {
  namespace: TURNOS_NS,
  name: 'agregar-servicio-peluquero',
  method: 'POST',
} as const satisfies EndpointRoute;
