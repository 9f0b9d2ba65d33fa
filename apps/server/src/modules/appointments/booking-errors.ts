import { ErrorCode } from '@turnos/domain';
import { AppError, invalid } from '../../http/app-error';
import { isUniqueViolation } from '../../db/errors';

export const slotTaken = () =>
  new AppError(
    ErrorCode.slotTaken,
    'El horario elegido acaba de ser reservado por otra persona. Por favor, elegí otro horario.',
  );
export const slotInvalid = () => invalid('El horario elegido no está disponible.');
export const ruleForbids = (message: string) => new AppError(ErrorCode.ruleForbids, message);

/** A unit row refused by the unique index means someone took the time first: 1004, never 500. */
export async function withSlotGuard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err)) throw slotTaken();
    throw err;
  }
}
