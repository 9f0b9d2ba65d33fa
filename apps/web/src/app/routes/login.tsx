import { Navigate } from 'react-router';
import Paper from '@mui/material/Paper';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { LoginForm } from '@/features/auth/components/login-form';
import { useSession } from '@/lib/session-context';

export default function LoginRoute() {
  const { session, status } = useSession();
  if (status === 'loading') return <PageLoader />;
  // Already logged in (e.g. a bookmark): nothing to do here.
  if (session) return <Navigate to={session.landing} replace />;
  return (
    <Page title="Iniciar sesión" maxWidth="xs">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <LoginForm />
      </Paper>
    </Page>
  );
}
