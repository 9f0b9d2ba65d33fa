import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { useActiveAppointmentLimit, useActiveAppointments } from '@/api/appointments';
import { lazyPage } from '@/lib/lazy-page';
import { useSession } from '@/lib/session-context';
import { BookingWizard } from '@/features/booking/components/booking-wizard';
import type { PaymentPanel as Panel } from '@/features/payments';
import type { RescheduleAppointment as Reschedule } from './reschedule-appointment';

// Rescheduling and paying a deposit are reached from other screens or after booking: they load
// on demand, so the booking page's first load is step 1 only.
const RescheduleAppointment = lazyPage<ComponentProps<typeof Reschedule>>(() =>
  import('./reschedule-appointment').then((m) => ({ default: m.RescheduleAppointment })),
);
const PaymentPanel = lazyPage<ComponentProps<typeof Panel>>(() =>
  import('@/features/payments').then((m) => ({ default: m.PaymentPanel })),
);

export const PAYMENT_LOADING = 'Cargando medios de pago';
/** Seed §2's limit text, verbatim, said as the booking page opens (issue 29.3). */
export const LIMIT_TEXT = 'NO PUEDE RESERVAR NUEVO TURNO / MAXIMO DE TURNOS ACTIVOS ALCANZADO';
export const limitDetail = (cantidad: number, max: number) =>
  `Tenés ${cantidad} de ${max} turnos activos. Para reservar otro, cancelá uno en Mis turnos o esperá a que pase.`;
export const LIMIT_LOADING = 'Revisando tus turnos activos';

/**
 * A client at the active-appointment limit is told so on arriving, instead of after walking the
 * whole wizard (the server still refuses a booking over it, 1005). The count and the maximum are
 * the ones Mis turnos shows; if they cannot be read, the wizard opens as usual.
 */
function ActiveLimitGate({ clientId, children }: { clientId: number; children: ReactNode }) {
  const activos = useActiveAppointments(clientId);
  const max = useActiveAppointmentLimit();
  // judged once, on arriving: the booking this page makes must not swap its success for this
  const [atLimit, setAtLimit] = useState<{ cantidad: number; maximo: number } | false | null>(null);
  if (atLimit === null && !activos.isPending && !max.isPending) {
    const cantidad = activos.data?.cantidad ?? 0;
    const maximo = max.data ?? 0;
    setAtLimit(maximo > 0 && cantidad >= maximo ? { cantidad, maximo } : false);
  }
  if (atLimit === null) {
    return (
      <Stack spacing={2} role="progressbar" aria-label={LIMIT_LOADING}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  if (atLimit) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning">
          <Typography component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
            {LIMIT_TEXT}
          </Typography>
          {limitDetail(atLimit.cantidad, atLimit.maximo)}
        </Alert>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.client.dashboard} variant="contained">
            Ir a Mis turnos
          </Button>
          <Button component={RouterLink} to={paths.startPage} variant="outlined">
            Volver a Inicio
          </Button>
        </Stack>
      </Stack>
    );
  }
  return <>{children}</>;
}

/**
 * /cliente/reservar-turno: booking, or rescheduling with `?reprogramar=<id_turno>`. Booking is
 * open to visitors (issue 29.5): they choose and see the free times, and log in or register only
 * to confirm. Rescheduling needs the client's session; staff go to their own landing page.
 */
export default function BookAppointmentRoute() {
  const { session, status } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const reschedule = params.get('reprogramar');
  const rescheduleVisit = params.get('reprogramar-visita');
  if (status === 'loading') return <PageLoader />;
  if (session && !session.roles.includes('cliente')) {
    return <Navigate to={session.landing} replace />;
  }
  if (!session && (reschedule || rescheduleVisit)) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  if (session && rescheduleVisit) {
    return (
      <Page title="Reprogramar visita" subtitle="Elegí la nueva fecha y horario de tu visita.">
        <Suspense fallback={<PageLoader />}>
          <RescheduleAppointment clientId={session.id} visitId={rescheduleVisit} />
        </Suspense>
      </Page>
    );
  }
  if (session && reschedule) {
    return (
      <Page title="Reprogramar turno" subtitle="Elegí la nueva fecha y horario de tu turno.">
        <Suspense fallback={<PageLoader />}>
          <RescheduleAppointment clientId={session.id} appointmentId={reschedule} />
        </Suspense>
      </Page>
    );
  }
  const wizard = (
    <BookingWizard
      clientId={session ? session.id : null}
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
            appointmentId={r.id_turno}
            visitId={r.turno.id_visita}
            monto={r.monto_reserva}
          />
        </Suspense>
      )}
    />
  );
  return (
    <Page title="Agendar turno">
      {session ? <ActiveLimitGate clientId={session.id}>{wizard}</ActiveLimitGate> : wizard}
    </Page>
  );
}
