import Paper from '@mui/material/Paper';
import { Page } from '@/components/page';
import { RegisterForm } from '@/features/auth/components/register-form';

export default function RegisterRoute() {
  return (
    <Page title="Crear cuenta" subtitle="Registrate para reservar tus turnos." maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <RegisterForm />
      </Paper>
    </Page>
  );
}
