import { PaymentResult } from '@/features/payments';

/** /cliente/mp-pending: Mercado Pago's return, confirmed with the server. */
export default function MpReturnPendingRoute() {
  return <PaymentResult kind="pending" />;
}
