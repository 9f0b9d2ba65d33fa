import { TURNOS_NS, type EndpointRoute } from '../../route';

export const calendarioProfesional = {
  namespace: TURNOS_NS,
  name: 'calendario-profesional',
  method: 'GET',
  envelope: 'bytes',
} as const satisfies EndpointRoute;
