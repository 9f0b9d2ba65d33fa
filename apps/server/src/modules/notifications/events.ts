import { eq } from 'drizzle-orm';
import type { NotificationEvent } from '@turnos/domain';
import type { Db } from '../../db/types';
import { appointments, users } from '../../db/schema';
import { EMAIL_SUBJECTS } from './email-subjects';
import {
  APPOINTMENT_PLACEHOLDERS,
  NEW_USER_PLACEHOLDERS,
  formatFecha,
  renderHtml,
  renderText,
  whatsappNumber,
  type TemplateValues,
} from './templates';
import { SITE_OPTIONS, optionsWithDefaults, siteValues } from './template-context';
import {
  countByKeyPrefix,
  insertNotifications,
  type NewNotification,
} from './notifications.queries';

interface Recipient {
  email: string;
  celular: string;
}

/**
 * One row per enabled channel, rendered now from the options (ADR 0040, 0042), inserted in the
 * caller's transaction; its commit wakes the workers.
 */
async function queueEvent(
  db: Db,
  event: NotificationEvent,
  subjectId: number,
  to: Recipient,
  values: TemplateValues,
  allowed: readonly string[],
  appointmentId: number | null,
) {
  const names = ['email', 'wapp'].flatMap((c) => [
    `turnos_enviar_${c}_${event}`,
    `turnos_mensaje_${c}_${event}`,
  ]);
  const get = await optionsWithDefaults(db, [...names, ...SITE_OPTIONS]);
  const site = await siteValues(db, get);
  const all = { ...values, ...site.values };
  const rows: NewNotification[] = [];
  for (const channel of ['email', 'wapp'] as const) {
    if (get(`turnos_enviar_${channel}_${event}`) !== '1') continue;
    let template = get(`turnos_mensaje_${channel}_${event}`);
    // without its link a validation message is useless: keep it even if the admin removed it
    if (event === 'nuevo_usuario' && !template.includes('[Enlace para validar cuenta]')) {
      template += '\n\n[Enlace para validar cuenta]';
    }
    const prefix = `${event}:${subjectId}:${channel}:`;
    const n = (await countByKeyPrefix(db, prefix)) + 1;
    const base = { event, channel, appointmentId, dedupeKey: `${prefix}${n}` };
    if (channel === 'email') {
      rows.push({
        ...base,
        recipient: to.email,
        subject: renderText(EMAIL_SUBJECTS[event], all, allowed),
        body: JSON.stringify({
          html: renderHtml(template, all, allowed, site.logoUrl),
          text: renderText(template, all, allowed),
        }),
      });
    } else {
      const number = whatsappNumber(to.celular);
      rows.push({
        ...base,
        recipient: number || '-',
        body: renderText(template, all, allowed),
        ...(number ? {} : { status: 'fallido', lastError: 'El cliente no tiene celular cargado.' }),
      });
    }
  }
  // one statement for both channels; the workers wake when the caller's transaction commits
  await insertNotifications(db, rows);
}

/**
 * Queues the messages of an appointment event in the caller's transaction, inside a savepoint:
 * whatever goes wrong here is logged and swallowed, so it never fails the booking.
 */
export async function queueAppointmentEvent(
  db: Db,
  event: Exclude<NotificationEvent, 'nuevo_usuario'>,
  appointmentId: number,
): Promise<void> {
  try {
    await db.transaction(async (sp) => {
      const [a] = await sp
        .select({
          fecha: appointments.fecha,
          hora: appointments.horaInicio,
          servicio: appointments.nombreServicio,
          profesional: appointments.nombrePeluquero,
          sucursal: appointments.nombreSucursal,
          nombre: users.nombre,
          email: users.email,
          celular: users.celular,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.clientId))
        .where(eq(appointments.id, appointmentId));
      if (!a) return;
      await queueEvent(
        sp as unknown as Db,
        event,
        appointmentId,
        a,
        appointmentValues(a),
        APPOINTMENT_PLACEHOLDERS,
        appointmentId,
      );
    });
  } catch (err) {
    process.emitWarning(
      `No se pudo encolar la notificación ${event} del turno ${appointmentId}: ${String(err)}`,
    );
  }
}

export function appointmentValues(a: {
  nombre: string;
  fecha: string;
  hora: string;
  servicio: string;
  profesional: string;
  sucursal: string;
}): TemplateValues {
  return {
    Nombre: a.nombre,
    Fecha: formatFecha(a.fecha),
    Hora: a.hora,
    Profesional: a.profesional,
    Servicio: a.servicio,
    Sucursal: a.sucursal,
  };
}

/** Queues the `nuevo_usuario` message (the validation link) for a new client. */
export async function queueNewUserEvent(db: Db, userId: number, validationLink: string) {
  const [u] = await db
    .select({ nombre: users.nombre, email: users.email, celular: users.celular })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) return;
  await queueEvent(
    db,
    'nuevo_usuario',
    userId,
    u,
    { Nombre: u.nombre, 'Enlace para validar cuenta': validationLink },
    NEW_USER_PLACEHOLDERS,
    null,
  );
}

/** Dedupe-key prefix of a user's validation messages, to deliver them right away. */
export const newUserKeyPrefix = (userId: number) => `nuevo_usuario:${userId}:`;
