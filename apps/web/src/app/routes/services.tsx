import { Page } from '@/components/page';
import { ServicesList } from '@/features/services/components/services-list';

export default function ServicesRoute() {
  return (
    <Page title="Lista de Servicios" subtitle="Precios y duración aproximada de cada servicio.">
      <ServicesList />
    </Page>
  );
}
