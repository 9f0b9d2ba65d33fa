import type { ReactNode } from 'react';
import type { BookingResult } from '@/api/appointments';

/** The payment widget for a due deposit (composed by the route). */
export type RenderPayment = (result: BookingResult) => ReactNode;

export const hasUnpaidDeposit = (r: BookingResult) =>
  r.reserva_paga === '0' && Number(r.monto_reserva) > 0;
