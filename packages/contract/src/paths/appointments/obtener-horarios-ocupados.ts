import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerHorariosOcupados = {
  namespace: TURNOS_NS,
  name: 'obtener-horarios-ocupados',
  method: 'GET',
} as const satisfies EndpointRoute;
