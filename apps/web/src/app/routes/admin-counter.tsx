import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session-context';
import { CounterTabs } from '@/features/counter/components/counter-tabs';

/** /admin/caja — a branch's counter (admins every branch, a professional their own), the charges of a period and, for an admin, the past tills. */
export default function AdminCounterRoute() {
  const { session } = useSession();
  return (
    <Page title="Caja" maxWidth="lg">
      {session ? (
        <CounterTabs isAdmin={session.isAdmin} professionalId={session.id} />
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}
