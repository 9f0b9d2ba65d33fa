import { TURNOS_NS, type EndpointRoute } from '../../route';

export const agregarDiaNoLaborable = {
  namespace: TURNOS_NS,
  name: 'agregar-dia-no-laborable',
  method: 'POST',
} as const satisfies EndpointRoute;
