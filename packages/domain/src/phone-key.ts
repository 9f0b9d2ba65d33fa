import { storedFormOfWhatsapp } from './phone';

/** Argentine area codes start with 1 (only 11), 2 or 3; area + number are 10 digits. */
const ARGENTINE_AREA = /^[123]/;

/** An Argentine number from its national digits (area + number): 549 + 10 digits. */
function argentine(national: string): string {
  const n = national.startsWith('0') ? national.slice(1) : national;
  if (n.length !== 12) return `549${n}`;
  // the local mobile prefix 15 after the area code (011 15 1234-5678): right after 11, the only
  // 2-digit area, else after 3 or 4 digits (both cannot hold a 15: 3–4 would be '1' and '5')
  const at = (n.startsWith('11') ? [2] : [3, 4]).find((i) => n.slice(i, i + 2) === '15');
  return `549${at === undefined ? n : n.slice(0, at) + n.slice(at + 2)}`;
}

/**
 * One key for every spelling of a phone (seed §5 normalisation: the stored form, country + area +
 * number with 54 → 549 and 52 → 521). Spaces, dashes, dots, brackets and a leading + or 00 do
 * not count; an Argentine number may come with or without +54, with or without its 9, with the
 * trunk 0 (011 …) and the 15 of local mobile dialling, or as area + number alone (10 digits
 * starting with 1, 2 or 3: the studio is Argentine). Two spellings of one number give the same
 * key; an empty or digit-less text gives ''.
 */
export function phoneKey(raw: string): string {
  const text = raw.trim();
  let digits = text.replace(/\D/g, '');
  let international = text.startsWith('+');
  if (digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (!international) {
    if (digits.startsWith('0')) return argentine(digits.slice(1));
    if (digits.length === 10 && ARGENTINE_AREA.test(digits)) return argentine(digits);
  }
  if (digits.startsWith('54')) return argentine(digits.slice(digits.startsWith('549') ? 3 : 2));
  return storedFormOfWhatsapp(digits);
}

/**
 * The last digits every spelling of a number shares (the local number has at least 6): a coarse
 * filter a database can apply to stored phones before `phoneKey` decides.
 */
export const PHONE_TAIL_DIGITS = 6;
export const phoneTail = (raw: string) => raw.replace(/\D/g, '').slice(-PHONE_TAIL_DIGITS);
