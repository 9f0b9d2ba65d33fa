import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { Page } from '@/components/page';
import { useSession } from '@/lib/session-context';

export default function AccountDisabledRoute() {
  const { signOut } = useSession();
  // A blocked user is treated as logged out and the token revoked (seed §4).
  useEffect(() => {
    void signOut();
  }, [signOut]);
  return (
    <Page title="Cuenta desactivada" maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2 }}>
          Tu cuenta está desactivada, por lo que no podés iniciar sesión ni reservar turnos. Si
          creés que se trata de un error, comunicate con la peluquería.
        </Typography>
        <Button component={RouterLink} to={paths.home} variant="contained">
          Volver al inicio
        </Button>
      </Paper>
    </Page>
  );
}
