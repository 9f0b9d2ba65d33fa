import { ErrorCode } from '@turnos/domain';
import { isApiError, isNetworkError } from './api-error';

/**
 * The text of the error toast for a failed call, or null when none is due:
 * - the session ended (the API client already said 'Por favor, vuelva a iniciar sesión' and the
 *   app goes to the login): nothing more;
 * - no answer from the server: the seed's offline / unreachable text the client put on the error;
 * - any other answer: `fallback`, the seed's text for the action (seed §8: other server error
 *   codes are not shown).
 * Anything that is not an API error is a defect, not an answer: it still gets `fallback` so the
 * user is told, and `errorToastText`'s caller reports it (see useErrorToast).
 */
export function errorToastText(error: unknown, fallback: string): string | null {
  if (isApiError(error) && error.status === 401 && error.code === ErrorCode.tokenExpired) {
    return null;
  }
  if (isNetworkError(error) && isApiError(error)) return error.message || fallback;
  return fallback;
}
