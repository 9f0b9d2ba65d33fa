import { Page } from '@/components/page';
import { NewServiceForm } from '@/features/catalog/components/new-service-form';

export default function AdminNewServiceRoute() {
  return (
    <Page title="Nuevo Servicio" maxWidth="sm">
      <NewServiceForm />
    </Page>
  );
}
