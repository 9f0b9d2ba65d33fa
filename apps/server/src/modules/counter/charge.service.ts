import type { Medio } from '@turnos/contract';
import { BUSY_SERVICE_ID, centsToWire, studioInstant, studioNow, toCents } from '@turnos/domain';
import type { AuthUser } from '../../auth/auth-user';
import { assertStaffOfBranch } from '../../auth/policy';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/types';
import { invalid, notFound } from '../../http/app-error';
import { actorOf, PRODUCT_NOT_FOUND, productsByIds, saleMovements, takeStock } from '../products';
import { useCredit } from '../credit';
import { lockAppointments, professionalBranchesAt, userExists } from './charges.queries';
import { lockTillForCharge, writeCharge } from './charge-writer';
import { toCobro } from './charge-view';
import {
  ALREADY_CHARGED,
  NOT_COVERED,
  ruleForbids,
  TILL_CLOSED,
  TILL_NOT_FOUND,
} from './counter-errors';

type ItemParam =
  | { tipo: 'servicio'; id_turno: number; precio?: string | undefined }
  | {
      tipo: 'producto';
      id_producto: number;
      cantidad: number;
      precio?: string | undefined;
      id_peluquero_sucursal?: number | undefined;
    };

export interface ChargeParams {
  id_caja: number;
  id_cliente?: number | undefined;
  items: ItemParam[];
  descuento?: string | undefined;
  propinas?: { id_peluquero_sucursal: number; monto: string }[] | undefined;
  pagos: {
    medio: Medio;
    monto: string;
    cuotas?: number | undefined;
    referencia?: string | undefined;
  }[];
}

const NOT_AT_BRANCH = 'El profesional indicado no trabaja en la sucursal de la caja.';

/** The checks that need no database: 1003 with the first problem. */
function checkShape(p: ChargeParams) {
  if (p.items.length === 0) throw invalid('Agregá al menos un servicio o un producto.');
  const turnos = p.items.flatMap((i) => (i.tipo === 'servicio' ? [i.id_turno] : []));
  if (new Set(turnos).size !== turnos.length)
    throw invalid('Un turno figura dos veces en el cobro.');
  for (const pago of p.pagos) {
    if (pago.cuotas !== undefined && pago.medio !== 'credito') {
      throw invalid('Las cuotas corresponden solo al pago con crédito.');
    }
  }
}

/**
 * Contract §7.3 `registrar-cobro`, all or nothing in one transaction: the till (open, locked for
 * share so a closing waits), the appointments (of the till's branch, not cancelled, not a busy
 * block, not charged: locked, and the primary key of `appointment_charges` refuses the loser of
 * a race), the products' stock (conditional decrements), the paid deposits applied, the payments
 * covering the total exactly but for the cash's change.
 */
