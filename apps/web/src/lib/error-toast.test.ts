import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode, msg } from '@turnos/domain';
import { ApiError, NETWORK_STATUS } from './api-error';
import { errorToastText } from './error-toast';

const FALLBACK = 'Error al guardar cambios en la sucursal';

describe('errorToastText', () => {
  it('shows the action text for any server answer, whatever its message (seed §8)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }),
        fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
        fc.string(),
        fc.boolean(),
        (status, code, message, fromServer) => {
          fc.pre(!(status === 401 && code === ErrorCode.tokenExpired));
          const e = new ApiError(status, code, message, fromServer);
          expect(errorToastText(e, FALLBACK)).toBe(FALLBACK);
        },
      ),
    );
  });

  it('says offline or unreachable when no answer came', () => {
    for (const text of [msg.offline, msg.serverUnreachable]) {
      expect(errorToastText(new ApiError(NETWORK_STATUS, null, text), FALLBACK)).toBe(text);
    }
  });

  it('adds nothing when the session ended (the app already asked to sign in again)', () => {
    const ended = new ApiError(401, ErrorCode.tokenExpired, msg.sessionExpired);
    expect(errorToastText(ended, FALLBACK)).toBeNull();
  });

  it('still tells the user when the failure is not an API error', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        fc.pre(!(thrown instanceof ApiError));
        expect(errorToastText(thrown, FALLBACK)).toBe(FALLBACK);
      }),
    );
  });
});
