import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarComisiones = {
  namespace: TURNOS_NS,
  name: 'actualizar-comisiones',
  method: 'PUT',
} as const satisfies EndpointRoute;
