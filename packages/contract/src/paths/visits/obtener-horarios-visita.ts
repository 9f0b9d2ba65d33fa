import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerHorariosVisita = {
  namespace: TURNOS_NS,
  name: 'obtener-horarios-visita',
  method: 'GET',
} as const satisfies EndpointRoute;
