import { Page } from '@/components/page';
import { CommissionReport } from '@/features/reports/components/commission-report';

/** /profesional/comisiones — a professional's own commissions (the server keeps them to their rows). */
export default function ProfessionalCommissionsRoute() {
  return (
    <Page title="Mis comisiones" maxWidth="lg">
      <CommissionReport isAdmin={false} />
    </Page>
  );
}
