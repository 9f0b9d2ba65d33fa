import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { msg } from '../messages';
import { EMAIL_MAX, emailError, emailSchema, isValidEmail } from './email';
import { emailFormSchema, loginSchema, registerFormSchema } from './account';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

/** Plain ASCII addresses as people type them: name.surname99@provider.com(.ar) */
const word = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);
const asciiAddress = fc
  .tuple(
    fc.array(word, { minLength: 1, maxLength: 3 }),
    fc.array(word, { minLength: 1, maxLength: 2 }),
    fc.constantFrom('com', 'ar', 'com.ar', 'net', 'test', 'org.ar'),
  )
  .map(([local, domain, tld]) => `${local.join('.')}@${domain.join('.')}.${tld}`)
  .filter((a) => a.length <= EMAIL_MAX);
/** a character outside ASCII: accents, ñ, ü, and a few further away */
const nonAscii = fc.constantFrom(
  'ñ',
  'á',
  'é',
  'í',
  'ó',
  'ú',
  'ü',
  'Ñ',
  'É',
  'ç',
  'ß',
  'ı',
  'İ',
  '\u212a',
  'ａ',
  '\u0301',
);

describe('the e-mail rule', () => {
  it('decides the examples the issue and the ADR name', () => {
    const accepted = [
      'admin@localhost',
      'ADMIN@LOCALHOST',
      'valentina.lopez@turnos.test',
      "o'brien+turnos@mail.com.ar",
      'ana@xn--peluquera-r4a.com.ar',
      'a@b.co',
    ];
    const refused = [
      'dueña@estudio.test',
      'ana@peluquería.com.ar',
      'josé@gmail.com',
      'ana@gmail',
      'ana@localhost.',
      '.ana@gmail.com',
      'ana.@gmail.com',
      'an..a@gmail.com',
      'ana@-gmail.com',
      'ana@gmail-.com',
      'ana@gmail.c',
      'ana@gmail.123',
      'ana gómez@gmail.com',
      'ana@@gmail.com',
      '"ana"@gmail.com',
      'ana@[127.0.0.1]',
      '@gmail.com',
      'ana@',
    ];
    expect(accepted.filter((a) => !isValidEmail(a))).toEqual([]);
    expect(refused.filter((a) => isValidEmail(a))).toEqual([]);
    expect(emailError('dueña@estudio.test')).toBe(msg.emailInvalid);
    expect(emailError(' ana@gmail.com')).toBe(msg.noSpaces);
    expect(emailError('')).toBe(msg.required);
  });

  it('accepts plain ASCII addresses up to 60 characters, and stores them lowercased', () => {
    fc.assert(
      fc.property(asciiAddress, fc.boolean(), (address, shout) => {
        const typed = shout ? address.toUpperCase() : address;
        expect(emailError(typed)).toBeNull();
        expect(emailSchema.parse(typed)).toBe(address.toLowerCase());
      }),
    );
  });

  it("accepts fast-check's RFC addresses whenever they fit in 60 characters and end in a letter TLD", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const tld = address.slice(address.lastIndexOf('.') + 1);
        fc.pre(address.length <= EMAIL_MAX && /^[a-z][a-z0-9-]*[a-z0-9]$/i.test(tld));
        expect(emailError(address)).toBeNull();
      }),
    );
  });

  it('refuses any address with a non-ASCII character, wherever it is (local part or domain)', () => {
    fc.assert(
      fc.property(asciiAddress, nonAscii, fc.nat(), (address, ch, at) => {
        const i = at % (address.length + 1);
        const typed = `${address.slice(0, i)}${ch}${address.slice(i)}`;
        expect(isValidEmail(typed)).toBe(false);
      }),
    );
  });

  it('refuses surrounding whitespace with its own message, and anything past 60 characters', () => {
    const space = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003', '\ufeff');
    fc.assert(
      fc.property(asciiAddress, space, fc.boolean(), (address, s, before) => {
        expect(emailError(before ? `${s}${address}` : `${address}${s}`)).toBe(msg.noSpaces);
      }),
    );
    const at60 = `${'a'.repeat(EMAIL_MAX - '@turnos.test'.length)}@turnos.test`;
    expect(at60).toHaveLength(60);
    expect(emailError(at60)).toBeNull();
    expect(emailError(`a${at60}`)).toBe(msg.maxChars(60));
  });

  it('is the rule of every account form schema', () => {
    const sample = fc.oneof(
      asciiAddress,
      fc.emailAddress(),
      fc.string({ maxLength: 70 }),
      fc.tuple(asciiAddress, nonAscii).map(([a, c]) => c + a),
      fc.tuple(asciiAddress, fc.constantFrom(' ', '  ')).map(([a, s]) => s + a + s),
    );
    fc.assert(
      fc.property(sample, (email) => {
        const expected = emailError(email);
        const login = loginSchema.safeParse({ email, password: 'Segura123' });
        const resend = emailFormSchema.safeParse({ email });
        const register = registerFormSchema.safeParse({
          nombre: 'Lucía Pérez',
          email,
          telefono: { pais: '54', area: '297', numero: '4001122' },
          password: 'Segura123',
          confirmacion: 'Segura123',
        });
        for (const r of [login, resend, register]) {
          expect(r.success).toBe(expected === null);
          if (!r.success) expect(first(r)).toBe(expected);
        }
      }),
    );
  });
});
