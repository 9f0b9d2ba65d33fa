import { eq } from 'drizzle-orm';
import { allocateSpend, centsToWire, formatARS, studioNow, toCents } from '@turnos/domain';
import type { AuthUser } from '../../auth/auth-user';
import { isAdmin, isProfessional } from '../../auth/auth-user';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import { forbidden, notFound, ruleForbids } from '../../http/app-error';
import {
  insertAdjustmentCredit,
  lockOpenCredits,
  movementsOf,
  writeDebits,
  type CreditRow,
  type NewDebit,
  type OpenCreditRow,
} from './credit.queries';

/**
 * Client credit, "saldo a favor" (contract §7.5, ADR 0100). Every reader and spender of a
 * client's credit locks their credits with something left (oldest first) and first writes the
 * expiry of those past their date (`vencimiento`), so the ledger's sum is the balance whenever it
 * is read; a use takes from the oldest credits and is refused (1009, nothing written) when they
 * hold less.
 */

export const NOT_ENOUGH_CREDIT = 'El cliente no tiene saldo a favor suficiente.';
const CLIENT_NOT_FOUND = 'El cliente no existe.';

/** Who moved a client's credit, as the ledger keeps them (id and name at the time). */
export const creditActor = (user: AuthUser) => ({
  id: user.id,
  name: user.name || user.displayName || user.email,
});

const cents = (amount: string | null) => (amount === null ? 0n : toCents(amount));

/**
 * The client's credits, locked, with the expired ones' `vencimiento` debits ready to write (each
 * dated when it expired): what is valid now, and the writes that close the others.
 */
async function lockAndExpire(tx: Db, clientId: number, now: Date) {
  const open = await lockOpenCredits(tx, clientId);
  const isExpired = (r: OpenCreditRow) => r.expiresAt !== null && r.expiresAt <= now;
  const expired = open.filter(isExpired);
  const valid = open.filter((r) => !isExpired(r));
  const takes = expired.map((r) => ({ id: r.id, take: r.remaining ?? '0' }));
  const debits: NewDebit[] = expired.map((r) => ({
    clientId,
    createdAt: r.expiresAt ?? now,
    amount: centsToWire(-cents(r.remaining)),
    reason: 'vencimiento',
    creditId: r.id,
  }));
  const balance = valid.reduce((s, r) => s + cents(r.remaining), 0n);
  return { valid, balance, takes, debits };
}

/** What a use of credit is and who makes it. */
export interface CreditUse {
  clientId: number;
  /** cents, > 0 */
  amount: bigint;
  reason: 'cobro' | 'reserva' | 'ajuste';
  at: Date;
  appointmentId?: number;
  chargeId?: number;
  note?: string;
  actor?: { id: number; name: string };
  /** the 1009 text when the credit is less than `amount` */
  refusal?: (balance: bigint) => string;
}

/**
 * Takes `amount` of the client's credit in the caller's transaction, oldest credit first: 1009
 * (the caller's transaction then writes nothing) when they have less. Returns the balance left.
 */
export async function useCredit(tx: Db, use: CreditUse): Promise<bigint> {
  const { valid, balance, takes, debits } = await lockAndExpire(tx, use.clientId, use.at);
  const plan = allocateSpend(
    valid.map((r) => ({ id: r.id, remaining: cents(r.remaining) })),
    use.amount,
  );
  if (!plan) throw ruleForbids(use.refusal?.(balance) ?? NOT_ENOUGH_CREDIT);
  await writeDebits(
    tx,
    [...takes, ...plan.map((p) => ({ id: p.id, take: centsToWire(p.take) }))],
    [
      ...debits,
      {
        clientId: use.clientId,
        createdAt: use.at,
        amount: centsToWire(-use.amount),
        reason: use.reason,
        appointmentId: use.appointmentId ?? null,
        chargeId: use.chargeId ?? null,
        note: use.note ?? '',
        userId: use.actor?.id ?? null,
        userName: use.actor?.name ?? '',
      },
    ],
  );
  return balance - use.amount;
}

async function assertClientExists(db: Db, clientId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, clientId));
  if (!row) throw notFound(CLIENT_NOT_FOUND);
}

const toMovimiento = (m: CreditRow) => ({
  fecha_hora: m.createdAt.toISOString(),
  monto: m.amount,
  motivo: m.reason,
  vence: m.expiresAt?.toISOString() ?? null,
  restante: m.remaining,
  nota: m.note,
  usuario: m.userName,
  id_turno: m.appointmentId,
  id_cobro: m.chargeId,
});

/** The soonest expiry of the credit valid now, and how much expires on that (studio) date. */
function nextExpiry(valid: readonly OpenCreditRow[]) {
  const dated = valid.flatMap((r) => (r.expiresAt === null ? [] : [r.expiresAt]));
  const first = dated.reduce<Date | null>((a, d) => (a === null || d < a ? d : a), null);
  if (first === null) return { vence: null, monto_vence: null };
  const day = studioNow(first).date;
  const amount = valid
    .filter((r) => r.expiresAt !== null && studioNow(r.expiresAt).date === day)
    .reduce((s, r) => s + cents(r.remaining), 0n);
  return { vence: first.toISOString(), monto_vence: centsToWire(amount) };
}

/**
 * Contract §7.5 `obtener-saldo-cliente` (C own, P/A): the balance available now, its next
 * expiry and every movement, newest first — expired credits written as such first.
 */
export async function clientCredit(db: Db, user: AuthUser, now: Date, clientId: number) {
  if (!isAdmin(user) && !isProfessional(user) && user.id !== clientId) throw forbidden();
  await assertClientExists(db, clientId);
  return db.transaction(async (tx) => {
    const { valid, balance, takes, debits } = await lockAndExpire(tx, clientId, now);
    await writeDebits(tx, takes, debits);
    const movimientos = await movementsOf(tx, clientId);
    return {
      saldo: centsToWire(balance),
      ...nextExpiry(valid),
      movimientos: movimientos.map(toMovimiento),
    };
  });
}

/**
 * Contract §7.5 `ajustar-saldo-cliente` (A): a positive `monto` is a new credit (it expires like
 * any other), a negative one takes from the oldest credits; never below 0 (1009).
 */
export async function adjustCredit(
  db: Db,
  user: AuthUser,
  now: Date,
  p: { ID: number; monto: string; motivo: string },
) {
  await assertClientExists(db, p.ID);
  const actor = creditActor(user);
  const amount = toCents(p.monto);
  return db.transaction(async (tx) => {
    let balance: bigint;
    if (amount < 0n) {
      balance = await useCredit(tx, {
        clientId: p.ID,
        amount: -amount,
        reason: 'ajuste',
        at: now,
        note: p.motivo,
        actor,
        refusal: (has) =>
          `El saldo a favor no puede quedar por debajo de 0: el cliente tiene ${formatARS(centsToWire(has))}.`,
      });
    } else {
      const expiry = await lockAndExpire(tx, p.ID, now);
      await writeDebits(tx, expiry.takes, expiry.debits);
      await insertAdjustmentCredit(tx, {
        clientId: p.ID,
        at: now,
        amount: p.monto,
        note: p.motivo,
        userId: actor.id,
        userName: actor.name,
      });
      balance = expiry.balance + amount;
    }
    return { saldo: centsToWire(balance) };
  });
}
