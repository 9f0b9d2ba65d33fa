import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarOpcion = {
  namespace: TURNOS_NS,
  name: 'actualizar-opcion',
  method: 'POST',
} as const satisfies EndpointRoute;
