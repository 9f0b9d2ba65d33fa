import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerReporte = {
  namespace: TURNOS_NS,
  name: 'obtener-reporte',
  method: 'GET',
} as const satisfies EndpointRoute;
