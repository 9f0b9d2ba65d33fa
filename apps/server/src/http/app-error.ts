import { ErrorCode, msg, type ErrorCodeValue } from '@turnos/domain';

const statusByCode: Record<number, number> = {
  [ErrorCode.tokenExpired]: 401,
  [ErrorCode.tokenMissing]: 401,
  [ErrorCode.tokenRevoked]: 401,
  [ErrorCode.tokenInvalid]: 401,
  [ErrorCode.tokenAlgorithm]: 401,
  [ErrorCode.tokenGeneric]: 401,
  [ErrorCode.refreshWindow]: 401,
  [ErrorCode.wrongCredentials]: 401,
  [ErrorCode.emailExists]: 409,
  [ErrorCode.badResetCode]: 400,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.notFound]: 404,
  [ErrorCode.invalidInput]: 400,
  [ErrorCode.slotTaken]: 409,
  [ErrorCode.activeLimit]: 409,
  [ErrorCode.rateLimited]: 429,
  [ErrorCode.blocked]: 403,
  [ErrorCode.notValidated]: 403,
  [ErrorCode.ruleForbids]: 409,
  [ErrorCode.tooLarge]: 413,
  [ErrorCode.internal]: 500,
};

const defaultMessages: Partial<Record<ErrorCodeValue, string>> = {
  [ErrorCode.tokenExpired]: 'La sesión expiró. Por favor, volvé a iniciar sesión.',
  [ErrorCode.tokenMissing]: 'Tenés que iniciar sesión para realizar esta acción.',
  [ErrorCode.tokenRevoked]: 'La sesión fue cerrada. Por favor, volvé a iniciar sesión.',
  [ErrorCode.tokenInvalid]: 'Sesión inválida. Por favor, volvé a iniciar sesión.',
  [ErrorCode.tokenAlgorithm]: 'Sesión inválida. Por favor, volvé a iniciar sesión.',
  [ErrorCode.tokenGeneric]: 'Sesión inválida. Por favor, volvé a iniciar sesión.',
  [ErrorCode.refreshWindow]: 'La sesión ya no puede renovarse. Por favor, volvé a iniciar sesión.',
  [ErrorCode.wrongCredentials]: msg.wrongCredentials,
  [ErrorCode.emailExists]: msg.emailExists,
  [ErrorCode.badResetCode]: 'El código es inválido o ya expiró.',
  [ErrorCode.forbidden]: msg.notAuthorized,
  [ErrorCode.notFound]: msg.http404,
  [ErrorCode.invalidInput]: msg.http400,
  [ErrorCode.slotTaken]: 'El horario elegido ya no está disponible. Por favor, elegí otro.',
  [ErrorCode.activeLimit]:
    'Se alcanzó el máximo de turnos activos: no se puede reservar un turno nuevo.',
  [ErrorCode.rateLimited]:
    'Demasiados intentos. Por favor, esperá unos minutos e intentá nuevamente.',
  [ErrorCode.blocked]: 'Tu cuenta está desactivada.',
  [ErrorCode.notValidated]: 'Tu cuenta todavía no fue validada. Revisá tu correo electrónico.',
  [ErrorCode.ruleForbids]: 'Esta acción ya no está permitida.',
  [ErrorCode.tooLarge]: 'El contenido enviado es demasiado grande.',
  [ErrorCode.internal]: msg.http500,
};

/** The one error type thrown anywhere; the error handler turns it into the contract envelope. */
export class AppError extends Error {
  readonly code: ErrorCodeValue;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCodeValue,
    message?: string,
    headers: Record<string, string> = {},
    /** only for the one 1099 that is not a 500: the service unavailable for now (503) */
    status?: number,
  ) {
    super(message ?? defaultMessages[code] ?? msg.httpDefault);
    this.code = code;
    this.status = status ?? statusByCode[code] ?? 400;
    this.headers = headers;
  }
}

/**
 * The database did not answer while the caller was being established: 503 with the contract's
 * 1099 and a Retry-After, never an anonymous caller nor a bare 500 (issue 30, ADR 0096).
 */
export const serviceUnavailable = () =>
  new AppError(
    ErrorCode.internal,
    'El servicio no está disponible en este momento. Por favor, intentá nuevamente en unos minutos.',
    { 'retry-after': '5' },
    503,
  );

export function errorBody(message: string, code: number) {
  return { success: false as const, error: message, data: { message, errorCode: code } };
}

export const invalid = (message: string) => new AppError(ErrorCode.invalidInput, message);
export const notFound = (message?: string) => new AppError(ErrorCode.notFound, message);
/** 409 1009: a rule forbids it now, with the rule's Spanish text. */
export const ruleForbids = (message: string) => new AppError(ErrorCode.ruleForbids, message);
export const forbidden = () => new AppError(ErrorCode.forbidden);
