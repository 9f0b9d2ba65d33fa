import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ErrorCode } from '@turnos/domain';
import { TOKEN_TTL_SECONDS, createJwtService } from './jwt';

const ISSUER = 'http://turnos.test';

function serviceAt(start: number) {
  let now = start;
  const jwt = createJwtService('a-secret-of-enough-length-for-hs256!', ISSUER, () => new Date(now));
  return { jwt, advance: (ms: number) => (now += ms) };
}

const codeOf = async (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (err: unknown) => (err as { code?: number }).code,
  );

describe('verify remembers verified tokens without loosening any check', () => {
  it('a remembered token still expires at its exp (14), and refresh still works past it', async () => {
    const { jwt, advance } = serviceAt(Date.UTC(2026, 10, 25, 12));
    const token = await jwt.sign({ id: 7, email: 'a@b.test' });
    const first = await jwt.verify(token);
    expect(await jwt.verify(token)).toEqual(first);
    advance(TOKEN_TTL_SECONDS * 1000 - 1);
    expect(await codeOf(jwt.verify(token))).toBe('ok');
    advance(1);
    expect(await codeOf(jwt.verify(token))).toBe(ErrorCode.tokenExpired);
    expect(await codeOf(jwt.verify(token, { allowExpiredWithinRefreshWindow: true }))).toBe('ok');
  });

  it('any other text than a verified token is checked in full (property)', async () => {
    const { jwt } = serviceAt(Date.UTC(2026, 10, 25, 12));
    const token = await jwt.sign({ id: 7, email: 'a@b.test' });
    await jwt.verify(token);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: token.length - 1 }),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'),
        async (at, ch) => {
          fc.pre(token[at] !== ch);
          const altered = token.slice(0, at) + ch + token.slice(at + 1);
          expect(await codeOf(jwt.verify(altered))).not.toBe('ok');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a caller changing the answer does not change what the next call gets', async () => {
    const { jwt } = serviceAt(Date.UTC(2026, 10, 25, 12));
    const token = await jwt.sign({ id: 7, email: 'a@b.test' });
    const first = await jwt.verify(token);
    first.id = 99;
    expect((await jwt.verify(token)).id).toBe(7);
  });
});
