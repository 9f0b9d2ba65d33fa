import { useCallback } from 'react';
import { errorToastText } from '@/lib/error-toast';
import { isApiError } from '@/lib/api-error';
import { useToast } from './toast-context';

/**
 * The one way a failed call becomes a toast: `showError(e, 'Error al guardar …')` in a catch.
 * A thrown value that is not an API error (a bug) is also reported, never swallowed.
 */
export function useErrorToast() {
  const toast = useToast();
  return useCallback(
    (error: unknown, fallback: string) => {
      const text = errorToastText(error, fallback);
      if (text !== null) toast.error(text);
      if (!isApiError(error)) globalThis.reportError(error);
    },
    [toast],
  );
}
