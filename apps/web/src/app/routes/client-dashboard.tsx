import { Suspense, type ComponentProps } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { lazyPage } from '@/lib/lazy-page';
import { useSession } from '@/lib/session-context';
import { MyAppointments } from '@/features/appointments/components/my-appointments';
import type { PaymentPanel as Panel } from '@/features/payments';

/** Shown in the payment dialog only: it loads with the dialog, not with the list. */
const PaymentPanel = lazyPage<ComponentProps<typeof Panel>>(() =>
  import('@/features/payments').then((m) => ({ default: m.PaymentPanel })),
);

/** /cliente/dashboard: Mis turnos. The payment widget comes from the payments feature. */
export default function ClientDashboardRoute() {
  const { session } = useSession();
  return (
    <Page title="Mis turnos">
      {session ? (
        <MyAppointments
          clientId={session.id}
          renderPaymentDetails={(t) => (
            <Suspense
              fallback={
                <Skeleton
                  variant="rounded"
                  height={48}
                  role="progressbar"
                  aria-label="Cargando medios de pago"
                />
              }
            >
              <PaymentPanel
                appointmentId={t.id_turno}
                visitId={t.id_visita}
                monto={t.monto_reserva}
              />
            </Suspense>
          )}
        />
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}
