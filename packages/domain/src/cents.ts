/**
 * Exact money for the counter (contract §7): amounts are whole cents in a bigint, never a
 * floating-point number. The wire writes them as decimal strings with a dot and two decimals.
 */

const WIRE = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** '1500.50' → 150050n; '-3.5' → -350n. Throws on anything that is not such a decimal. */
export function toCents(amount: string): bigint {
  const m = WIRE.exec(amount.trim());
  if (!m) throw new Error(`not an amount: ${JSON.stringify(amount)}`);
  const value = BigInt(m[2] ?? '0') * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] === '-' ? -value : value;
}

/** 150050n → '1500.50'; -350n → '-3.50'. */
export function centsToWire(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The sum of wire amounts, exact. */
export const sumWire = (amounts: readonly string[]): string =>
  centsToWire(amounts.reduce((s, a) => s + toCents(a), 0n));
