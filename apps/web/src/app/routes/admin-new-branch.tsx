import { Page } from '@/components/page';
import { NewBranchForm } from '@/features/catalog/components/new-branch-form';

export default function AdminNewBranchRoute() {
  return (
    <Page title="Nueva Sucursal" maxWidth="sm">
      <NewBranchForm />
    </Page>
  );
}
