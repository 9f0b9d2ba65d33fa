import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarAsistenciaTurno = {
  namespace: TURNOS_NS,
  name: 'actualizar-asistencia-turno',
  method: 'PUT',
} as const satisfies EndpointRoute;
