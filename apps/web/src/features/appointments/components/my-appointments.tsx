import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { studioNow } from '@turnos/domain';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-toast';
import { RouterLink } from '@/components/link-button';
import {
  useActiveAppointmentLimit,
  useActiveAppointments,
  useClientAppointments,
  type Appointment,
} from '@/api/appointments';
import { useBranches } from '@/api/branches';
import { splitAppointments } from '../utils/appointment-status';
import { groupVisits } from '../utils/visit-groups';
import { appointmentsText } from '../utils/texts';
import { useNow } from '../utils/use-now';
import { PastAppointmentsList } from './past-appointments-list';
import { PendingBookingNotice } from './pending-booking-notice';
import { WaitlistEntries } from './waitlist-entries';
import { UpcomingAppointmentCard } from './upcoming-appointment-card';
import { VisitCard } from './visit-card';
import { ClientCreditBanner } from '@/components/credit/client-credit-banner';
import { lazyPage } from '@/lib/lazy-page';
import type { CancelAppointmentDialog as Cancel } from './cancel-appointment-dialog';
import type { PaymentDialog as Pay } from './payment-dialog';

// The dialogs (MUI's Dialog, Modal and transitions) load when a button opens one, not with the
// list (issue 29.7: the page's first load).
const CancelAppointmentDialog = lazyPage<ComponentProps<typeof Cancel>>(() =>
  import('./cancel-appointment-dialog').then((m) => ({ default: m.CancelAppointmentDialog })),
);
const PaymentDialog = lazyPage<ComponentProps<typeof Pay>>(() =>
  import('./payment-dialog').then((m) => ({ default: m.PaymentDialog })),
);

interface MyAppointmentsProps {
  clientId: number;
  /** how to pay a reservation, shown in the payment dialog */
  renderPaymentDetails?: (t: Appointment) => ReactNode;
}

function Loading() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Cargando turnos">
      <Skeleton variant="rounded" height={64} />
      {[0, 1].map((i) => (
        <Skeleton key={i} variant="rounded" height={150} />
      ))}
    </Stack>
  );
}

/** Client home (seed §2 Mis turnos). */
export function MyAppointments({ clientId, renderPaymentDetails }: MyAppointmentsProps) {
  const appointments = useClientAppointments(clientId);
  const activos = useActiveAppointments(clientId);
  const max = useActiveAppointmentLimit();
  // the branches' addresses, for the calendar events (without them the branch's name is used)
  const branches = useBranches();
  const now = useNow();
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [paying, setPaying] = useState<Appointment | null>(null);

  const failure = appointments.error ?? activos.error ?? max.error;
  const retry = () => void Promise.all([appointments.refetch(), activos.refetch(), max.refetch()]);
  const retryButton = (
    <Button color="inherit" size="small" onClick={retry}>
      Reintentar
    </Button>
  );
  if (!appointments.data || !activos.data || max.data === undefined) {
    if (!failure) return <Loading />;
    return (
      <Alert severity="error" action={retryButton}>
        <AlertTitle>{appointmentsText.errorTitle}</AlertTitle>
        {errorText(failure, appointmentsText.errorText)}
      </Alert>
    );
  }

  const { upcoming, past } = splitAppointments(appointments.data, studioNow(now).date);
  const cantidad = activos.data.cantidad;
  const canBook = max.data === 0 || cantidad < max.data;

  return (
    <Stack spacing={3}>
      {failure && (
        // a list already shown stays: a refresh that failed (offline, a failed cancel's reload)
        // is said above it (issue 29.8)
        <Alert severity="warning" action={retryButton}>
          {errorText(failure, appointmentsText.errorText)}
        </Alert>
      )}
      <ClientCreditBanner clientId={clientId} />
      {canBook && <PendingBookingNotice today={studioNow(now).date} />}
      {canBook ? (
        <Button
          component={RouterLink}
          to={paths.client.book}
          variant="contained"
          size="large"
          fullWidth
          sx={{ py: 2, fontSize: '1.1rem' }}
        >
          {appointmentsText.book}
        </Button>
      ) : (
        <Alert severity="warning" sx={{ fontWeight: 600 }}>
          {appointmentsText.limit}
        </Alert>
      )}
      <section aria-labelledby="upcoming-title">
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}
        >
          <Typography variant="h2" id="upcoming-title">
            {appointmentsText.upcoming}
          </Typography>
          <Typography color="text.secondary">
            Turnos activos: <strong>{cantidad}</strong>
            {max.data > 0 && ` de ${max.data}`}
          </Typography>
        </Stack>
        {upcoming.length === 0 ? (
          <Typography color="text.secondary">{appointmentsText.noUpcoming}</Typography>
        ) : (
          <Stack spacing={2}>
            {groupVisits(upcoming).map((e) =>
              e.kind === 'turno' ? (
                <UpcomingAppointmentCard
                  key={`t${e.turno.id_turno}`}
                  appointment={e.turno}
                  now={now}
                  onCancel={setCancelling}
                  onPay={setPaying}
                  direccion={branches.data?.find((b) => b.id === e.turno.id_sucursal)?.direccion}
                />
              ) : (
                <VisitCard
                  key={`v${e.resumen.id_visita ?? e.resumen.id_turno}`}
                  appointments={e.turnos}
                  resumen={e.resumen}
                  total={e.total}
                  now={now}
                  onCancel={setCancelling}
                  onPay={setPaying}
                />
              ),
            )}
          </Stack>
        )}
      </section>
      <WaitlistEntries clientId={clientId} />
      <section aria-labelledby="past-title">
        <Typography variant="h2" id="past-title" sx={{ mb: 1.5 }}>
          {appointmentsText.past}
        </Typography>
        <PastAppointmentsList appointments={past} />
      </section>
      <Suspense fallback={null}>
        {cancelling && (
          <CancelAppointmentDialog appointment={cancelling} onClose={() => setCancelling(null)} />
        )}
        {paying && (
          <PaymentDialog
            appointment={paying}
            details={renderPaymentDetails?.(paying)}
            onClose={() => setPaying(null)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
