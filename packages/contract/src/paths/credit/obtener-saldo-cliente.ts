import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerSaldoCliente = {
  namespace: TURNOS_NS,
  name: 'obtener-saldo-cliente',
  method: 'GET',
} as const satisfies EndpointRoute;
