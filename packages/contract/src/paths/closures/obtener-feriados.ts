import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerFeriados = {
  namespace: TURNOS_NS,
  name: 'obtener-feriados',
  method: 'GET',
} as const satisfies EndpointRoute;
