import { centsToWire, toCents } from '@turnos/domain';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import {
  appointmentCharges,
  appointments,
  chargeItems,
  chargePayments,
  chargeTips,
  charges,
  stockMovements,
  tills,
} from '../../db/schema';
import { hotStatement } from '../../db/hot-statement';
import type { Db } from '../../db/types';
import { cell, columnName, tableName, unnestInsert } from '../../db/unnest-insert';
import type { MovementValues } from '../products';
import type { ChargeRecord, ChargeRow } from './charges.queries';
import type { TillRow } from './till.queries';

/**
 * The one writer of a charge (contract §7.3, ADR 0097): the charge, its lines, tips and payments,
 * the appointments it charges, the `venta` movements of its products and the attendance of the
 * appointments already started, in one statement — a charge is a handful of round trips whatever
 * it holds. The charge's id is drawn with the till's lock, before.
 */

const CHARGE_WRITTEN = [
  'id',
  'tillId',
  'branchId',
  'clientId',
  'fecha',
  'createdAt',
  'chargedBy',
  'chargedByName',
  'subtotal',
  'discount',
  'depositApplied',
  'tips',
  'total',
  'change',
] as const satisfies readonly (keyof typeof charges.$inferInsert)[];
const ITEM_WRITTEN = [
  'chargeId',
  'line',
  'kind',
  'appointmentId',
  'productId',
  'name',
  'quantity',
  'unitPrice',
  'amount',
  'depositApplied',
  'professionalBranchId',
] as const satisfies readonly (keyof typeof chargeItems.$inferInsert)[];
const TIP_WRITTEN = ['chargeId', 'line', 'professionalBranchId', 'amount'] as const;
const PAYMENT_WRITTEN = [
  'chargeId',
  'line',
  'method',
  'amount',
  'installments',
  'reference',
] as const;
const CHARGED_WRITTEN = ['appointmentId', 'chargeId'] as const;
const MOVEMENT_WRITTEN = [
  'productId',
  'branchId',
  'quantity',
  'kind',
  'reason',
  'chargeId',
  'userId',
  'userName',
  'createdAt',
] as const satisfies readonly (keyof typeof stockMovements.$inferInsert)[];

const chargeInsert = unnestInsert(charges, CHARGE_WRITTEN, 1);
const itemInsert = unnestInsert(chargeItems, ITEM_WRITTEN, chargeInsert.next);
const tipInsert = unnestInsert(chargeTips, TIP_WRITTEN, itemInsert.next);
const paymentInsert = unnestInsert(chargePayments, PAYMENT_WRITTEN, tipInsert.next);
const chargedInsert = unnestInsert(appointmentCharges, CHARGED_WRITTEN, paymentInsert.next);
const movementInsert = unnestInsert(stockMovements, MOVEMENT_WRITTEN, chargedInsert.next);
const started = movementInsert.next;

/**
 * Foreign keys to the charge are checked at the statement's end, so its rows may come in sibling
 * parts; the primary key of `appointment_charges` refuses an appointment another valid charge has
 * (23505: the caller answers 'El turno ya fue cobrado').
 */
const writeChargeStatement = hotStatement<{ written: number }>(
  'turnos_write_charge',
  `with c as (${chargeInsert.text}),
i as (${itemInsert.text}),
t as (${tipInsert.text}),
p as (${paymentInsert.text}),
ac as (${chargedInsert.text}),
m as (${movementInsert.text}),
s as (update ${tableName(appointments)} set ${columnName(appointments.attendance)} = 'asistio'
  where ${columnName(appointments.id)} = any($${started}::integer[]))
select 1 as written`,
);

const CHARGES_TABLE = getTableConfig(charges).name;

/**
 * The till locked for share (a closing waits for the charge, ADR 0097) and the id the new charge
 * will take, in one round trip.
 */
export async function lockTillForCharge(
  db: Db,
  id: number,
): Promise<{ till: TillRow; chargeId: number } | undefined> {
  const [row] = await db
    .select({
      till: tills,
      chargeId: sql<number>`nextval(pg_get_serial_sequence(${CHARGES_TABLE}, 'id'))::int`,
    })
    .from(tills)
    .where(eq(tills.id, id))
    .for('share', { of: tills });
  return row;
}

type New<T> = Omit<T, 'chargeId' | 'line'>;
type ChargeValues = Pick<ChargeRow, (typeof CHARGE_WRITTEN)[number]>;

export interface NewCharge {
  charge: ChargeValues;
  items: New<ChargeRecord['items'][number]>[];
  tips: New<ChargeRecord['tips'][number]>[];
  payments: New<ChargeRecord['payments'][number]>[];
  movements: MovementValues[];
  /** appointments already started: their attendance becomes `asistio` */
  started: number[];
}

/** Money as the database gives it back: two decimals. */
const money = (value: string) => centsToWire(toCents(value));

/** Writes a charge (one statement) and answers it as stored. */
export async function writeCharge(db: Db, c: NewCharge): Promise<ChargeRecord> {
  const chargeId = c.charge.id;
  const items = c.items.map((i, line) => ({
    ...i,
    chargeId,
    line,
    unitPrice: money(i.unitPrice),
    amount: money(i.amount),
    depositApplied: money(i.depositApplied),
  }));
  const tips = c.tips.map((t, line) => ({ ...t, chargeId, line, amount: money(t.amount) }));
  const payments = c.payments.map((p, line) => ({
    ...p,
    chargeId,
    line,
    amount: money(p.amount),
  }));
  const charged = items.flatMap((i) => (i.appointmentId === null ? [] : [i.appointmentId]));
  const movements = c.movements.map((m) => ({ reason: '', chargeId, ...m }));
  await writeChargeStatement(db, [
    ...CHARGE_WRITTEN.map((key) => [cell(c.charge[key])]),
    ...ITEM_WRITTEN.map((key) => items.map((i) => cell(i[key]))),
    ...TIP_WRITTEN.map((key) => tips.map((t) => cell(t[key]))),
    ...PAYMENT_WRITTEN.map((key) => payments.map((p) => cell(p[key]))),
    charged,
    charged.map(() => chargeId),
    ...MOVEMENT_WRITTEN.map((key) => movements.map((m) => cell(m[key]))),
    c.started,
  ]);
  return {
    charge: {
      ...c.charge,
      annulledAt: null,
      annulledBy: null,
      annulledByName: null,
      annulReason: null,
    },
    items,
    tips,
    payments,
  };
}
