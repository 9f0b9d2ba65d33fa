import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { ChangeOwnPasswordForm } from '@/features/auth/components/change-own-password-form';
import { PasswordChangedPanel } from '@/features/auth/components/password-changed-panel';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useSession } from '@/lib/session-context';

export default function ChangePasswordRoute() {
  const [params] = useSearchParams();
  const { session, status, signOut } = useSession();
  const [changed, setChanged] = useState(false);
  const email = params.get('email');
  const code = params.get('code');

  // the change ended every token of this user: this session closes quietly under the
  // confirmation (no "vuelva a iniciar sesión" from a request made with the dead token)
  function onChanged() {
    setChanged(true);
    void signOut();
  }

  let content;
  if (email && code) content = <ResetPasswordForm email={email} code={code} />;
  else if (changed) content = <PasswordChangedPanel />;
  else if (status === 'loading') content = <PageLoader />;
  else if (session) content = <ChangeOwnPasswordForm userId={session.id} onChanged={onChanged} />;
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
