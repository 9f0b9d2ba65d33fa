import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { msg } from '@turnos/domain';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toast';
import { onAuthEvent } from '@/lib/auth-events';
import { useSession } from '@/lib/session-context';

/** Reacts to session events of the API client (contract §3): expired, blocked, not validated. */
export function AuthEventsHandler() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { session } = useSession();
  const email = session?.email ?? '';
  const here = `${location.pathname}${location.search}`;

  useEffect(
    () =>
      onAuthEvent((event) => {
        if (event === 'expired') {
          toast.error(msg.sessionExpired);
          navigate(paths.login, { replace: true, state: { from: here } });
        } else if (event === 'blocked') {
          navigate(paths.accountDisabled, { replace: true });
        } else {
          navigate(paths.accountNotValidated, { replace: true, state: { email } });
        }
      }),
    [navigate, toast, here, email],
  );
  return null;
}
