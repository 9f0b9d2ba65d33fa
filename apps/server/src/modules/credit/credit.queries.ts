import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { CREDIT_DAYS_DEFAULT, CREDIT_DAYS_OPTION, CREDIT_ON_CANCEL_OPTION } from '@turnos/domain';
import { creditMovements, type CreditReason } from '../../db/schema';
import type { Db } from '../../db/types';

/** A movement as stored. */
export type CreditRow = typeof creditMovements.$inferSelect;

/** The days a new credit lasts (the option, or its default), as an SQL integer. */
const validityDays = sql`coalesce((select value from options where name = ${CREDIT_DAYS_OPTION}), ${CREDIT_DAYS_DEFAULT})::int`;

/** A new credit's expiry at `at`: `at` + the validity days, or null when they are 0. */
const expiryAt = (at: SQL) =>
  sql`case when ${validityDays} > 0 then ${at} + ${validityDays} * interval '1 day' end`;

/**
 * The client's credits with something left (expired or not), oldest first, locked: every spender
 * and every expiry of the same client locks them in this order, so two uses racing run one after
 * the other and the second sees what the first left (the balance never goes below 0).
 */
export function lockOpenCredits(tx: Db, clientId: number) {
  return tx
    .select({
      id: creditMovements.id,
      remaining: creditMovements.remaining,
      expiresAt: creditMovements.expiresAt,
    })
    .from(creditMovements)
    .where(and(eq(creditMovements.clientId, clientId), gt(creditMovements.remaining, '0')))
    .orderBy(asc(creditMovements.createdAt), asc(creditMovements.id))
    .for('update');
}
export type OpenCreditRow = Awaited<ReturnType<typeof lockOpenCredits>>[number];

/** A debit or an expiry, as written. */
export interface NewDebit {
  clientId: number;
  createdAt: Date;
  /** negative */
  amount: string;
  reason: CreditReason;
  appointmentId?: number | null;
  chargeId?: number | null;
  creditId?: number | null;
  note?: string;
  userId?: number | null;
  userName?: string;
}

/**
 * One statement: takes `take` from each credit named (locked by `lockOpenCredits` in this
 * transaction) and writes the debits that say so — the use, and one `vencimiento` per expired
 * credit. The table's checks refuse a credit taken below 0.
 */
export async function writeDebits(
  tx: Db,
  takes: readonly { id: number; take: string }[],
  debits: readonly NewDebit[],
) {
  if (debits.length === 0) return;
  const values = sql.join(
    debits.map(
      (d) =>
        sql`(${d.clientId}::int, ${d.createdAt.toISOString()}::timestamptz, ${d.amount}::numeric, ${d.reason}, ${d.appointmentId ?? null}::int, ${d.chargeId ?? null}::int, ${d.creditId ?? null}::int, ${d.note ?? ''}, ${d.userId ?? null}::int, ${d.userName ?? ''})`,
    ),
    sql`, `,
  );
  const insert = sql`insert into credit_movements (client_id, created_at, amount, reason, appointment_id, charge_id, credit_id, note, user_id, user_name) values ${values}`;
  if (takes.length === 0) {
    await tx.execute(insert);
    return;
  }
  const taken = sql.join(
    takes.map((t) => sql`(${t.id}::int, ${t.take}::numeric)`),
    sql`, `,
  );
  await tx.execute(
    sql`with taken as (update credit_movements c set remaining = c.remaining - v.take from (values ${taken}) as v(id, take) where c.id = v.id returning c.id) ${insert}`,
  );
}

/** A credit granted by hand (an admin's `ajuste`): what is left of it is all of it. */
export async function insertAdjustmentCredit(
  tx: Db,
  c: { clientId: number; at: Date; amount: string; note: string; userId: number; userName: string },
) {
  await tx.execute(
    sql`insert into credit_movements (client_id, created_at, amount, reason, remaining, expires_at, note, user_id, user_name)
        values (${c.clientId}, ${c.at.toISOString()}::timestamptz, ${c.amount}::numeric, 'ajuste', ${c.amount}::numeric,
          ${expiryAt(sql`${c.at.toISOString()}::timestamptz`)}, ${c.note}, ${c.userId}, ${c.userName})`,
  );
}

/**
 * Contract §7.5: when `turnos_sena_a_favor_al_cancelar` is '1', each of these appointments that
 * is cancelled with a paid deposit (`reserva_paga`, `monto_reserva` > 0) and not charged (a
 * charged appointment's deposit is part of its charge) gives its client that deposit as credit,
 * once (the unique index), lasting `turnos_dias_validez_saldo` days. One statement, the options
 * read in it.
 */
export async function creditCancelledDeposits(tx: Db, appointmentIds: readonly number[], at: Date) {
  if (appointmentIds.length === 0) return;
  const ids = sql.join(
    appointmentIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const when = sql`${at.toISOString()}::timestamptz`;
  await tx.execute(
    sql`insert into credit_movements (client_id, created_at, amount, reason, remaining, expires_at, appointment_id)
        select a.client_id, ${when}, a.monto_reserva, 'sena_cancelada', a.monto_reserva, ${expiryAt(when)}, a.id
        from appointments a
        where a.id in (${ids}) and a.cancelado and a.reserva_paga and a.monto_reserva > 0
          and coalesce((select value from options where name = ${CREDIT_ON_CANCEL_OPTION}), '0') = '1'
          and not exists (select 1 from appointment_charges ac where ac.appointment_id = a.id)
        on conflict do nothing`,
  );
}

/**
 * Contract §7.3 `anular-cobro`: the credit a charge took comes back to its client as a new
 * credit (lasting the validity days from now), once.
 */
export async function returnChargeCredit(
  tx: Db,
  chargeId: number,
  at: Date,
  actor: { id: number; name: string },
) {
  const when = sql`${at.toISOString()}::timestamptz`;
  await tx.execute(
    sql`insert into credit_movements (client_id, created_at, amount, reason, remaining, expires_at, charge_id, user_id, user_name)
        select m.client_id, ${when}, -m.amount, 'anulacion', -m.amount, ${expiryAt(when)}, m.charge_id, ${actor.id}, ${actor.name}
        from credit_movements m
        where m.charge_id = ${chargeId} and m.reason = 'cobro'
        on conflict do nothing`,
  );
}

/** Every movement of a client, newest first. */
export function movementsOf(db: Db, clientId: number) {
  return db
    .select()
    .from(creditMovements)
    .where(eq(creditMovements.clientId, clientId))
    .orderBy(desc(creditMovements.createdAt), desc(creditMovements.id));
}
