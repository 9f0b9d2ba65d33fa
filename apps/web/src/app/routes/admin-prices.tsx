import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { Page } from '@/components/page';
import { PricesTable } from '@/features/catalog/components/prices-table';
import { PageActions } from './page-actions';

export default function AdminPricesRoute() {
  return (
    <Page title="Cambiar precios de servicios" maxWidth="lg">
      <PageActions>
        <Button component={RouterLink} to={paths.admin.services} startIcon={<ArrowBackIcon />}>
          Volver a Servicios
        </Button>
      </PageActions>
      <PricesTable />
    </Page>
  );
}
