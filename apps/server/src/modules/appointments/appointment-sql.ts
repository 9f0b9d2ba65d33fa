import type { Turno } from './appointment-view';

/**
 * The wire `turno` object (appointment-view.ts `toTurno`) selected by the database column for column,
 * for lists long enough that the query builder's row mapping shows: a branch's week is ~1,000
 * appointments (docs/performance.md, the branch agenda). The driver's row object is the wire
 * object already, but for the three timestamps, which come as epoch seconds and are written
 * as `toISOString()` does (`turnoFromRow`). `a` is `appointments`, `u` the client's `users` row.
 * Same keys, same order, same values as `toTurno` — a property test (appointment-sql.test.ts) compares
 * the two over random appointments on both databases.
 */
const flag = (condition: string) => `case when ${condition} then '1' else '0' end`;
/**
 * A timestamp as epoch seconds in a double (`date_part`: no numeric arithmetic, unlike
 * `extract`): exact to well under a microsecond for any date of ours, made exact in `isoOf`.
 */
const epochSeconds = (column: string) => `date_part('epoch', ${column})`;

const FIELDS: readonly (readonly [string, string])[] = [
  ['id_turno', 'a.id'],
  ['id_cliente', 'a.client_id'],
  ['id_peluquero_sucursal', 'a.professional_branch_id'],
  ['id_peluquero', 'a.professional_id'],
  ['id_sucursal', 'a.branch_id'],
  ['id_servicio', 'a.service_id'],
  ['id_servicio_de_peluquero_por_sucursal', 'a.professional_service_id'],
  // ISO text, as Drizzle's date columns read it (DateStyle ISO, PostgreSQL's default)
  ['fecha', 'a.fecha::text'],
  ['hora', 'a.hora_inicio'],
  ['hora_inicio', 'a.hora_inicio'],
  ['hora_fin', 'a.hora_fin'],
  ['sobreturno', flag('a.overbooking')],
  ['ocupado', flag('a.service_id = 1')],
  ['nombre_cliente', 'u.name'],
  ['cliente_nombre', 'u.name'],
  ['cliente_display_name', 'u.display_name'],
  ['celular_cliente', 'u.phone'],
  ['cliente_celular', 'u.phone'],
  ['email_cliente', 'u.email'],
  ['cliente_email', 'u.email'],
  ['nombre_servicio', 'a.service_name'],
  ['nombre_peluquero', 'a.professional_name'],
  ['nombre_sucursal', 'a.branch_name'],
  ['precio', 'a.price::text'],
  ['monto_reserva', 'a.monto_reserva::text'],
  ['is_cancelado', flag('a.cancelado')],
  ['cancelado_por', 'a.cancelado_por'],
  ['fecha_cancelacion', epochSeconds('a.cancelled_at')],
  ['reserva_paga', flag('a.reserva_paga')],
  ['pago_aprobado_por', 'a.pago_aprobado_por'],
  ['horas_caducidad_reserva_impaga', 'a.expiry_hours'],
  ['horas_reprogramar_turno', 'a.reschedule_hours'],
  ['horas_cancelar_turno', 'a.cancel_hours'],
  ['vence', epochSeconds('a.expires_at')],
  ['createdAt', epochSeconds('a.created_at')],
  ['asistencia', 'a.attendance'],
  ['confirmado', flag('a.confirmed')],
  ['id_visita', 'a.visit_id'],
  // contract §7.3: the valid charge that has it (ADR 0097)
  ['cobrado', flag('exists (select 1 from appointment_charges ac where ac.appointment_id = a.id)')],
  ['id_cobro', '(select ac.charge_id from appointment_charges ac where ac.appointment_id = a.id)'],
  // contract §7.7: the series it was booked in (ADR 0102)
  ['id_serie', 'a.series_id'],
];

/** The keys in `toTurno`'s order (the test checks both agree). */
export const TURNO_KEYS = FIELDS.map(([key]) => key);

/** The select list of a `turno` row: each value under its wire key, in `toTurno`'s order. */
export const TURNO_COLUMNS = FIELDS.map(([k, v]) => `${v} as "${k}"`).join(',\n  ');

/** A `turno` row as the driver reads it: the wire object, with the timestamps as epoch seconds. */
export type TurnoRow = Omit<Turno, 'fecha_cancelacion' | 'vence' | 'createdAt'> & {
  fecha_cancelacion: number | null;
  vence: number | null;
  createdAt: number;
};

/**
 * Epoch seconds (a double) as `toISOString()` writes the instant: rounded to the microsecond it
 * stands for (below 2^32 s, i.e. until 2106, a double errs by less than half a microsecond), then
 * truncated to the millisecond, as a Date read from the driver is.
 */
function isoOf(seconds: number | null): string | null {
  if (seconds === null) return null;
  const micros = Math.round(Number(seconds) * 1_000_000);
  return new Date(Math.floor(micros / 1000)).toISOString();
}

/** The wire object of a `TURNO_COLUMNS` row (the row itself, its timestamps written out). */
export function turnoFromRow(row: TurnoRow): Turno {
  return Object.assign(row, {
    fecha_cancelacion: isoOf(row.fecha_cancelacion),
    vence: isoOf(row.vence),
    createdAt: isoOf(row.createdAt) ?? '',
  });
}
