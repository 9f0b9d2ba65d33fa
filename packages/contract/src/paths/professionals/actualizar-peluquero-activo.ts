import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarPeluqueroActivo = {
  namespace: TURNOS_NS,
  name: 'actualizar-peluquero-activo',
  method: 'PUT',
} as const satisfies EndpointRoute;
