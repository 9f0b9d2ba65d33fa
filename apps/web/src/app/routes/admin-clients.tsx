import { Page } from '@/components/page';
import { ClientsTable } from '@/features/admin-clients/components/clients-table';

/** /admin/clientes */
export default function AdminClientsRoute() {
  return (
    <Page title="Clientes" maxWidth="lg">
      <ClientsTable />
    </Page>
  );
}
