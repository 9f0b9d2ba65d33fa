import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session-context';
import { CounterScreen } from '@/features/counter/components/counter-screen';

/** /admin/caja — a branch's counter: admins every branch, a professional their own branches. */
export default function AdminCounterRoute() {
  const { session } = useSession();
  return (
    <Page title="Caja" maxWidth="lg">
      {session ? (
        <CounterScreen isAdmin={session.isAdmin} idPeluquero={session.id} />
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}
