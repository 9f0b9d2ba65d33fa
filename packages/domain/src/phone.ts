/** Stored phone = country + area + number; 54 becomes 549 and 52 becomes 521 (mobile prefixes). */
export function composePhone(pais: string, area: string, numero: string): string {
  const country = pais === '54' ? '549' : pais === '52' ? '521' : pais;
  return `${country}${area}${numero}`;
}

/** WhatsApp chat link for a stored phone. */
export function whatsappLink(celular: string): string {
  return `https://wa.me/${celular.replace(/\D/g, '')}`;
}

/**
 * A WhatsApp number in the stored form (composePhone): digits only, and the mobile prefix
 * WhatsApp leaves out of its ids put back (54 11… → 549 11…, 52 … → 521 …).
 */
export function storedFormOfWhatsapp(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.startsWith('54') && !digits.startsWith('549')) return `549${digits.slice(2)}`;
  if (digits.startsWith('52') && !digits.startsWith('521')) return `521${digits.slice(2)}`;
  return digits;
}

/**
 * A stored phone WhatsApp can reach (issue 29.14): digits only, at most 15 (E.164); an Argentine
 * mobile is 549 + 10 national digits (area code and number, without the 0 and the 15), a Mexican
 * one 521 + 10; any other country 8 to 15 digits in all.
 */
export function isReachablePhone(stored: string): boolean {
  if (!/^\d{1,15}$/.test(stored)) return false;
  if (stored.startsWith('54')) return /^549\d{10}$/.test(stored);
  if (stored.startsWith('52')) return /^521\d{10}$/.test(stored);
  return stored.length >= 8;
}

/** Countries whose mobiles have a fixed national length (area code + number). */
const NATIONAL_DIGITS: Readonly<Record<string, number>> = { '54': 10, '52': 10 };

/** Why a phone typed in three parts is not a reachable mobile, in Spanish; null when it is. */
export function phonePartsProblem(pais: string, area: string, numero: string): string | null {
  if (isReachablePhone(composePhone(pais, area, numero))) return null;
  const national = NATIONAL_DIGITS[pais];
  return national
    ? `Área y número suman ${national} dígitos.`
    : 'Revisá el número: con el código de país no puede tener menos de 8 dígitos ni más de 15.';
}

/** Two-digit country calling codes (the rest of the world uses one or three). */
const TWO_DIGIT_COUNTRIES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

/**
 * A stored phone back in the three parts the forms show (the inverse of composePhone: composing
 * the parts gives the stored phone back, digit for digit). Where the area code's length cannot be
 * known, Argentina's 11 (Buenos Aires) takes two digits and any other area three; a split in the
 * wrong place composes to the same number.
 */
export function splitPhone(stored: string): { pais: string; area: string; numero: string } {
  const digits = stored.replace(/\D/g, '');
  const cut = (pais: string, rest: string, areaLength: number) => ({
    pais,
    area: rest.slice(0, areaLength),
    numero: rest.slice(areaLength),
  });
  if (digits.startsWith('549')) {
    const rest = digits.slice(3);
    return cut('54', rest, rest.startsWith('11') ? 2 : 3);
  }
  if (digits.startsWith('521')) {
    const rest = digits.slice(3);
    return cut('52', rest, /^(55|33|81)/.test(rest) ? 2 : 3);
  }
  const paisLength = /^[17]/.test(digits) ? 1 : TWO_DIGIT_COUNTRIES.has(digits.slice(0, 2)) ? 2 : 3;
  return cut(digits.slice(0, paisLength), digits.slice(paisLength), 2);
}
