import { PaymentResult } from '@/features/payments';

/** /cliente/mp-failure: Mercado Pago's return, confirmed with the server. */
export default function MpReturnFailureRoute() {
  return <PaymentResult kind="failure" />;
}
