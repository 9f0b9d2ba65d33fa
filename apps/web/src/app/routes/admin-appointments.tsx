import { Page } from '@/components/page';
import { useSession } from '@/lib/session-context';
import { AppointmentsScreen } from '@/features/admin-appointments/components/appointments-screen';

/** /admin/turnos — admins see every appointment; a professional only their own (server-side). */
export default function AdminAppointmentsRoute() {
  const { session } = useSession();
  return (
    <Page title="Turnos" maxWidth="lg">
      <AppointmentsScreen isAdmin={session?.isAdmin ?? false} />
    </Page>
  );
}
