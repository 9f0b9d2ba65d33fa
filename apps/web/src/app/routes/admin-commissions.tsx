import { Page } from '@/components/page';
import { CommissionReport } from '@/features/reports/components/commission-report';

/** /admin/comisiones — what each professional earned in a period (contract §7.4). */
export default function AdminCommissionsRoute() {
  return (
    <Page title="Comisiones" maxWidth="lg">
      <CommissionReport isAdmin />
    </Page>
  );
}
