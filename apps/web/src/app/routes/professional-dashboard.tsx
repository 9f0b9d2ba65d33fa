import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { ProfessionalHome } from '@/features/staff/components/professional-home';
import { useSession } from '@/lib/session-context';
import { StaffRowDialogs } from './staff-row-dialogs';

export default function ProfessionalDashboardRoute() {
  const { session } = useSession();
  return (
    <Page title="Panel del profesional" subtitle={session?.fullName} maxWidth="lg">
      {session ? (
        <ProfessionalHome idPeluquero={session.id} RowDialogs={StaffRowDialogs} />
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}
