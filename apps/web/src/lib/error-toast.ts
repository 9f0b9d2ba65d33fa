import { ErrorCode } from '@turnos/domain';
import { isApiError, isNetworkError, type ApiError } from './api-error';

/**
 * A screen's own reading of a failed call: the text for this answer (or network failure), or
 * undefined for the default. Used where the seed names a text for a case ('Error al crear
 * sucursal. {error}', the rate limit's own message, a rule the server words itself).
 */
export type AnswerText = (error: ApiError) => string | undefined;

/**
 * The text for a failed call shown inline (an alert in a form or page):
 * - what the screen's `answerText` says for this error, when it says something;
 * - no answer from the server: the seed's offline / unreachable text the client put on the error;
 * - any other answer: `fallback`, the seed's text for the action (seed §8: other server error
 *   codes are not shown).
 * Anything that is not an API error is a defect, not an answer: it still gets `fallback` so the
 * user is told (useErrorToast also reports it).
 */
export function errorText(error: unknown, fallback: string, answerText?: AnswerText): string {
  if (!isApiError(error)) return fallback;
  const own = answerText?.(error);
  if (own !== undefined) return own;
  if (isNetworkError(error)) return error.message || fallback;
  return fallback;
}

/**
 * The text of the error toast for a failed call: `errorText`, or null when the session ended
 * (the API client already said 'Por favor, vuelva a iniciar sesión' and the app goes to the
 * login).
 */
export function errorToastText(
  error: unknown,
  fallback: string,
  answerText?: AnswerText,
): string | null {
  if (isApiError(error) && error.status === 401 && error.code === ErrorCode.tokenExpired) {
    return null;
  }
  return errorText(error, fallback, answerText);
}

/**
 * The server's own words, where the screen shows them (seed §8: "the server message is preferred
 * where displayed"): the message the server wrote, for the listed codes only when codes are given.
 */
export function serverWords(...codes: number[]): AnswerText {
  return (e) =>
    e.fromServer && (codes.length === 0 || (e.code !== null && codes.includes(e.code)))
      ? e.message
      : undefined;
}
