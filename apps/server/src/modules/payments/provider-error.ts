import { ErrorCode } from '@turnos/domain';
import { AppError } from '../../http/app-error';
import { MpUnavailableError } from './mp-client';

/** The payment provider failed us (down, timeout, refused our token): 502, logged, nothing internal shown. */
export class ProviderUnavailable extends AppError {
  override readonly status = 502;
  constructor(message: string) {
    super(ErrorCode.internal, message);
  }
}

/** Runs a provider call, turning its failure into a 502 with the given Spanish text. */
export async function withProvider<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof MpUnavailableError) throw new ProviderUnavailable(message);
    throw err;
  }
}
