/** Deposit types (seed §3): 0 none, 1 full price, 2 fixed amount, 3 percentage (rounded). */
export function depositAmount(tipo: number, valor: number, precio: number): number {
  const price = Math.max(0, precio);
  switch (tipo) {
    case 1:
      return round2(price);
    case 2:
      // never more than the service costs
      return round2(Math.min(Math.max(0, valor), price));
    case 3:
      return Math.round((price * Math.min(Math.max(0, valor), 100)) / 100);
    default:
      return 0;
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Money as it travels: a decimal string with a dot. */
export const toWireMoney = (n: number) => n.toFixed(2);
