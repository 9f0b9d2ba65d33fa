import { Suspense, type ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import Skeleton from '@mui/material/Skeleton';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { lazyPage } from '@/lib/lazy-page';
import { useSession } from '@/lib/session-context';
import { BookingWizard } from '@/features/booking/components/booking-wizard';
import type { PaymentPanel as Panel } from '@/features/payments';
import type { RescheduleTurno as Reschedule } from './reschedule-turno';

// Rescheduling and paying a deposit are reached from other screens or after booking: they load
// on demand, so the booking page's first load is step 1 only.
const RescheduleTurno = lazyPage<ComponentProps<typeof Reschedule>>(() =>
  import('./reschedule-turno').then((m) => ({ default: m.RescheduleTurno })),
);
const PaymentPanel = lazyPage<ComponentProps<typeof Panel>>(() =>
  import('@/features/payments').then((m) => ({ default: m.PaymentPanel })),
);

export const PAYMENT_LOADING = 'Cargando medios de pago';

/** /cliente/reservar-turno: booking, or rescheduling with `?reprogramar=<id_turno>`. */
export default function BookAppointmentRoute() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const reprogramar = params.get('reprogramar');
  const reprogramarVisita = params.get('reprogramar-visita');
  if (!session) return <PageLoader />;
  if (reprogramarVisita) {
    return (
      <Page title="Reprogramar visita" subtitle="Elegí la nueva fecha y horario de tu visita.">
        <Suspense fallback={<PageLoader />}>
          <RescheduleTurno clientId={session.id} idVisita={reprogramarVisita} />
        </Suspense>
      </Page>
    );
  }
  if (reprogramar) {
    return (
      <Page title="Reprogramar turno" subtitle="Elegí la nueva fecha y horario de tu turno.">
        <Suspense fallback={<PageLoader />}>
          <RescheduleTurno clientId={session.id} idTurno={reprogramar} />
        </Suspense>
      </Page>
    );
  }
  return (
    <Page title="Agendar turno">
      <BookingWizard
        clientId={session.id}
        renderPayment={(r) => (
          <Suspense
            fallback={
              <Skeleton
                variant="rounded"
                height={48}
                role="progressbar"
                aria-label={PAYMENT_LOADING}
              />
            }
          >
            <PaymentPanel
              idTurno={r.id_turno}
              idVisita={r.turno.id_visita}
              monto={r.monto_reserva}
            />
          </Suspense>
        )}
      />
    </Page>
  );
}
