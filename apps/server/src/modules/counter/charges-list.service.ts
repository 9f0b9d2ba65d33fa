import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../auth/auth-user';
import { isAdmin } from '../../auth/auth-user';
import { professionalBranchScope } from '../../auth/policy';
import type { Db } from '../../db/types';
import { csvDate, csvMoney, sendCsv } from '../../http/csv';
import { notFound } from '../../http/app-error';
import { studioNow } from '@turnos/domain';
import { branchExists } from './branch.queries';
import {
  chargesPage,
  chargesWhere,
  listCharges,
  recordsOf,
  type ChargeFilters,
  type ChargeRecord,
} from './charges.queries';
import { toCobro } from './charge-view';
import { assertPeriod } from '../../http/period';

/** Whose charges a caller lists: an admin all; a professional those they took part in. */
async function ownScope(db: Db, user: AuthUser) {
  if (isAdmin(user)) return undefined;
  const scope = await professionalBranchScope(db, user, undefined);
  return { userId: user.id, professionalBranchIds: scope === 'all' ? [] : scope };
}

async function checkFilters(db: Db, f: ChargeFilters) {
  assertPeriod(f.fecha_desde, f.fecha_hasta);
  if (f.id_sucursal !== undefined && !(await branchExists(db, f.id_sucursal))) {
    throw notFound('La sucursal no existe.');
  }
}

/** Contract §7.3 `obtener-cobros`: the period's charges, newest first (A all; P their own). */
export async function chargeList(db: Db, user: AuthUser, f: ChargeFilters) {
  await checkFilters(db, f);
  const where = chargesWhere(db, f, await ownScope(db, user));
  const records = await recordsOf(db, await listCharges(db, where));
  return { cobros: records.map(toCobro) };
}

const HEADER = [
  'Cobro',
  'Fecha',
  'Hora',
  'Caja',
  'Sucursal',
  'Cliente',
  'Cobrado por',
  'Estado',
  'Tipo',
  'Turno',
  'Producto',
  'Detalle',
  'Cantidad',
  'Precio',
  'Importe',
  'Profesional',
  'Subtotal del cobro',
  'Descuento del cobro',
  'Seña aplicada del cobro',
  'Propinas del cobro',
  'Total del cobro',
  'Pagos del cobro',
  'Vuelto del cobro',
  'Anulado por',
  'Motivo de anulación',
] as const;

const MEDIO: Record<string, string> = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  debito: 'Débito',
  credito: 'Crédito',
  mercadopago: 'Mercado Pago',
  saldo: 'Saldo a favor',
};

/** One row per line item; the charge's figures repeat on each of its lines. */
function rowsOf(r: ChargeRecord): string[][] {
  const c = r.charge;
  const local = studioNow(c.createdAt);
  const hora = `${String(Math.floor(local.minutes / 60)).padStart(2, '0')}:${String(local.minutes % 60).padStart(2, '0')}`;
  const pagos = r.payments
    .map(
      (p) =>
        `${MEDIO[p.method] ?? p.method} ${csvMoney(p.amount)}${p.installments ? ` (${p.installments} cuotas)` : ''}`,
    )
    .join(' + ');
  return r.items.map((i) => [
    String(c.id),
    csvDate(c.fecha),
    hora,
    String(c.tillId),
    String(c.branchId),
    c.clientId === null ? '' : String(c.clientId),
    c.chargedByName,
    c.annulledAt === null ? 'Válido' : 'Anulado',
    i.kind === 'servicio' ? 'Servicio' : 'Producto',
    i.appointmentId === null ? '' : String(i.appointmentId),
    i.productId === null ? '' : String(i.productId),
    i.name,
    String(i.quantity),
    csvMoney(i.unitPrice),
    csvMoney(i.amount),
    i.professionalBranchId === null ? '' : String(i.professionalBranchId),
    csvMoney(c.subtotal),
    csvMoney(c.discount),
    csvMoney(c.depositApplied),
    csvMoney(c.tips),
    csvMoney(c.total),
    pagos,
    csvMoney(c.change),
    c.annulledByName ?? '',
    c.annulReason ?? '',
  ]);
}

const PAGE = 500;

/** Contract §7.3 `exportar-cobros` (A): CSV by §6.6's rules, one row per line item, paged. */
export async function exportCharges(db: Db, f: ChargeFilters, reply: FastifyReply) {
  await checkFilters(db, f);
  const where = chargesWhere(db, f, undefined);
  async function* rows() {
    let after = 0;
    for (;;) {
      const page = await chargesPage(db, where, after, PAGE);
      for (const r of await recordsOf(db, page)) yield* rowsOf(r);
      const last = page[page.length - 1];
      if (page.length < PAGE || !last) return;
      after = last.id;
    }
  }
  return sendCsv(reply, `cobros-${f.fecha_desde}-a-${f.fecha_hasta}.csv`, HEADER, rows());
}
