import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { csvDate, csvMoney, keysetPages, sendCsv } from '../../http/csv';
import { appointmentsPage, type ExportRow } from './export.queries';
import { assertPeriod } from '../../http/period';
import { reportScope, type ReportFilters } from './report.service';

const PAGE = 1000;

const HEADER = [
  'Fecha',
  'Desde',
  'Hasta',
  'Sucursal',
  'Profesional',
  'Servicio',
  'Cliente',
  'Email',
  'Celular',
  'Precio',
  'Seña',
  'Seña paga',
  'Asistencia',
  'Estado',
  'Cancelado por',
  'Sobreturno',
] as const;

const ATTENDANCE: Record<string, string> = {
  pendiente: 'Pendiente',
  asistio: 'Asistió',
  no_asistio: 'No asistió',
};
const CANCELLED_BY: Record<string, string> = {
  cliente: 'Cliente',
  profesional: 'Profesional',
  admin: 'Administrador',
  sistema: 'Sistema',
};

function cells(r: ExportRow): string[] {
  const hasDeposit = Number(r.montoReserva) > 0;
  return [
    csvDate(r.fecha),
    r.horaInicio,
    r.horaFin,
    r.branchName,
    r.professionalName,
    r.serviceName,
    r.clientName,
    r.email,
    r.phone,
    csvMoney(r.price),
    csvMoney(r.montoReserva),
    hasDeposit ? (r.reservaPaga ? 'Sí' : 'No') : '',
    ATTENDANCE[r.attendance] ?? r.attendance,
    r.cancelado ? 'Cancelado' : 'Activo',
    r.canceladoPor ? (CANCELLED_BY[r.canceladoPor] ?? r.canceladoPor) : '',
    r.overbooking ? 'Sí' : 'No',
  ];
}

async function* rows(
  deps: AppDeps,
  scope: Awaited<ReturnType<typeof reportScope>>,
  f: ReportFilters,
) {
  const pages = keysetPages<ExportRow>(
    (after) => appointmentsPage(deps.db, scope, f.fecha_desde, f.fecha_hasta, after, PAGE),
    PAGE,
  );
  for await (const r of pages) yield cells(r);
}

/**
 * Contract §6.6 `exportar-turnos`: the period's appointments (the report's filters), cancelled
 * included with who cancelled, as a CSV download streamed page by page.
 */
export async function exportAppointments(
  deps: AppDeps,
  caller: AuthUser,
  f: ReportFilters,
  reply: FastifyReply,
) {
  assertPeriod(f.fecha_desde, f.fecha_hasta);
  const scope = await reportScope(deps.db, caller, f);
  return sendCsv(
    reply,
    `turnos-${f.fecha_desde}-a-${f.fecha_hasta}.csv`,
    HEADER,
    rows(deps, scope, f),
  );
}
