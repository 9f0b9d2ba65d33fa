import type { ReactNode } from 'react';
import type { ReservaResult } from '@/api/appointments';

/** The payment widget for a due deposit (composed by the route). */
export type RenderPayment = (result: ReservaResult) => ReactNode;

export const hasUnpaidDeposit = (r: ReservaResult) =>
  r.reserva_paga === '0' && Number(r.monto_reserva) > 0;
