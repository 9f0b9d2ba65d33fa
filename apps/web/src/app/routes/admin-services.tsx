import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { Page } from '@/components/page';
import { ServicesTable } from '@/features/catalog/components/services-table';
import { PageActions } from './page-actions';

export default function AdminServicesRoute() {
  return (
    <Page title="Servicios" maxWidth="lg">
      <PageActions>
        <Button
          component={RouterLink}
          to={paths.admin.changePrices}
          variant="outlined"
          startIcon={<PriceChangeIcon />}
        >
          Cambiar precios
        </Button>
        <Button
          component={RouterLink}
          to={paths.admin.newService}
          variant="contained"
          startIcon={<AddIcon />}
        >
          Nuevo servicio
        </Button>
      </PageActions>
      <ServicesTable />
    </Page>
  );
}
