import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { Page } from '@/components/page';

export default function NotFoundRoute() {
  return (
    <Page title="Página no encontrada" maxWidth="sm">
      <Typography sx={{ mb: 2 }}>La página que buscás no existe o fue movida.</Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Volver al inicio
      </Button>
    </Page>
  );
}
