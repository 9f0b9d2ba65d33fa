import { Navigate } from 'react-router';
import Paper from '@mui/material/Paper';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { LoginForm } from '@/features/auth/components/login-form';
import { useReturnTo } from '@/features/auth/hooks/use-login';
import { useSession } from '@/lib/session-context';

export default function LoginRoute() {
  const { session, status } = useSession();
  const returnTo = useReturnTo();
  if (status === 'loading') return <PageLoader />;
  // Already logged in (a bookmark, or the login just done re-rendering this page before the form
  // moves on): nothing to do here but go where the guard sent from, else the landing page.
  if (session) return <Navigate to={returnTo ?? session.landing} replace />;
  return (
    <Page title="Iniciar sesión" maxWidth="xs">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <LoginForm />
      </Paper>
    </Page>
  );
}
