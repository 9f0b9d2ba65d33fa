import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerReporteComisiones = {
  namespace: TURNOS_NS,
  name: 'obtener-reporte-comisiones',
  method: 'GET',
} as const satisfies EndpointRoute;
