import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarServicioPeluqueroActivo = {
  namespace: TURNOS_NS,
  name: 'actualizar-servicio-peluquero-activo',
  method: 'PUT',
} as const satisfies EndpointRoute;
