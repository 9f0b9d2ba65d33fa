/**
 * The commission report's arithmetic (contract §7.4, ADR 0099), in integer cents: a charge's
 * discount shared among its lines, each line's commission, and the totals per professional-branch.
 */

/** Index of the largest amount (the first of equals). */
function largestIndex(amounts: readonly bigint[]): number {
  let best = 0;
  amounts.forEach((a, i) => {
    if (a > (amounts[best] ?? 0n)) best = i;
  });
  return best;
}

/** `n / d` rounded to the nearest whole, halves up (n ≥ 0, d > 0). */
const roundDiv = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);

/**
 * Each line's share of a charge's discount: proportional to its amount, rounded to the cent, the
 * rounding remainder on the largest line (the first of equals). Should that leave the largest
 * line's share below 0 or above its amount (a few cents spread over many lines), the excess moves
 * on to the next largest lines. Always: the shares sum to `discount`, and 0 ≤ share ≤ amount.
 */
export function discountShares(amounts: readonly bigint[], discount: bigint): bigint[] {
  const subtotal = amounts.reduce((s, a) => s + a, 0n);
  if (amounts.some((a) => a < 0n) || discount < 0n || discount > subtotal) {
    throw new RangeError('the discount must be between 0 and the sum of the lines');
  }
  const shares = amounts.map(() => 0n);
  if (discount === 0n) return shares;
  const largest = largestIndex(amounts);
  let rest = discount;
  amounts.forEach((a, i) => {
    if (i === largest) return;
    shares[i] = roundDiv(discount * a, subtotal);
    rest -= shares[i] ?? 0n;
  });
  const top = amounts[largest] ?? 0n;
  const kept = rest < 0n ? 0n : rest > top ? top : rest;
  shares[largest] = kept;
  spill(amounts, shares, rest - kept, largest);
  return shares;
}

/** Moves `excess` cents (± ) onto the lines other than `skip`, largest first, within [0, amount]. */
function spill(amounts: readonly bigint[], shares: bigint[], excess: bigint, skip: number) {
  const order = amounts
    .map((a, i) => ({ a, i }))
    .filter((x) => x.i !== skip)
    .sort((x, y) => (x.a === y.a ? x.i - y.i : x.a > y.a ? -1 : 1));
  let left = excess;
  for (const { a, i } of order) {
    if (left === 0n) return;
    const s = shares[i] ?? 0n;
    const move = left > 0n ? min(left, a - s) : -min(-left, s);
    shares[i] = s + move;
    left -= move;
  }
}

const min = (x: bigint, y: bigint) => (x < y ? x : y);

/** A line's commission: `amount` × `hundredths` / 10 000, rounded to the cent (halves up). */
export const lineCommission = (amount: bigint, hundredths: bigint): bigint =>
  roundDiv(amount * hundredths, 10_000n);

export interface CommissionLine {
  kind: 'servicio' | 'producto';
  /** the line's amount (wire `importe`), deposit included */
  amount: bigint;
  /** whose line it is: the appointment's professional-branch, or the product's seller */
  professionalBranchId: number | null;
  /** a service line's service (its own percentage, if the professional-branch has one) */
  serviceId: number | null;
}

export interface CommissionCharge {
  discount: bigint;
  items: readonly CommissionLine[];
  tips: readonly { professionalBranchId: number | null; amount: bigint }[];
}

/** A professional-branch's percentages, in hundredths of a percent (12.50 % = 1250n). */
export interface CommissionRates {
  services: bigint;
  products: bigint;
  perService: ReadonlyMap<number, bigint>;
}

export const NO_RATES: CommissionRates = { services: 0n, products: 0n, perService: new Map() };

export interface CommissionTotals {
  servicios: bigint;
  productos: bigint;
  comision: bigint;
  propinas: bigint;
  totalAPagar: bigint;
}

const percentOf = (rates: CommissionRates, line: CommissionLine): bigint =>
  line.kind === 'producto'
    ? rates.products
    : ((line.serviceId === null ? undefined : rates.perService.get(line.serviceId)) ??
      rates.services);

/**
 * The report's figures per professional-branch over valid charges (contract §7.4): each line
 * after its share of its charge's discount counts for its professional-branch, as `servicios` or
 * `productos`, and earns its percentage, rounded per line; tips are theirs as they are. Lines
 * and tips of nobody (a deleted professional-branch) count for no one.
 */
export function commissionTotals(
  charges: Iterable<CommissionCharge>,
  ratesOf: (professionalBranchId: number) => CommissionRates,
): Map<number, CommissionTotals> {
  const out = new Map<number, CommissionTotals>();
  const row = (id: number) => {
    let r = out.get(id);
    if (!r) {
      r = { servicios: 0n, productos: 0n, comision: 0n, propinas: 0n, totalAPagar: 0n };
      out.set(id, r);
    }
    return r;
  };
  for (const charge of charges) {
    const shares = discountShares(
      charge.items.map((i) => i.amount),
      charge.discount,
    );
    charge.items.forEach((line, i) => {
      if (line.professionalBranchId === null) return;
      const net = line.amount - (shares[i] ?? 0n);
      const r = row(line.professionalBranchId);
      if (line.kind === 'servicio') r.servicios += net;
      else r.productos += net;
      r.comision += lineCommission(net, percentOf(ratesOf(line.professionalBranchId), line));
    });
    for (const tip of charge.tips) {
      if (tip.professionalBranchId !== null) row(tip.professionalBranchId).propinas += tip.amount;
    }
  }
  for (const r of out.values()) r.totalAPagar = r.comision + r.propinas;
  return out;
}
