import { Page } from '@/components/page';
import { useSession } from '@/lib/session-context';
import { ReportsScreen } from '@/features/reports/components/reports-screen';

/** /admin/reportes — the studio's figures; a professional's /profesional/reportes, their own. */
export default function AdminReportsRoute() {
  const { session } = useSession();
  return (
    <Page title="Reportes" maxWidth="lg">
      <ReportsScreen isAdmin={session?.isAdmin ?? false} />
    </Page>
  );
}
