import { Page } from '@/components/page';
import { NewProfessionalForm } from '@/features/staff/components/new-professional-form';

export default function AdminNewProfessionalRoute() {
  return (
    <Page title="Nuevo Profesional" maxWidth="sm">
      <NewProfessionalForm />
    </Page>
  );
}
