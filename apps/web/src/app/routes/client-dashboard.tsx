import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session-context';
import { MisTurnos } from '@/features/appointments/components/mis-turnos';
import { DepositPaymentInfo } from '@/features/booking/components/deposit-payment-info';

/** /cliente/dashboard: Mis turnos. The payment details come from the booking feature. */
export default function ClientDashboardRoute() {
  const { session } = useSession();
  return (
    <Page title="Mis turnos">
      {session ? (
        <MisTurnos
          clientId={session.id}
          renderPaymentDetails={(t) => <DepositPaymentInfo monto={t.monto_reserva} />}
        />
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}
