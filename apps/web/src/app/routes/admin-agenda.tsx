import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/page';
import { useSession } from '@/lib/session-context';
import { ClientFileDialog } from '@/features/admin-clients/components/client-file-dialog';
import { BranchAgendaScreen } from '@/features/agenda/components/branch-agenda-screen';
import { branchAgendaText } from '@/features/agenda/utils/branch-texts';

/** /admin/agenda — admins see every professional's column; a professional only their own. */
export default function AdminAgendaRoute() {
  usePageTitle(branchAgendaText.title);
  const { session } = useSession();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {branchAgendaText.title}
      </Typography>
      {session ? (
        <BranchAgendaScreen
          isAdmin={session.isAdmin}
          professionalId={session.id}
          ClientFile={ClientFileDialog}
        />
      ) : (
        <PageLoader />
      )}
    </Container>
  );
}
