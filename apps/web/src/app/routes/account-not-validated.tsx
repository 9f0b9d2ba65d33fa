import { useLocation } from 'react-router';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Page } from '@/components/page';
import { ResendValidationForm } from '@/features/auth/components/resend-validation-form';

function stateEmail(state: unknown): string {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') {
    return state.email;
  }
  return '';
}

export default function AccountNotValidatedRoute() {
  const { state } = useLocation();
  return (
    <Page title="Cuenta no validada" maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 1 }}>
          Tu cuenta todavía no fue validada. Para usarla, abrí el enlace que te enviamos por correo
          al registrarte.
        </Typography>
        <Typography sx={{ mb: 3 }}>
          ¿No lo encontrás? Revisá la carpeta de spam o pedí uno nuevo:
        </Typography>
        <ResendValidationForm initialEmail={stateEmail(state)} />
      </Paper>
    </Page>
  );
}
