import { inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user';
import { chargeItems } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../http/app-error';
import { actorOf, returnStock } from '../products';
import { returnChargeCredit } from '../credit';
import { annulCharge, getCharge, lockCharge, recordsOf } from './charges.queries';
import { toCobro } from './charge-view';
import { CHARGE_NOT_FOUND, ruleForbids } from './counter-errors';
import { lockTill } from './till.queries';

/**
 * Contract §7.3 `anular-cobro` (A): the charge stays on record as annulled (who, when, why), its
 * products' units come back to its branch, its appointments may be charged again, the credit it
 * took returns to its client (a new credit, contract §7.5). Refused once
 * its till is closed (1009): a closed till's figures never change.
 */
export async function annulChargeById(
  db: Db,
  user: AuthUser,
  now: Date,
  p: { id_cobro: number; motivo: string },
) {
  const found = await getCharge(db, p.id_cobro);
  if (!found) throw notFound(CHARGE_NOT_FOUND);
  const actor = actorOf(user);
  return db.transaction(async (tx) => {
    const till = await lockTill(tx, found.tillId, 'share');
    if (!till || till.closedAt !== null) {
      throw ruleForbids('La caja de este cobro ya está cerrada: no se puede anular.');
    }
    const charge = await lockCharge(tx, p.id_cobro);
    if (!charge) throw notFound(CHARGE_NOT_FOUND);
    if (charge.annulledAt !== null) throw ruleForbids('El cobro ya fue anulado.');
    await annulCharge(tx, charge.id, {
      annulledAt: now,
      annulledBy: actor.id,
      annulledByName: actor.name,
      annulReason: p.motivo,
    });
    // contract §7.3: the credit it took returns to its client (once)
    await returnChargeCredit(tx, charge.id, now, actor);
    const items = await tx
      .select()
      .from(chargeItems)
      .where(inArray(chargeItems.chargeId, [charge.id]));
    await returnStock(
      tx,
      charge.branchId,
      items.flatMap((i) =>
        i.productId === null ? [] : [{ productId: i.productId, cantidad: i.quantity }],
      ),
      charge.id,
      actor,
      now,
    );
    const [record] = await recordsOf(tx, [
      {
        ...charge,
        annulledAt: now,
        annulledBy: actor.id,
        annulledByName: actor.name,
        annulReason: p.motivo,
      },
    ]);
    if (!record) throw new Error('no record');
    return { cobro: toCobro(record) };
  });
}
