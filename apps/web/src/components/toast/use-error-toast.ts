import { useCallback } from 'react';
import { errorToastText, type AnswerText } from '@/lib/error-toast';
import { isApiError } from '@/lib/api-error';
import { useToast } from './toast-context';

/**
 * The one way a failed call becomes a toast: `showError(e, 'Error al guardar …')` in a catch or
 * an `onError`, with the screen's `answerText` where the seed shows the server's words
 * (`serverWords(…)`) or its own text for a case. It returns the text shown (null: none is due),
 * for a form that also shows it inline. A thrown value that is not an API error (a bug) is also
 * reported, never swallowed.
 */
export function useErrorToast() {
  const toast = useToast();
  return useCallback(
    (error: unknown, fallback: string, answerText?: AnswerText): string | null => {
      const text = errorToastText(error, fallback, answerText);
      if (text !== null) toast.error(text);
      if (!isApiError(error)) globalThis.reportError(error);
      return text;
    },
    [toast],
  );
}

/**
 * The same text for a form that shows the failure inline (an Alert next to its fields): no toast
 * as well, one message per event (issue 29.16). A non-API error is still reported.
 */
export function useErrorText() {
  return useCallback((error: unknown, fallback: string, answerText?: AnswerText): string | null => {
    const text = errorToastText(error, fallback, answerText);
    if (!isApiError(error)) globalThis.reportError(error);
    return text;
  }, []);
}
