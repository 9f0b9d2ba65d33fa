import { asc, eq } from 'drizzle-orm';
import type { NotificationEvent } from '@turnos/domain';
import type { EventLog } from './event-log';
import type { Db } from '../../db/types';
import { appointments, users } from '../../db/schema';
import { APPOINTMENT_PLACEHOLDERS } from './templates';
import { appointmentValues, queueEvent } from './events';
import { getVisitIcsAppointments } from '../calendars';
import { icsMethodOf, visitIcs } from './email-ics';

/** What a visit's message shows of each of its appointments. */
export interface VisitPart {
  id: number;
  fecha: string;
  horaInicio: string;
  nombreServicio: string;
  nombrePeluquero: string;
  nombreSucursal: string;
}

const joinNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;

/**
 * A visit (contract §6.2) read as one appointment for the templates (ADR 0072): [Servicio] lists
 * every service in order with its time and professional — 'Coloración (10:00, Lucía) y Corte
 * (11:30, Martín)' —, [Profesional] the professionals once each, [Fecha] and [Hora] the visit's
 * start, [Sucursal] its branch. Keyed by its first appointment, so it is one message per visit.
 */
export function visitAsAppointment(parts: readonly VisitPart[]): VisitPart {
  const ordered = [...parts].sort(
    (a, b) => a.horaInicio.localeCompare(b.horaInicio) || a.id - b.id,
  );
  const first = ordered[0];
  if (!first) throw new Error('a visit without appointments');
  const key = [...parts].sort((a, b) => a.id - b.id)[0] ?? first;
  return {
    id: key.id,
    fecha: first.fecha,
    horaInicio: first.horaInicio,
    nombreServicio: joinNames(
      ordered.map((p) => `${p.nombreServicio} (${p.horaInicio}, ${p.nombrePeluquero})`),
    ),
    nombrePeluquero: joinNames([...new Set(ordered.map((p) => p.nombrePeluquero))]),
    nombreSucursal: first.nombreSucursal,
  };
}

/**
 * Queues one message of an appointment event for a whole visit, in the caller's transaction and
 * inside a savepoint: whatever goes wrong here is logged and swallowed, never failing the change.
 * Its e-mail carries one calendar with a VEVENT per appointment (ADR 0074).
 */
export async function queueVisitEvent(
  db: Db,
  event: Exclude<NotificationEvent, 'nuevo_usuario' | 'nuevo_turno'>,
  visitId: number,
  log: EventLog,
): Promise<void> {
  try {
    await db.transaction(async (sp) => {
      const rows = await sp
        .select({
          id: appointments.id,
          fecha: appointments.fecha,
          horaInicio: appointments.horaInicio,
          nombreServicio: appointments.nombreServicio,
          nombrePeluquero: appointments.nombrePeluquero,
          nombreSucursal: appointments.nombreSucursal,
          nombre: users.nombre,
          email: users.email,
          celular: users.celular,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.clientId))
        .where(eq(appointments.visitId, visitId))
        .orderBy(asc(appointments.id));
      const client = rows[0];
      if (!client) return;
      const v = visitAsAppointment(rows);
      const calendar = await getVisitIcsAppointments(sp, visitId);
      await queueEvent(
        sp,
        event,
        v.id,
        client,
        appointmentValues({
          nombre: client.nombre,
          fecha: v.fecha,
          hora: v.horaInicio,
          servicio: v.nombreServicio,
          profesional: v.nombrePeluquero,
          sucursal: v.nombreSucursal,
        }),
        APPOINTMENT_PLACEHOLDERS,
        v.id,
        visitIcs(icsMethodOf(event), visitId, calendar),
      );
    });
  } catch (err) {
    log.error({ err, event, visitId }, 'notification not queued');
  }
}
