import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorCode, msg } from '@turnos/domain';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toast';
import { isApiError, isNetworkError } from '@/lib/api-error';
import { registerClient, type RegisterInput } from '@/api/account';

/** Seed §2: the success text stays 10 s, then home. */
export const REGISTER_SUCCESS_MS = 10_000;
export const REGISTER_UNEXPECTED = 'Se produjo un error inesperado';
export const REGISTER_FAILED = 'No pudo crearse la cuenta. Por favor, intente nuevamente.';

export function useRegister() {
  const navigate = useNavigate();
  const toast = useToast();
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
      toast.success(msg.registerSuccess, REGISTER_SUCCESS_MS);
      timer.current = setTimeout(() => navigate(paths.home), REGISTER_SUCCESS_MS);
    } catch (e) {
      let text = REGISTER_FAILED;
      if (isApiError(e) && e.code === ErrorCode.emailExists) text = msg.emailExists;
      else if (isNetworkError(e)) text = REGISTER_UNEXPECTED;
      else if (isApiError(e) && e.fromServer) text = e.message;
      setError(text);
      toast.error(text);
    }
  }

  return { submit, error, done };
}
