import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { useSession } from '@/lib/session-context';

/** The studio's name and the one thing to do here: book. */
export function HomeHero({ siteName }: { siteName: string }) {
  const { session } = useSession();
  return (
    <Box
      component="header"
      sx={{
        bgcolor: '#efe6f5',
        borderRadius: 2,
        px: { xs: 2, sm: 4 },
        py: { xs: 3, sm: 5 },
      }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {siteName}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, maxWidth: 560 }}>
        Reservá tu turno online en pocos pasos: elegí la sucursal, el servicio, el profesional y el
        horario que más te convenga.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          component={RouterLink}
          to={paths.client.book}
          variant="contained"
          size="large"
          startIcon={<EventAvailable aria-hidden />}
          sx={{ minHeight: 48, px: 3 }}
        >
          Reservar turno
        </Button>
        <Button
          component={RouterLink}
          to={paths.services}
          variant="outlined"
          size="large"
          sx={{ minHeight: 48 }}
        >
          Ver servicios y precios
        </Button>
        {session && (
          <Button component={RouterLink} to={session.landing} size="large" sx={{ minHeight: 48 }}>
            {session.isClient && !session.isPelu && !session.isAdmin
              ? 'Ir a Mis turnos'
              : 'Ir a mi panel'}
          </Button>
        )}
      </Box>
    </Box>
  );
}
