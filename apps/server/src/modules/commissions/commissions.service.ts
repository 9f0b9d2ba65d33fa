import {
  BUSY_SERVICE_ID,
  NO_RATES,
  centsToWire,
  commissionTotals,
  percentHundredths,
  toCents,
  type CommissionCharge,
  type CommissionRates,
} from '@turnos/domain';
import type { AuthUser } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch, professionalBranchScope } from '../../auth/policy';
import type { Db } from '../../db/types';
import { notFound } from '../../http/app-error';
import { assertPeriod } from '../../http/period';
import { BRANCH_NOT_FOUND, getBranch } from '../branches';
import { SERVICE_NOT_FOUND } from '../services';
import {
  keepProfessionalBranch,
  keepServices,
  professionalNames,
  readRates,
  replaceServiceRates,
  reportCharges,
  upsertRates,
  type ReportChargeRow,
} from './commissions.queries';

/** Commissions (contract §7.4, ADR 0099): the rates of a professional-branch, and the report. */

const PRO_BRANCH_NOT_FOUND = 'El profesional no existe en esa sucursal.';

/** numeric(5,2) as the database gives it ('12.5' on some drivers) → the wire's '12.50'. */
const percentWire = (value: string) => centsToWire(toCents(value));

async function settingsOf(db: Db, id: number) {
  const { rates, perService } = await readRates(db, [id]);
  const row = rates[0];
  return {
    id_peluquero_sucursal: id,
    comision_servicios: percentWire(row?.servicesPercent ?? '0'),
    comision_productos: percentWire(row?.productsPercent ?? '0'),
    por_servicio: perService.map((p) => ({
      id_servicio: p.serviceId,
      porcentaje: percentWire(p.percent),
    })),
  };
}

/** `obtener-comisiones` (A; P own): 0 when never set. */
export async function getCommissions(db: Db, user: AuthUser, id: number) {
  await assertOwnsProfessionalBranch(db, user, id);
  return settingsOf(db, id);
}

/**
 * `actualizar-comisiones` (A): both percentages, and the per-service list when given (it replaces
 * the old one; left out, the old one stays). One transaction; the professional-branch and the
 * services are locked against their deletion, and the rates row serializes two writers.
 */
export async function updateCommissions(
  db: Db,
  now: Date,
  p: {
    id_peluquero_sucursal: number;
    comision_servicios: string;
    comision_productos: string;
    por_servicio?: { id_servicio: number; porcentaje: string }[] | undefined;
  },
) {
  const id = p.id_peluquero_sucursal;
  await db.transaction(async (tx) => {
    if (!(await keepProfessionalBranch(tx, id))) throw notFound(PRO_BRANCH_NOT_FOUND);
    const list = p.por_servicio;
    if (list) {
      const found = await keepServices(
        tx,
        list.map((x) => x.id_servicio),
      );
      if (list.some((x) => x.id_servicio === BUSY_SERVICE_ID || !found.has(x.id_servicio))) {
        throw notFound(SERVICE_NOT_FOUND);
      }
    }
    await upsertRates(
      tx,
      {
        professionalBranchId: id,
        servicesPercent: p.comision_servicios,
        productsPercent: p.comision_productos,
      },
      now,
    );
    if (list) {
      await replaceServiceRates(
        tx,
        id,
        list.map((x) => ({ serviceId: x.id_servicio, percent: x.porcentaje })),
      );
    }
  });
  return settingsOf(db, id);
}

/** A report's period: `from` not after `to`, at most 366 days (as the other reports). */
const toCommissionCharge = (r: ReportChargeRow): CommissionCharge => ({
  discount: toCents(r.discount),
  items: r.items.map(([kind, amount, professionalBranchId, serviceId]) => ({
    kind,
    amount: toCents(amount),
    professionalBranchId,
    serviceId,
  })),
  tips: r.tips.map(([professionalBranchId, amount]) => ({
    professionalBranchId,
    amount: toCents(amount),
  })),
});

/** The rates in force now of each professional-branch, in hundredths of a percent. */
async function ratesByRow(db: Db, ids: number[]) {
  const { rates, perService } = await readRates(db, ids);
  const out = new Map<number, CommissionRates>();
  for (const r of rates) {
    out.set(r.professionalBranchId, {
      services: percentHundredths(r.servicesPercent),
      products: percentHundredths(r.productsPercent),
      perService: new Map(),
    });
  }
  for (const s of perService) {
    const r = out.get(s.professionalBranchId);
    const per = r ? new Map(r.perService) : new Map<number, bigint>();
    per.set(s.serviceId, percentHundredths(s.percent));
    out.set(s.professionalBranchId, { ...(r ?? NO_RATES), perService: per });
  }
  return out;
}

/**
 * `obtener-reporte-comisiones` (A; P own rows): per professional-branch with a line or a tip in
 * the period's valid charges, the figures of contract §7.4, at the rates in force now.
 */
export async function commissionReport(
  db: Db,
  user: AuthUser,
  p: { fecha_desde: string; fecha_hasta: string; id_sucursal?: number | undefined },
) {
  assertPeriod(p.fecha_desde, p.fecha_hasta);
  if (p.id_sucursal !== undefined && !(await getBranch(db, p.id_sucursal))) {
    throw notFound(BRANCH_NOT_FOUND);
  }
  const scope = await professionalBranchScope(db, user, undefined);
  const own = scope === 'all' ? undefined : scope;
  const rows = await reportCharges(db, {
    from: p.fecha_desde,
    to: p.fecha_hasta,
    ...(p.id_sucursal === undefined ? {} : { branchId: p.id_sucursal }),
    ...(own === undefined ? {} : { professionalBranchIds: own }),
  });
  const charges = rows.map(toCommissionCharge);
  const involved = new Set<number>();
  for (const c of charges) {
    for (const x of [...c.items, ...c.tips]) {
      if (x.professionalBranchId !== null) involved.add(x.professionalBranchId);
    }
  }
  const ids = [...involved].filter((id) => own === undefined || own.includes(id));
  const rates = await ratesByRow(db, ids);
  const totals = commissionTotals(charges, (id) => rates.get(id) ?? NO_RATES);
  const names = await professionalNames(db, ids);
  const profesionales = ids.flatMap((id) => {
    const t = totals.get(id);
    if (!t) return [];
    return [
      {
        id_peluquero_sucursal: id,
        nombre: names.get(id) ?? '',
        servicios: centsToWire(t.servicios),
        productos: centsToWire(t.productos),
        comision: centsToWire(t.comision),
        propinas: centsToWire(t.propinas),
        total_a_pagar: centsToWire(t.totalAPagar),
      },
    ];
  });
  profesionales.sort(
    (a, b) =>
      a.nombre.localeCompare(b.nombre, 'es') || a.id_peluquero_sucursal - b.id_peluquero_sucursal,
  );
  return { profesionales };
}
