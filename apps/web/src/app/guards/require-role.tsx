import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@turnos/domain';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session-context';

/** Not logged in → /login (remembering where to return); wrong role → the user's landing page. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { session, status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (!session) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  if (!roles.some((r) => session.roles.includes(r)))
    return <Navigate to={session.landing} replace />;
  return <Outlet />;
}
