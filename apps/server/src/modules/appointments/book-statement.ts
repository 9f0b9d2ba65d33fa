import { hotStatement } from '../../db/hot-statement';
import type { Db } from '../../db/types';
import type { NewNotification } from '../notifications';
import type { AppointmentRow, NewAppointment } from './appointments.queries';

/**
 * The booking's writes as one statement (ADR 0065): the appointment under the id its
 * transaction drew, with `unidades` = how many units it takes (ADR 0076: the same array's
 * length, all inserted or the statement fails), one row per active unit (the unique index
 * refuses a taken one: 23505), and its first messages (a repeated dedupe key is skipped). Answers the row's creation time and
 * how many of the messages are ones to send.
 */
const insertBooking = hotStatement<{ created_at: string | Date; to_send: number }>(
  'turnos_book_appointment',
  `with a as (
  insert into appointments (id, client_id, professional_branch_id, professional_id, branch_id,
    service_id, professional_service_id, fecha, hora_inicio, hora_fin, sobreturno,
    nombre_servicio, nombre_peluquero, nombre_sucursal, precio, monto_reserva, reserva_paga,
    pago_aprobado_por, horas_caducidad_reserva_impaga, horas_reprogramar_turno, vence_at,
    horas_cancelar_turno, unidades)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
    $20, $21, $31, cardinality($22::smallint[]))
  returning created_at
), u as (
  insert into appointment_units (professional_id, fecha, unidad, appointment_id)
  select $4::int, $8::date, unit, $1::int from unnest($22::smallint[]) as unit
), n as (
  insert into notifications (event, channel, recipient, subject, body, status, last_error,
    dedupe_key, appointment_id)
  select m.*, $1::int from unnest($23::text[], $24::text[], $25::text[], $26::text[],
    $27::text[], $28::text[], $29::text[], $30::text[]) as m
  on conflict (dedupe_key) do nothing
  returning status
)
select (select created_at from a) as created_at,
  (select count(*)::int from n where status = 'pendiente') as to_send`,
);

/** The next appointment id, drawn before the insert so the messages can carry it. */
export const NEXT_APPOINTMENT_ID = `nextval('appointments_id_seq')::int`;
const drawAppointmentId = hotStatement<{ id: number }>(
  'turnos_next_appointment_id',
  `select ${NEXT_APPOINTMENT_ID} as id`,
);

export async function nextAppointmentId(db: Db): Promise<number> {
  const [row] = await drawAppointmentId(db, []);
  if (!row) throw new Error('nextval returned nothing');
  return Number(row.id);
}

export type BookingValues = Required<
  Pick<
    NewAppointment,
    | 'id'
    | 'clientId'
    | 'professionalBranchId'
    | 'professionalId'
    | 'branchId'
    | 'serviceId'
    | 'professionalServiceId'
    | 'fecha'
    | 'horaInicio'
    | 'horaFin'
    | 'sobreturno'
    | 'nombreServicio'
    | 'nombrePeluquero'
    | 'nombreSucursal'
    | 'precio'
    | 'montoReserva'
    | 'reservaPaga'
    | 'pagoAprobadoPor'
    | 'horasCaducidadReservaImpaga'
    | 'horasReprogramarTurno'
    | 'venceAt'
    | 'horasCancelarTurno'
  >
>;

/**
 * Writes a new appointment, its units and its messages; answers the row as stored (the columns
 * not written take their defaults) and whether a message waits to be sent.
 */
export async function writeBooking(
  db: Db,
  v: BookingValues,
  units: readonly number[],
  messages: readonly NewNotification[],
): Promise<{ appointment: AppointmentRow; toSend: boolean }> {
  const column = <K extends keyof NewNotification>(key: K, fallback: NewNotification[K]) =>
    messages.map((m) => m[key] ?? fallback);
  const [row] = await insertBooking(db, [
    v.id,
    v.clientId,
    v.professionalBranchId,
    v.professionalId,
    v.branchId,
    v.serviceId,
    v.professionalServiceId,
    v.fecha,
    v.horaInicio,
    v.horaFin,
    v.sobreturno,
    v.nombreServicio,
    v.nombrePeluquero,
    v.nombreSucursal,
    v.precio,
    v.montoReserva,
    v.reservaPaga,
    v.pagoAprobadoPor,
    v.horasCaducidadReservaImpaga,
    v.horasReprogramarTurno,
    v.venceAt,
    units,
    column('event', ''),
    column('channel', 'email'),
    column('recipient', ''),
    column('subject', ''),
    column('body', ''),
    column('status', 'pendiente'),
    column('lastError', null),
    column('dedupeKey', null),
    v.horasCancelarTurno,
  ]);
  if (!row) throw new Error('the booking statement answered nothing');
  const appointment: AppointmentRow = {
    ...v,
    cancelado: false,
    canceladoPor: null,
    fechaCancelacion: null,
    createdAt: new Date(row.created_at),
    asistencia: 'pendiente',
    confirmado: false,
    secuencia: 0,
    visitId: null,
    unidades: units.length,
  };
  return { appointment, toSend: row.to_send > 0 };
}
