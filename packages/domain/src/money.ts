/** Price input: digits with an optional comma or dot and up to two decimals. */
export const PRICE_PATTERN = /^\d{1,11}([.,]\d{1,2})?$/;

/** '1500,5' → '1500.50' (dot on the wire, always two decimals). Returns null when invalid. */
export function normalizePrice(input: string): string | null {
  const s = input.trim();
  if (!PRICE_PATTERN.test(s)) return null;
  const [int = '0', dec = ''] = s.replace(',', '.').split('.');
  return `${BigInt(int).toString()}.${dec.padEnd(2, '0')}`;
}

/**
 * ARS for people: '$ 2.500,50', and '$ 2.500' without ',00' — what Intl's es-AR currency format
 * writes (money.test.ts compares them), written by hand: the first Intl currency formatter a web
 * page makes costs ~100 ms of main thread (its locale data), on the home and services pages.
 */
export function formatARS(value: string | number): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const cents = Math.round(n * 100);
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const abs = Math.abs(cents);
  const grouped = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = abs % 100;
  return `${sign}$ ${grouped}${rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`}`;
}
