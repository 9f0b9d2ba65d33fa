import { TURNOS_NS, type EndpointRoute } from '../../route';

export const ajustarSaldoCliente = {
  namespace: TURNOS_NS,
  name: 'ajustar-saldo-cliente',
  method: 'POST',
} as const satisfies EndpointRoute;