export async function registerCharge(db: Db, user: AuthUser, now: Date, p: ChargeParams) {
  checkShape(p);
  const actor = actorOf(user);
  try {
    return await db.transaction(async (tx) => {
      // the till for share (a closing waits for this charge) and the charge's id, at once
      const drawn = await lockTillForCharge(tx, p.id_caja);
      if (!drawn) throw notFound(TILL_NOT_FOUND);
      const { till, chargeId } = drawn;
      await assertStaffOfBranch(tx, user, till.branchId);
      if (till.closedAt !== null) throw ruleForbids(TILL_CLOSED);
      const branchId = till.branchId;

      // services: the appointments, locked
      const serviceItems = p.items.flatMap((i) => (i.tipo === 'servicio' ? [i] : []));
      const locked = await lockAppointments(
        tx,
        serviceItems.map((i) => i.id_turno),
      );
      const byId = new Map(locked.map((r) => [r.a.id, r]));
      // products
      const productItems = p.items.flatMap((i) => (i.tipo === 'producto' ? [i] : []));
      const products = new Map(
        (await productsByIds(tx, [...new Set(productItems.map((i) => i.id_producto))])).map((r) => [
          r.id,
          r,
        ]),
      );
      // the professionals named (sellers, tips) must work at the branch
      const named = [
        ...productItems.flatMap((i) =>
          i.id_peluquero_sucursal === undefined ? [] : [i.id_peluquero_sucursal],
        ),
        ...(p.propinas ?? []).map((t) => t.id_peluquero_sucursal),
      ];
      const atBranch = await professionalBranchesAt(tx, [...new Set(named)], branchId);
      if (named.some((id) => !atBranch.has(id))) throw invalid(NOT_AT_BRANCH);

      let subtotal = 0n;
      let sena = 0n;
      const started: number[] = [];
      const items = p.items.map((item) => {
        if (item.tipo === 'servicio') {
          const row = byId.get(item.id_turno);
          if (!row) throw notFound('El turno no existe.');
          const a = row.a;
          if (a.branchId !== branchId) throw ruleForbids('El turno es de otra sucursal.');
          if (a.serviceId === BUSY_SERVICE_ID) {
            throw ruleForbids('Un horario bloqueado no se cobra.');
          }
          if (a.cancelado) throw ruleForbids('El turno está cancelado.');
          if (row.chargedBy !== null) throw ruleForbids(ALREADY_CHARGED);
          const precio = item.precio ?? a.price;
          const lineSena = a.reservaPaga ? toCents(a.montoReserva) : 0n;
          subtotal += toCents(precio);
          sena += lineSena;
          if (studioInstant(a.fecha, a.horaInicio) <= now) started.push(a.id);
          return {
            kind: 'servicio' as const,
            appointmentId: a.id,
            productId: null,
            name: a.serviceName,
            quantity: 1,
            unitPrice: centsToWire(toCents(precio)),
            amount: centsToWire(toCents(precio)),
            depositApplied: centsToWire(lineSena),
            professionalBranchId: a.professionalBranchId,
            clientId: a.clientId,
          };
        }
        const product = products.get(item.id_producto);
        if (!product) throw notFound(PRODUCT_NOT_FOUND);
        if (!product.active) throw ruleForbids('El producto no está activo.');
        const unit = toCents(item.precio ?? product.price);
        const importe = unit * BigInt(item.cantidad);
        subtotal += importe;
        return {
          kind: 'producto' as const,
          appointmentId: null,
          productId: product.id,
          name: product.name,
          quantity: item.cantidad,
          unitPrice: centsToWire(unit),
          amount: centsToWire(importe),
          depositApplied: '0.00',
          professionalBranchId: item.id_peluquero_sucursal ?? null,
          clientId: null,
        };
      });

      const descuento = toCents(p.descuento ?? '0');
      if (descuento > subtotal) throw invalid('El descuento no puede superar el subtotal.');
      const propinas = (p.propinas ?? []).reduce((s, t) => s + toCents(t.monto), 0n);
      const total = subtotal - descuento - sena + propinas;
      if (total < 0n) {
        throw invalid('La seña ya pagada y el descuento superan lo que hay que cobrar.');
      }
      const paid = p.pagos.reduce((s, x) => s + toCents(x.monto), 0n);
      if (paid < total) throw invalid(NOT_COVERED);
      const vuelto = paid - total;
      const cash = p.pagos.reduce(
        (s, x) => s + (x.medio === 'efectivo' ? toCents(x.monto) : 0n),
        0n,
      );
      if (vuelto > cash) {
        throw invalid(
          'Solo el efectivo puede dar vuelto: los demás medios no pueden superar el total.',
        );
      }
      const clientId = p.id_cliente ?? items.find((i) => i.clientId !== null)?.clientId ?? null;
      if (p.id_cliente !== undefined && !(await userExists(tx, p.id_cliente))) {
        throw notFound('El cliente no existe.');
      }
      const fromCredit = p.pagos.reduce(
        (s, x) => s + (x.medio === 'saldo' ? toCents(x.monto) : 0n),
        0n,
      );
      if (fromCredit > 0n && clientId === null) {
        throw ruleForbids('Para pagar con saldo a favor indicá el cliente.');
      }

      // the units sold, in product order (1009 and nothing written when one lacks them)
      const taken = await takeStock(
        tx,
        branchId,
        productItems.map((i) => ({ productId: i.id_producto, cantidad: i.cantidad })),
      );
      const record = await writeCharge(tx, {
        charge: {
          id: chargeId,
          tillId: till.id,
          branchId,
          clientId,
          fecha: studioNow(now).date,
          createdAt: now,
          chargedBy: actor.id,
          chargedByName: actor.name,
          subtotal: centsToWire(subtotal),
          discount: centsToWire(descuento),
          depositApplied: centsToWire(sena),
          tips: centsToWire(propinas),
          total: centsToWire(total),
          change: centsToWire(vuelto),
        },
        items: items.map(({ clientId: _client, ...line }) => line),
        tips: (p.propinas ?? []).map((t) => ({
          professionalBranchId: t.id_peluquero_sucursal,
          amount: t.monto,
        })),
        payments: p.pagos.map((x) => ({
          method: x.medio,
          amount: x.monto,
          installments: x.cuotas ?? null,
          reference: x.referencia || null,
        })),
        movements: saleMovements(taken, branchId, chargeId, actor, now),
        started,
      });
      // contract §7.5: the credit paid is taken from the client's, oldest first (1009, nothing
      // written, when they have less); its lock makes two uses racing run one after the other
      if (fromCredit > 0n && clientId !== null) {
        await useCredit(tx, {
          clientId,
          amount: fromCredit,
          reason: 'cobro',
          at: now,
          chargeId,
          actor,
        });
      }
      return { cobro: toCobro(record) };
    });
  } catch (err) {
    // another charge of one of its appointments committed first (the primary key decided)
    if (isUniqueViolation(err)) throw ruleForbids(ALREADY_CHARGED);
    throw err;
  }
}
