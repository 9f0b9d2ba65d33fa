import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorCode, msg } from '@turnos/domain';
import { paths } from '@/config/paths';
import { useErrorText, useToast } from '@/components/toast';
import { isApiError, isNetworkError, type ApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session-context';
import { login } from '@/api/session';
import type { LoginForm } from '../schemas';
import { safeReturnTo } from '../utils/return-to';

/**
 * Where a guard sent the user from (router state `from`), if it is a path of this app (ADR 0075):
 * the login page, and the registration page it links to, carry it along.
 */
export function useReturnTo(): string | null {
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && 'from' in state) return safeReturnTo(state.from);
  return null;
}

/** Seed §8 "Login": wrong credentials, the rate limit in the server's words, else the generic text. */
function loginError(e: ApiError): string | undefined {
  if (e.code === ErrorCode.wrongCredentials) return msg.wrongCredentials;
  if (e.code === ErrorCode.rateLimited) return e.message;
  return isNetworkError(e) ? msg.loginGeneric : undefined;
}

/** Login: POST auth, then auth/validate, then the landing page (seed §2, §6, §8). */
export function useLogin() {
  const navigate = useNavigate();
  const toast = useToast();
  const showError = useErrorText();
  const { signIn, signOut } = useSession();
  const returnTo = useReturnTo();
  const [error, setError] = useState<string | null>(null);

  async function submit(values: LoginForm): Promise<void> {
    setError(null);
    try {
      const token = await login(values);
      const session = await signIn(token);
      if (session.isBlocked) {
        await signOut();
        navigate(paths.accountDisabled, { replace: true });
        return;
      }
      if (session.isClient && !session.isPelu && !session.isAdmin && !session.isValidado) {
        await signOut();
        navigate(paths.accountNotValidated, { state: { email: values.email } });
        return;
      }
      toast.success(msg.welcome);
      navigate(returnTo ?? session.landing, { replace: true });
    } catch (e) {
      const code = isApiError(e) ? e.code : null;
      if (code === ErrorCode.blocked) {
        navigate(paths.accountDisabled, { replace: true });
        return;
      }
      if (code === ErrorCode.notValidated) {
        navigate(paths.accountNotValidated, { state: { email: values.email } });
        return;
      }
      setError(showError(e, msg.loginGeneric, loginError));
    }
  }

  return { submit, error };
}
