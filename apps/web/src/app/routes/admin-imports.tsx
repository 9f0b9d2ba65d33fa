import { Page } from '@/components/page';
import { ImportScreen } from '@/features/imports/components/import-screen';

/** /admin/importar — clients and appointments from another system's CSV (contract §7.8). */
export default function AdminImportsRoute() {
  return (
    <Page title="Importar datos">
      <ImportScreen />
    </Page>
  );
}
