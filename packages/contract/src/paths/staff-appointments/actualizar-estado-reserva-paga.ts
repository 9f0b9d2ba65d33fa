import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarEstadoReservaPaga = {
  namespace: TURNOS_NS,
  name: 'actualizar-estado-reserva-paga',
  method: 'PUT',
} as const satisfies EndpointRoute;
