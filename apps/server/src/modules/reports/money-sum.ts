/** Adds wire amounts ('1500.50') exactly, in cents: the database's sums stay exact. */
export function addMoney(...amounts: string[]): string {
  let cents = 0n;
  for (const amount of amounts) {
    const negative = amount.startsWith('-');
    const [int = '0', dec = '0'] = amount.replace('-', '').split('.');
    const value = BigInt(int) * 100n + BigInt(dec.padEnd(2, '0').slice(0, 2));
    cents += negative ? -value : value;
  }
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`;
}
