import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

const ORIGIN = 'https://turnos.example';

/** What a browser would open for `to` navigated from the app (pushState or location). */
function lands(to: string) {
  return new URL(to, `${ORIGIN}/login`);
}

// the pieces hostile spellings are made of: schemes, slashes, blanks the URL parser drops
const hostilePiece = fc.constantFrom(
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'data:text/html,',
  'vbscript:',
  'http:',
  'https:',
  'HTTPS:',
  'file:',
  '//',
  '/',
  '\\',
  '/\\',
  '\\/',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u007f',
  '%2F',
  '%5C',
  '%09',
  '@',
  ':',
  '.',
  '..',
  '?',
  '#',
  'evil.com',
  'evil.com:443',
  'user:pass@evil.com',
  'turnos.example.evil.com',
  'alert(1)',
);
const hostile = fc
  .array(hostilePiece, { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(''));

describe('safeReturnTo', () => {
  it('keeps a path of the app with its whole query string', () => {
    expect(
      safeReturnTo(
        '/cliente/reservar-turno?id_sucursal=2&id_peluquero_sucursal=4&id_servicio_de_peluquero_por_sucursal=11&fecha=2026-12-21',
        ORIGIN,
      ),
    ).toBe(
      '/cliente/reservar-turno?id_sucursal=2&id_peluquero_sucursal=4&id_servicio_de_peluquero_por_sucursal=11&fecha=2026-12-21',
    );
  });

  it.each([
    'https://evil.com',
    'http://evil.com/cliente/reservar-turno?fecha=2026-12-21',
    '//evil.com',
    '//evil.com/cliente',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /cliente',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'cliente/dashboard',
    '',
    '/login',
    '/login?x=1',
  ])('refuses %j', (from) => {
    expect(safeReturnTo(from, ORIGIN)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const from of [null, undefined, 3, {}, ['/cliente'], new URL(`${ORIGIN}/cliente`)])
      expect(safeReturnTo(from, ORIGIN)).toBeNull();
  });

  it('never answers with anything that leaves the origin or is not a path (any spelling)', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostile, fc.string(), fc.webUrl(), fc.string({ unit: 'binary' })),
        (from) => {
          const to = safeReturnTo(from, ORIGIN);
          if (to === null) return;
          expect(to.startsWith('/')).toBe(true);
          expect(to.startsWith('//')).toBe(false);
          // no control character, blank, DEL or backslash
          expect([...to].every((c) => c > ' ' && c !== '\u007f' && c !== '\\')).toBe(true);
          expect(lands(to).origin).toBe(ORIGIN);
          expect(lands(to).protocol).toBe('https:');
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives back every path of the app unchanged, its query string included', () => {
    const segment = fc
      .stringMatching(/^[A-Za-z0-9_.~-]{1,12}$/)
      .filter((s) => s !== '.' && s !== '..');
    const value = fc.stringMatching(/^[A-Za-z0-9_.~%=:-]{0,12}$/).map(encodeURIComponent);
    const path = fc
      .tuple(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(segment, value), { maxLength: 5 }),
      )
      .map(
        ([segs, query]) =>
          `/${segs.join('/')}${query.length ? `?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : ''}`,
      )
      .filter((p) => p !== '/login' && !p.startsWith('/login?'));
    fc.assert(
      fc.property(path, (p) => {
        expect(safeReturnTo(p, ORIGIN)).toBe(p);
      }),
      { numRuns: 1000 },
    );
  });
});
