import { TURNOS_NS, type EndpointRoute } from '../../route';

export const eliminarDiaNoLaborable = {
  namespace: TURNOS_NS,
  name: 'eliminar-dia-no-laborable',
  method: 'DELETE',
} as const satisfies EndpointRoute;
