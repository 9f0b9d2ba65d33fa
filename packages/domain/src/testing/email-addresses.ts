import fc from 'fast-check';

/**
 * Random e-mail addresses as people (and attackers) type them, for the property tests that check
 * every reader of an address applies the one rule (ADR 0050). Test-only: not exported from the
 * package index.
 */
const word = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/);
const providers = ['gmail.com', 'hotmail.com', 'yahoo.com.ar', 'turnos.test', 'estudio.test'];
/** internationalized domains, as typed (Unicode) and in their ASCII (punycode) form */
const unicodeDomains = ['peluquería.com.ar', 'estética-sur.ar', 'ñandú.com', 'dueña.test'];
const punycodeDomains = ['xn--peluquera-n5a.com.ar', 'xn--esttica-sur-dbb.ar', 'xn--and-6ma2c.com'];
const accents = ['ñ', 'á', 'é', 'í', 'ó', 'ú', 'ü', 'Ñ', 'É', 'ç', '\u0301', '\u212a'];
const spaces = [' ', '  ', '\t', '\u00a0', '\n'];

const local = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join('.'));
const domain = fc.oneof(
  fc.constantFrom(...providers),
  fc.array(word, { minLength: 2, maxLength: 3 }).map((w) => w.join('.')),
);
const plain = fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`);

const accented = fc
  .tuple(local, fc.constantFrom(...accents), fc.nat(), domain)
  .map(([l, ch, at, d]) => {
    const i = at % (l.length + 1);
    return `${l.slice(0, i)}${ch}${l.slice(i)}@${d}`;
  });
const idn = fc
  .tuple(local, fc.constantFrom(...unicodeDomains, ...punycodeDomains))
  .map(([l, d]) => `${l}@${d}`);
const spaced = fc
  .tuple(plain, fc.constantFrom(...spaces), fc.constantFrom('before', 'after', 'inside'))
  .map(([a, s, where]) =>
    where === 'before' ? `${s}${a}` : where === 'after' ? `${a}${s}` : a.replace('@', `${s}@`),
  );
const shouted = fc
  .tuple(fc.oneof(plain, idn), fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }))
  .map(([a, up]) => [...a].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''));
/** 58 to 62 characters long: around the seed's 60 */
const edgeLength = fc
  .tuple(fc.integer({ min: 58, max: 62 }), fc.constantFrom(...providers))
  .map(([n, d]) => `${'a'.repeat(Math.max(1, n - d.length - 1))}@${d}`);
const odd = fc.constantFrom(
  '',
  'admin@localhost',
  'Admin@LocalHost',
  'ana@gmail',
  'ana@localhost.',
  '.ana@gmail.com',
  'an..a@gmail.com',
  'ana@@gmail.com',
  '"ana"@gmail.com',
  'ana@[127.0.0.1]',
  'dueña@estudio.test',
  "o'brien+turnos@mail.com.ar",
);

export const emailLike: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: plain, weight: 3 },
  { arbitrary: accented, weight: 2 },
  { arbitrary: idn, weight: 2 },
  { arbitrary: spaced, weight: 2 },
  { arbitrary: shouted, weight: 2 },
  { arbitrary: edgeLength, weight: 2 },
  { arbitrary: odd, weight: 2 },
  { arbitrary: fc.string({ maxLength: 64 }), weight: 1 },
);

/** The same address in another case ('Ana@Gmail.com' for 'ana@gmail.com'). */
export const recased = (address: string, pattern: readonly boolean[]) =>
  [...address]
    .map((c, i) => (pattern[i % pattern.length] ? c.toUpperCase() : c.toLowerCase()))
    .join('');
