import type { DataOf, obtenerReporte } from '@turnos/contract';
import { UNIT_MINUTES, addDays } from '@turnos/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch, assertSeesBranch, onlyOwnRows } from '../../auth/policy';
import type { Db } from '../../db/types';
import { notFound } from '../../http/app-error';
import { addMoney } from './money-sum';
import { assertPeriod } from '../../http/period';
import { branchExists, ownRowsAtBranch, readReport } from './report.queries';
import { readCaja } from './report-caja.queries';
import type { ReportScope } from './report-scope';

type Reporte = DataOf<typeof obtenerReporte>;
type Resumen = Reporte['resumen'];

export interface ReportFilters {
  fecha_desde: string;
  fecha_hasta: string;
  id_sucursal?: number | undefined;
  id_peluquero_sucursal?: number | undefined;
}

/**
 * Whose rows the caller may read with these filters: an admin any; a professional without the
 * admin role only their own (another's professional-branch 1001, a branch where they do not work
 * 1001). A branch or professional-branch that does not exist is 1002.
 */
export async function reportScope(
  db: Db,
  caller: AuthUser,
  f: ReportFilters,
): Promise<ReportScope> {
  const professionalId = onlyOwnRows(caller);
  if (f.id_peluquero_sucursal !== undefined) {
    await assertOwnsProfessionalBranch(db, caller, f.id_peluquero_sucursal);
  }
  if (f.id_sucursal !== undefined) {
    if (!(await branchExists(db, f.id_sucursal))) throw notFound('La sucursal no existe.');
    if (professionalId !== undefined) {
      assertSeesBranch(caller, await ownRowsAtBranch(db, professionalId, f.id_sucursal));
    }
  }
  return {
    ...(f.id_sucursal === undefined ? {} : { branchId: f.id_sucursal }),
    ...(f.id_peluquero_sucursal === undefined
      ? {}
      : { professionalBranchId: f.id_peluquero_sucursal }),
    ...(professionalId === undefined ? {} : { professionalId }),
  };
}

const EMPTY: Omit<Resumen, 'ocupacion'> = {
  turnos: 0,
  cancelados: 0,
  asistidos: 0,
  no_asistidos: 0,
  ingresos: '0.00',
  senas_cobradas: '0.00',
  minutos_laborables: 0,
  minutos_reservados: 0,
};

/** minutos_reservados / minutos_laborables to 3 decimals; 0 when nothing is workable. */
export const occupancy = (reserved: number, workable: number) =>
  workable > 0 ? Math.round((reserved * 1000) / workable) / 1000 : 0;

function add(x: Omit<Resumen, 'ocupacion'>, y: Omit<Resumen, 'ocupacion'>) {
  return {
    turnos: x.turnos + y.turnos,
    cancelados: x.cancelados + y.cancelados,
    asistidos: x.asistidos + y.asistidos,
    no_asistidos: x.no_asistidos + y.no_asistidos,
    ingresos: addMoney(x.ingresos, y.ingresos),
    senas_cobradas: addMoney(x.senas_cobradas, y.senas_cobradas),
    minutos_laborables: x.minutos_laborables + y.minutos_laborables,
    minutos_reservados: x.minutos_reservados + y.minutos_reservados,
  };
}

const withOccupancy = (r: Omit<Resumen, 'ocupacion'>): Resumen => ({
  ...r,
  ocupacion: occupancy(r.minutos_reservados, r.minutos_laborables),
});

/**
 * Contract §6.6 `obtener-reporte`. The database aggregates per professional-branch; the studio's
 * `resumen` is the sum of those rows. `por_profesional` lists every professional-branch of the
 * scope that is active or has appointments in the period; `por_dia` every date of the period.
 */
export async function report(deps: AppDeps, caller: AuthUser, f: ReportFilters): Promise<Reporte> {
  assertPeriod(f.fecha_desde, f.fecha_hasta);
  const scope = await reportScope(deps.db, caller, f);
  const read = await readReport(deps.db, scope, f.fecha_desde, f.fecha_hasta);
  const caja = await readCaja(deps.db, scope, f.fecha_desde, f.fecha_hasta);
  const counts = new Map(read.perPb.map((r) => [r.pbId, r]));
  const worked = new Map(read.worked.map((r) => [r.pbId, r.minutes]));
  let total = EMPTY;
  const porProfesional: Reporte['por_profesional'] = [];
  for (const column of read.columns) {
    const c = counts.get(column.id);
    const row = {
      turnos: c?.turnos ?? 0,
      cancelados: c?.cancelados ?? 0,
      asistidos: c?.asistidos ?? 0,
      no_asistidos: c?.noAsistidos ?? 0,
      ingresos: c?.ingresos ?? '0.00',
      senas_cobradas: c?.senas ?? '0.00',
      minutos_laborables: worked.get(column.id) ?? 0,
      minutos_reservados: UNIT_MINUTES * (c?.units ?? 0),
    };
    total = add(total, row);
    if (!column.active && !c) continue;
    porProfesional.push({
      id_peluquero_sucursal: column.id,
      nombre: column.name,
      ...withOccupancy(row),
    });
  }
  const byDate = new Map(read.perDay.map((d) => [d.fecha, d]));
  const porDia: Reporte['por_dia'] = [];
  for (let d = f.fecha_desde; d <= f.fecha_hasta; d = addDays(d, 1)) {
    const day = byDate.get(d);
    porDia.push({ fecha: d, turnos: day?.turnos ?? 0, ingresos: day?.ingresos ?? '0.00' });
  }
  return {
    resumen: withOccupancy(total),
    por_profesional: porProfesional,
    por_servicio: read.perService.map((s) => ({
      id_servicio: s.id,
      nombre: s.nombre,
      turnos: s.turnos,
      ingresos: s.ingresos,
    })),
    por_dia: porDia,
    caja,
  };
}
