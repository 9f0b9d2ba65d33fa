import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerServiciosAsociados = {
  namespace: TURNOS_NS,
  name: 'obtener-servicios-asociados',
  method: 'GET',
} as const satisfies EndpointRoute;
