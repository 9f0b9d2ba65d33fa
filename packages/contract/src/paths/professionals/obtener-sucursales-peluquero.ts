import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerSucursalesPeluquero = {
  namespace: TURNOS_NS,
  name: 'obtener-sucursales-peluquero',
  method: 'GET',
} as const satisfies EndpointRoute;
