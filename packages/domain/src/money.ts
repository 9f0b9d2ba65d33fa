/** Price input: digits with an optional comma or dot and up to two decimals. */
export const PRICE_PATTERN = /^\d{1,11}([.,]\d{1,2})?$/;

/** '1500,5' → '1500.50' (dot on the wire, always two decimals). Returns null when invalid. */
export function normalizePrice(input: string): string | null {
  const s = input.trim();
  if (!PRICE_PATTERN.test(s)) return null;
  const [int = '0', dec = ''] = s.replace(',', '.').split('.');
  return `${BigInt(int).toString()}.${dec.padEnd(2, '0')}`;
}

const arsWhole = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  maximumFractionDigits: 0,
});
const arsCents = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ARS for people: '$ 2.500,50', and '$ 2.500' without ',00'. */
export function formatARS(value: string | number): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const cents = Math.round(n * 100);
  const text = cents % 100 === 0 ? arsWhole.format(cents / 100) : arsCents.format(cents / 100);
  return text.replace(/\u00a0/g, ' ');
}
