import { TURNOS_NS, type EndpointRoute } from '../../route';

export const getAllPeluqueros = {
  namespace: TURNOS_NS,
  name: 'get-all-peluqueros',
  method: 'GET',
} as const satisfies EndpointRoute;
