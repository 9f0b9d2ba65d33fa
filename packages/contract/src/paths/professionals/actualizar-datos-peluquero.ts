import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarDatosPeluquero = {
  namespace: TURNOS_NS,
  name: 'actualizar-datos-peluquero',
  method: 'PUT',
} as const satisfies EndpointRoute;
