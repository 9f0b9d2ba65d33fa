import { TURNOS_NS, type EndpointRoute } from '../../route';

export const exportarCobros = {
  namespace: TURNOS_NS,
  name: 'exportar-cobros',
  method: 'GET',
  envelope: 'bytes',
} as const satisfies EndpointRoute;
