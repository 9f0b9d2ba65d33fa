import { PaymentResult } from '@/features/payments';

/** /cliente/mp-success: Mercado Pago's return, confirmed with the server. */
export default function MpReturnSuccessRoute() {
  return <PaymentResult kind="success" />;
}
