import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  instagramContactError,
  instagramHandle,
  instagramContactLink,
  whatsappContactError,
  whatsappDigits,
  whatsappContactLink,
} from './contact';

/**
 * The studio's contact options (ADR 0091): every way an admin writes one number or one account
 * reads as that number or account, and nothing else reads as one.
 */
const digitString = (min: number, max: number) =>
  fc
    .tuple(
      fc.integer({ min: 1, max: 9 }),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min - 1, maxLength: max - 1 }),
    )
    .map(([first, rest]) => `${first}${rest.join('')}`);

/** Splits a string at random places with the separators people type between digit groups. */
const sprinkle = (s: string) =>
  fc
    .array(fc.constantFrom('', '', '', ' ', '-', '.', '  ', ' - '), {
      minLength: s.length,
      maxLength: s.length,
    })
    .map((seps) => [...s].map((c, i) => c + (i < s.length - 1 ? (seps[i] ?? '') : '')).join(''));

const international = digitString(10, 15).chain((d) =>
  fc
    .tuple(fc.constantFrom('', '+', '00', '+ '), sprinkle(d), fc.constantFrom('', ' ', '\t'))
    .map(([prefix, body, pad]) => ({ digits: d, text: `${pad}${prefix}${body}${pad}` })),
);

const HANDLE_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._';
const handle = fc
  .array(fc.constantFrom(...HANDLE_CHARS), { minLength: 1, maxLength: 30 })
  .map((c) => c.join(''))
  .filter((h) => !h.includes('..') && !h.endsWith('.'));

describe('whatsappDigits', () => {
  it('every spelling of an international number reads as its digits', () => {
    fc.assert(
      fc.property(international, ({ digits, text }) => {
        expect(whatsappDigits(text)).toBe(digits);
        expect(whatsappContactLink(text)).toBe(`https://wa.me/${digits}`);
        expect(whatsappContactError(text)).toBeNull();
      }),
    );
  });

  it('the parenthesised area code of Argentine numbers', () => {
    expect(whatsappDigits('+54 9 (297) 412-3456')).toBe('5492974123456');
    expect(whatsappDigits('0054 9 11 5555-1234')).toBe('5491155551234');
  });

  it('too few or too many digits, a leading 0 or a letter is not a number', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          digitString(1, 9),
          digitString(16, 25),
          digitString(9, 14).map((d) => `0${d}`),
          fc
            .tuple(
              digitString(10, 15),
              fc.nat(),
              fc.constantFrom('a', 'x', 'O', '#', '/', '*', '🙂'),
            )
            .map(([d, at, c]) => d.slice(0, at % d.length) + c + d.slice(at % d.length)),
        ),
        (text) => {
          expect(whatsappDigits(text)).toBeNull();
          expect(whatsappContactLink(text)).toBeNull();
          expect(whatsappContactError(text)).not.toBeNull();
        },
      ),
    );
  });

  it('hostile spellings are refused, empty means none', () => {
    for (const text of [
      '+',
      '++5492974123456',
      '+54 9 297 412 3456 ext 2',
      'javascript:alert(1)',
      '54<script>',
    ]) {
      expect(whatsappDigits(text)).toBeNull();
    }
    expect(whatsappContactError('')).toBeNull();
    expect(whatsappContactError('   ')).toBeNull();
    expect(whatsappContactLink('')).toBeNull();
  });
});

describe('instagramHandle', () => {
  it('every way of writing an account reads as its user name', () => {
    fc.assert(
      fc.property(
        handle,
        fc.constantFrom(
          (h: string) => h,
          (h: string) => `@${h}`,
          (h: string) => ` @${h} `,
          (h: string) => `https://www.instagram.com/${h}/`,
          (h: string) => `https://instagram.com/${h}`,
          (h: string) => `http://www.instagram.com/${h}?igsh=abc123`,
          (h: string) => `instagram.com/${h}/`,
          (h: string) => `HTTPS://WWW.INSTAGRAM.COM/${h}/#top`,
        ),
        (h, spell) => {
          expect(instagramHandle(spell(h))).toBe(h);
          expect(instagramContactLink(spell(h))).toBe(`https://www.instagram.com/${h}/`);
          expect(instagramContactError(spell(h))).toBeNull();
        },
      ),
    );
  });

  it('anything else is not an account', () => {
    for (const text of [
      '@',
      'mi peluquería',
      'peluquería',
      'a..b',
      'fin.',
      'x'.repeat(31),
      'https://evil.example/instagram.com/x',
      'https://www.instagram.com/p/Cabc123/',
      'https://www.instagram.com/',
      '"><script>',
      'javascript:alert(1)',
    ]) {
      expect(instagramHandle(text), text).toBeNull();
      expect(instagramContactLink(text)).toBeNull();
      expect(instagramContactError(text)).not.toBeNull();
    }
    expect(instagramContactError('')).toBeNull();
  });
});
