import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorCode, msg } from '@turnos/domain';
import { paths } from '@/config/paths';
import { useErrorText } from '@/components/toast';
import { isNetworkError, type ApiError } from '@/lib/api-error';
import { registerClient, type RegisterInput } from '@/api/register';
import { useReturnTo } from './use-login';

/**
 * Seed §2: the success text stays 10 s, then home — or, for a client the login page sent here on
 * their way somewhere (a waitlist link), back to the login page that takes them there (ADR 0075).
 */
export const REGISTER_SUCCESS_MS = 10_000;
export const REGISTER_UNEXPECTED = 'Se produjo un error inesperado';
export const REGISTER_FAILED = 'No pudimos crear la cuenta. Por favor, intentá nuevamente.';

/** Seed §8 "Registration": the e-mail taken, unexpected (no answer), else the server's words. */
function registerError(e: ApiError): string | undefined {
  if (e.code === ErrorCode.emailExists) return msg.emailExists;
  if (isNetworkError(e)) return REGISTER_UNEXPECTED;
  return e.fromServer ? e.message : undefined;
}

export function useRegister() {
  const navigate = useNavigate();
  const showError = useErrorText();
  const returnTo = useReturnTo();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function submit(values: RegisterInput): Promise<void> {
    setError(null);
    try {
      await registerClient(values);
      setDone(true);
      timer.current = setTimeout(
        () =>
          returnTo ? navigate(paths.login, { state: { from: returnTo } }) : navigate(paths.home),
        REGISTER_SUCCESS_MS,
      );
    } catch (e) {
      setError(showError(e, REGISTER_FAILED, registerError));
    }
  }

  return { submit, error, done };
}
