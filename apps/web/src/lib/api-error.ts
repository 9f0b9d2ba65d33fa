import { msg } from '@turnos/domain';

/** Every failed call ends as one of these. `code` is the contract's errorCode, or a local one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | null;
  /** True when the server itself wrote the message (prefer it in the UI). */
  readonly fromServer: boolean;

  constructor(status: number, code: number | null, message: string, fromServer = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
  }
}

/** status 0: the request never got an HTTP answer. */
export const NETWORK_STATUS = 0;

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

export function isNetworkError(e: unknown): boolean {
  return isApiError(e) && e.status === NETWORK_STATUS;
}

/** Seed §8 texts for an HTTP status without a server message. */
export function httpStatusMessage(status: number): string {
  switch (status) {
    case 400:
      return msg.http400;
    case 401:
      return msg.http401;
    case 403:
      return msg.http403;
    case 404:
      return msg.http404;
    case 500:
      return msg.http500;
    case 502:
      return msg.http502;
    default:
      return status >= 400 ? msg.httpDefault : msg.unknown;
  }
}
