import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { Page } from '@/components/page';

export default function ClientDashboardRoute() {
  return (
    <Page title="Mis turnos">
      <Button
        component={RouterLink}
        to={paths.cliente.book}
        variant="contained"
        size="large"
        fullWidth
        sx={{ mb: 2, py: 2 }}
      >
        RESERVAR TURNO
      </Button>
      <Alert severity="info">Sección en construcción</Alert>
    </Page>
  );
}
