import { useSearchParams } from 'react-router';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session-context';
import { BookingWizard } from '@/features/booking/components/booking-wizard';
import { PaymentPanel } from '@/features/payments';
import { RescheduleTurno } from './reschedule-turno';

/** /cliente/reservar-turno: booking, or rescheduling with `?reprogramar=<id_turno>`. */
export default function BookAppointmentRoute() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const reprogramar = params.get('reprogramar');
  if (!session) return <PageLoader />;
  if (reprogramar) {
    return (
      <Page title="Reprogramar turno" subtitle="Elegí la nueva fecha y horario de tu turno.">
        <RescheduleTurno clientId={session.id} idTurno={reprogramar} />
      </Page>
    );
  }
  return (
    <Page title="Agendar turno">
      <BookingWizard
        clientId={session.id}
        renderPayment={(r) => <PaymentPanel idTurno={r.id_turno} monto={r.monto_reserva} />}
      />
    </Page>
  );
}
