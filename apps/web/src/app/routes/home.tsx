import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import ContentCut from '@mui/icons-material/ContentCut';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { Page } from '@/components/page';
import { useSession } from '@/lib/session-context';
import { useSiteName } from '@/api/options';

export default function HomeRoute() {
  const siteName = useSiteName();
  const { session } = useSession();
  return (
    <Page title={siteName} heading={`¡Bienvenido a ${siteName}!`} maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography sx={{ mb: 3 }}>
          Reservá tu turno online en pocos pasos: elegí la sucursal, el profesional, el servicio y
          el horario que más te convenga.
        </Typography>
        <Stack spacing={2}>
          <Button
            component={RouterLink}
            to={paths.cliente.book}
            variant="contained"
            size="large"
            startIcon={<EventAvailable />}
          >
            Reservar turno
          </Button>
          <Button
            component={RouterLink}
            to={paths.services}
            variant="outlined"
            size="large"
            startIcon={<ContentCut />}
          >
            Ver servicios y precios
          </Button>
          {session && (
            <Button component={RouterLink} to={session.landing} variant="text">
              {session.isCliente && !session.isPelu && !session.isAdmin
                ? 'Ir a Mis turnos'
                : 'Ir a mi panel'}
            </Button>
          )}
        </Stack>
      </Paper>
    </Page>
  );
}
