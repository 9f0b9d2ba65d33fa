import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerCelularDesdeTurno = {
  namespace: TURNOS_NS,
  name: 'obtener-celular-desde-turno',
  method: 'GET',
} as const satisfies EndpointRoute;
