import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode, msg } from '@turnos/domain';
import { ApiError, NETWORK_STATUS } from './api-error';
import { errorText, errorToastText, serverWords } from './error-toast';

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

  it("shows a screen's own text for an error when it gives one, the default otherwise", () => {
    const own = (e: ApiError) => (e.code === 1004 ? `Ocupado: ${e.message}` : undefined);
    const taken = new ApiError(409, 1004, 'El horario ya fue tomado.', true);
    expect(errorToastText(taken, FALLBACK, own)).toBe('Ocupado: El horario ya fue tomado.');
    expect(errorToastText(new ApiError(500, 1099, 'x', true), FALLBACK, own)).toBe(FALLBACK);
    const offline = new ApiError(NETWORK_STATUS, null, msg.offline);
    expect(errorToastText(offline, FALLBACK, own)).toBe(msg.offline);
    expect(errorToastText(offline, FALLBACK, () => 'sin red')).toBe('sin red');
    const ended = new ApiError(401, ErrorCode.tokenExpired, msg.sessionExpired, true);
    expect(errorToastText(ended, FALLBACK, () => 'x')).toBeNull();
    expect(errorText(ended, FALLBACK)).toBe(FALLBACK);
  });
});

describe('serverWords', () => {
  it("gives the server's own message, for the listed codes only when codes are given", () => {
    const rule = new ApiError(403, ErrorCode.ruleForbids, 'Ya no se puede cancelar.', true);
    const local = new ApiError(404, null, msg.http404);
    expect(errorText(rule, FALLBACK, serverWords())).toBe('Ya no se puede cancelar.');
    expect(errorText(rule, FALLBACK, serverWords(ErrorCode.ruleForbids))).toBe(
      'Ya no se puede cancelar.',
    );
    expect(errorText(rule, FALLBACK, serverWords(ErrorCode.slotTaken))).toBe(FALLBACK);
    expect(errorText(local, FALLBACK, serverWords())).toBe(FALLBACK);
  });
});
