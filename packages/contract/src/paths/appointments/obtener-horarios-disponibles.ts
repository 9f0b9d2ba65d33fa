import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerHorariosDisponibles = {
  namespace: TURNOS_NS,
  name: 'obtener-horarios-disponibles',
  method: 'GET',
} as const satisfies EndpointRoute;
