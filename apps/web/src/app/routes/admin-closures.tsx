import { Page } from '@/components/page';
import { ClosuresScreen } from '@/features/closures/components/closures-screen';

/** /admin/feriados — national holidays and the studio's closures (contract §7.6). */
export default function AdminClosuresRoute() {
  return (
    <Page title="Feriados y cierres" maxWidth="md">
      <ClosuresScreen />
    </Page>
  );
}
