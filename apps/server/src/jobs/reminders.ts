import { and, eq, inArray, ne } from 'drizzle-orm';
import { CONFIRM_PROMPT, addDays, studioNow, timeToMinutes, TIME_PATTERN } from '@turnos/domain';
import type { AppDeps } from '../app-deps';
import { appointments, notifications, users } from '../db/schema';
import { appointmentValues } from '../modules/notifications/events';
import { visitAsAppointment } from '../modules/notifications';
import { emailReminderKey, reminderKey } from '../modules/notifications/reminder-key';
import { icsOfReminder } from '../modules/notifications/reminder-ics';
import { insertNotification } from '../modules/notifications/notifications.queries';
import {
  SITE_OPTIONS,
  optionsWithDefaults,
  siteValues,
} from '../modules/notifications/template-context';
import {
  APPOINTMENT_PLACEHOLDERS,
  REMINDER_PLACEHOLDERS,
  renderHtml,
  renderText,
  whatsappNumber,
} from '../modules/notifications/templates';

const BUSY_SERVICE_ID = 1;
export { emailReminderKey, reminderKey };
const EMAIL_REMINDER_SUBJECT = '[Nombre del sitio]: te recordamos tu turno de mañana';

type ReminderRow = {
  id: number;
  fecha: string;
  hora: string;
  serviceName: string;
  professionalName: string;
  branchName: string;
  clientName: string;
  phone: string;
  email: string;
  visitId: number | null;
  sequence: number;
};

/** A visit (contract §6.2) gets one reminder listing its services, keyed by its first appointment. */
function oneRowPerVisit(rows: ReminderRow[]): ReminderRow[] {
  const out: ReminderRow[] = [];
  const seen = new Set<number>();
  for (const r of rows) {
    if (r.visitId === null) {
      out.push(r);
      continue;
    }
    if (seen.has(r.visitId)) continue;
    seen.add(r.visitId);
    const v = visitAsAppointment(
      rows
        .filter((x) => x.visitId === r.visitId)
        .map((x) => ({
          id: x.id,
          fecha: x.fecha,
          horaInicio: x.hora,
          serviceName: x.serviceName,
          professionalName: x.professionalName,
          branchName: x.branchName,
        })),
    );
    // keyed by the visit's first appointment, at that appointment's version
    const key = rows.find((x) => x.id === v.id) ?? r;
    out.push({
      ...r,
      sequence: key.sequence,
      id: v.id,
      hora: v.horaInicio,
      serviceName: v.serviceName,
      professionalName: v.professionalName,
      branchName: v.branchName,
    });
  }
  return out;
}

/**
 * Queues the WhatsApp reminder and the e-mail reminder (contract §6.4), each where enabled, of
 * every active appointment of tomorrow once today's configured hour (the WhatsApp reminder's)
 * has passed in the studio's zone (ADR 0041). Each appointment-day gets one of each, whichever
 * process queues it first (unique dedupe keys).
 */
export async function queueDueReminders(deps: AppDeps): Promise<number> {
  const get = await optionsWithDefaults(deps.db, [
    'turnos_enviar_wapp_recordatorio_turno',
    'turnos_enviar_wapp_recordatorio_turno_hora_envio',
    'turnos_mensaje_wapp_recordatorio_turno',
    'turnos_enviar_email_recordatorio_turno',
    'turnos_mensaje_email_recordatorio_turno',
    ...SITE_OPTIONS,
  ]);
  const wapp = get('turnos_enviar_wapp_recordatorio_turno') === '1';
  const email = get('turnos_enviar_email_recordatorio_turno') === '1';
  if (!wapp && !email) return 0;
  const hour = get('turnos_enviar_wapp_recordatorio_turno_hora_envio');
  const now = studioNow(deps.clock());
  if (!TIME_PATTERN.test(hour) || now.minutes < timeToMinutes(hour)) return 0;
  const tomorrow = addDays(now.date, 1);
  const all = await deps.db
    .select({
      id: appointments.id,
      fecha: appointments.fecha,
      hora: appointments.horaInicio,
      serviceName: appointments.serviceName,
      professionalName: appointments.professionalName,
      branchName: appointments.branchName,
      clientName: users.name,
      phone: users.phone,
      email: users.email,
      visitId: appointments.visitId,
      sequence: appointments.sequence,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.clientId))
    .where(
      and(
        eq(appointments.fecha, tomorrow),
        eq(appointments.cancelado, false),
        ne(appointments.serviceId, BUSY_SERVICE_ID),
      ),
    );
  if (all.length === 0) return 0;
  const rows = oneRowPerVisit(all);
  const keys = rows.flatMap((r) => [
    reminderKey(r.id, r.fecha, r.sequence),
    emailReminderKey(r.id, r.fecha, r.sequence),
  ]);
  const existing = new Set(
    (
      await deps.db
        .select({ key: notifications.dedupeKey })
        .from(notifications)
        .where(inArray(notifications.dedupeKey, keys))
    ).map((r) => r.key),
  );
  const site = await siteValues(deps.db, get);
  let queued = 0;
  for (const r of rows) {
    const values = { ...appointmentValues(r), ...site.values };
    const mailKey = emailReminderKey(r.id, r.fecha, r.sequence);
    if (email && !existing.has(mailKey)) {
      const template = get('turnos_mensaje_email_recordatorio_turno');
      // the appointment's (or the visit's one) calendar, as it is now (ADR 0074)
      const ics = await icsOfReminder(deps.db, r);
      await insertNotification(deps.db, {
        event: 'recordatorio',
        channel: 'email',
        recipient: r.email,
        subject: renderText(EMAIL_REMINDER_SUBJECT, values, APPOINTMENT_PLACEHOLDERS),
        body: JSON.stringify({
          html: renderHtml(template, values, APPOINTMENT_PLACEHOLDERS, site.logoUrl),
          text: renderText(template, values, APPOINTMENT_PLACEHOLDERS),
          ...(ics ? { ics: { ...ics, organizador: site.values['Nombre del sitio'] } } : {}),
        }),
        dedupeKey: mailKey,
        appointmentId: r.id,
      });
      queued += 1;
    }
    const key = reminderKey(r.id, r.fecha, r.sequence);
    if (!wapp || existing.has(key)) continue;
    const number = whatsappNumber(r.phone);
    await insertNotification(deps.db, {
      event: 'recordatorio',
      channel: 'wapp',
      recipient: number || '-',
      body: renderText(
        get('turnos_mensaje_wapp_recordatorio_turno'),
        { ...appointmentValues(r), ...site.values, Confirmar: CONFIRM_PROMPT },
        REMINDER_PLACEHOLDERS,
      ),
      dedupeKey: key,
      appointmentId: r.id,
      ...(number
        ? {}
        : { status: 'fallido' as const, lastError: 'El cliente no tiene celular cargado.' }),
    });
    queued += 1;
  }
  return queued;
}
