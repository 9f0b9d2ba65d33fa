import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarFeriado = {
  namespace: TURNOS_NS,
  name: 'actualizar-feriado',
  method: 'PUT',
} as const satisfies EndpointRoute;
