import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session-context';
import { MisTurnos } from '@/features/appointments/components/mis-turnos';
import { PaymentPanel } from '@/features/payments';

/** /cliente/dashboard: Mis turnos. The payment widget comes from the payments feature. */
export default function ClientDashboardRoute() {
  const { session } = useSession();
  return (
    <Page title="Mis turnos">
      {session ? (
        <MisTurnos
          clientId={session.id}
          renderPaymentDetails={(t) => (
            <PaymentPanel idTurno={t.id_turno} idVisita={t.id_visita} monto={t.monto_reserva} />
          )}
        />
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}
