import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import InsightsIcon from '@mui/icons-material/Insights';
import PaymentsIcon from '@mui/icons-material/Payments';
import { RouterLink } from '@/components/link-button';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/page-loader';
import { ProfessionalHome } from '@/features/staff/components/professional-home';
import { TodayAppointments } from '@/features/staff/components/today-appointments';
import { useSession } from '@/lib/session-context';
import { StaffRowDialogs } from './staff-row-dialogs';

export default function ProfessionalDashboardRoute() {
  const { session } = useSession();
  return (
    <Page title="Panel del profesional" subtitle={session?.fullName} maxWidth="lg">
      {/* the day's appointments come first: what a professional opens the app for (issue 29) */}
      {session && <TodayAppointments professionalId={session.id} />}
      <Stack direction="row" sx={{ mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={paths.professional.reports}
          variant="outlined"
          startIcon={<InsightsIcon />}
        >
          Mis reportes
        </Button>
        <Button
          component={RouterLink}
          to={session?.isAdmin ? paths.admin.commissions : paths.professional.commissions}
          variant="outlined"
          startIcon={<PaymentsIcon />}
        >
          {session?.isAdmin ? 'Comisiones' : 'Mis comisiones'}
        </Button>
      </Stack>
      {session ? (
        <ProfessionalHome professionalId={session.id} RowDialogs={StaffRowDialogs} />
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}
