import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarCampoTurno = {
  namespace: TURNOS_NS,
  name: 'actualizar-campo-turno',
  method: 'PUT',
} as const satisfies EndpointRoute;
