import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarDiaLaborable = {
  namespace: TURNOS_NS,
  name: 'actualizar-dia-laborable',
  method: 'POST',
} as const satisfies EndpointRoute;
