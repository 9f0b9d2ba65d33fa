/**
 * Client credit, "saldo a favor" (contract §7.5, ADR 0100): the two options and the pure rule of
 * spending it — oldest credit first, never more than there is.
 */

/** Why a client's credit moved (contract §7.5 `motivo`). */
export const MOTIVOS_SALDO = [
  'sena_cancelada',
  'cobro',
  'anulacion',
  'ajuste',
  'vencimiento',
  'reserva',
] as const;
export type MotivoSaldo = (typeof MOTIVOS_SALDO)[number];

/** '1': a paid deposit becomes credit when its appointment is cancelled by the rules. */
export const CREDIT_ON_CANCEL_OPTION = 'turnos_sena_a_favor_al_cancelar';
/** Days a credit lasts after it was granted; '0' = it never expires. */
export const CREDIT_DAYS_OPTION = 'turnos_dias_validez_saldo';
export const CREDIT_DAYS_DEFAULT = '60';
/** Ten years: the most days a credit may be set to last. */
export const CREDIT_DAYS_MAX = 3650;

/** The Spanish message for a validity that is not a whole number of days, or null. */
export function creditDaysError(value: string): string | null {
  return /^\d{1,4}$/.test(value) && Number(value) <= CREDIT_DAYS_MAX
    ? null
    : `Debe ser un número entero de días, de 0 a ${CREDIT_DAYS_MAX} (0 = el saldo no vence).`;
}

/** When a credit granted at `at` expires, for a validity of `days` (0: never). */
export const creditExpiry = (at: Date, days: number): Date | null =>
  days > 0 ? new Date(at.getTime() + days * 86_400_000) : null;

export interface OpenCredit {
  id: number;
  /** what is left of it, in cents (> 0) */
  remaining: bigint;
}

/**
 * What to take from each credit to spend `amount` cents, oldest first (`credits` in that order);
 * null when together they hold less than `amount`.
 */
export function allocateSpend(
  credits: readonly OpenCredit[],
  amount: bigint,
): { id: number; take: bigint }[] | null {
  let left = amount;
  const out: { id: number; take: bigint }[] = [];
  for (const c of credits) {
    if (left <= 0n) break;
    const take = c.remaining < left ? c.remaining : left;
    if (take > 0n) out.push({ id: c.id, take });
    left -= take;
  }
  return left > 0n ? null : out;
}
