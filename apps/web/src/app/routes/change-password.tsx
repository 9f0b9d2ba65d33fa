import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { ChangeOwnPasswordForm } from '@/features/auth/components/change-own-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useSession } from '@/lib/session-context';

export default function ChangePasswordRoute() {
  const [params] = useSearchParams();
  const { session, status } = useSession();
  const email = params.get('email');
  const code = params.get('code');

  let content;
  if (email && code) content = <ResetPasswordForm email={email} code={code} />;
  else if (status === 'loading') content = <PageLoader />;
  else if (session) content = <ChangeOwnPasswordForm userId={session.id} />;
  else {
    content = (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={paths.login} color="inherit" size="small">
            Iniciar sesión
          </Button>
        }
      >
        Para cambiar tu contraseña iniciá sesión, o usá «Olvidé mi contraseña» para recibir un
        enlace por correo.
      </Alert>
    );
  }

  return (
    <Page title="Cambiar contraseña" maxWidth="xs">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {content}
      </Paper>
    </Page>
  );
}
