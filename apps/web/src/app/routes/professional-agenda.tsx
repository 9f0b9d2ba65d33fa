import { useParams } from 'react-router';
import Container from '@mui/material/Container';
import { usePageTitle } from '@/components/page';
import { useSession } from '@/lib/session-context';
import { paths } from '@/config/paths';
import { AgendaHeading } from '@/features/agenda/components/agenda-heading';
import { AgendaScreen } from '@/features/agenda/components/agenda-screen';

/** /profesional/agenda/:id_peluquero — the param is the professional-branch id. */
export default function ProfessionalAgendaRoute() {
  usePageTitle('Agenda');
  const { id_peluquero: id = '' } = useParams();
  const { session } = useSession();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <AgendaHeading
        professionalBranchId={id}
        fallback={session?.landing ?? paths.professional.dashboard}
      />
      <AgendaScreen key={id} professionalBranchId={id} />
    </Container>
  );
}
