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
import { optionsAndSite } from './template-context';
import {
  countByKeyPrefix,
  insertNotifications,
  type NewNotification,
} from './notifications.queries';

interface Recipient {
  email: string;
  celular: string;
}

type Channel = 'email' | 'wapp';
const CHANNELS: readonly Channel[] = ['email', 'wapp'];

/** The options and site values an event's messages are rendered from (two reads). */
async function readEventSettings(db: Db, event: NotificationEvent, extra: readonly string[] = []) {
  const names = CHANNELS.flatMap((c) => [
    `turnos_enviar_${c}_${event}`,
    `turnos_mensaje_${c}_${event}`,
  ]);
  const { get, site } = await optionsAndSite(db, [...names, ...extra]);
  const enabled = CHANNELS.filter((c) => get(`turnos_enviar_${c}_${event}`) === '1');
  return { get, site, enabled };
}
type EventSettings = Awaited<ReturnType<typeof readEventSettings>>;

/**
 * One row per enabled channel, rendered from the options (ADR 0040, 0042); `number` is the
 * channel's message number for this subject, part of its dedupe key.
 */
function renderMessages(
  { get, site, enabled }: EventSettings,
  event: NotificationEvent,
  subjectId: number,
  to: Recipient,
  values: TemplateValues,
  allowed: readonly string[],
  appointmentId: number | null,
  number: (channel: Channel) => number,
): NewNotification[] {
  const all = { ...values, ...site.values };
  return enabled.map((channel) => {
    let template = get(`turnos_mensaje_${channel}_${event}`);
    // without its link a validation message is useless: keep it even if the admin removed it
    if (event === 'nuevo_usuario' && !template.includes('[Enlace para validar cuenta]')) {
      template += '\n\n[Enlace para validar cuenta]';
    }
    const base = {
      event,
      channel,
      appointmentId,
      dedupeKey: `${keyPrefix(event, subjectId, channel)}${number(channel)}`,
    };
    if (channel === 'email') {
      return {
        ...base,
        recipient: to.email,
        subject: renderText(EMAIL_SUBJECTS[event], all, allowed),
        body: JSON.stringify({
          html: renderHtml(template, all, allowed, site.logoUrl),
          text: renderText(template, all, allowed),
        }),
      };
    }
    const phone = whatsappNumber(to.celular);
    return {
      ...base,
      recipient: phone || '-',
      body: renderText(template, all, allowed),
      ...(phone ? {} : { status: 'fallido', lastError: 'El cliente no tiene celular cargado.' }),
    };
  });
}

const keyPrefix = (event: NotificationEvent, subjectId: number, channel: Channel) =>
  `${event}:${subjectId}:${channel}:`;

/**
 * The event's messages, rendered now from the options and inserted in the caller's transaction;
 * its commit wakes the workers. An event that repeats for one subject (a second reschedule)
 * gets the next number in its dedupe key.
 */
export async function queueEvent(
  db: Db,
  event: NotificationEvent,
  subjectId: number,
  to: Recipient,
  values: TemplateValues,
  allowed: readonly string[],
  appointmentId: number | null,
) {
  const settings = await readEventSettings(db, event);
  const numbers = new Map<Channel, number>();
  for (const channel of settings.enabled) {
    numbers.set(channel, (await countByKeyPrefix(db, keyPrefix(event, subjectId, channel))) + 1);
  }
  const rows = renderMessages(settings, event, subjectId, to, values, allowed, appointmentId, (c) =>
    Number(numbers.get(c)),
  );
  // one statement for both channels; the workers wake when the caller's transaction commits
  await insertNotifications(db, rows);
}

/**
 * `nuevo_turno` of a brand-new appointment, split around the booking's transaction so the
 * hottest write stays a handful of round trips (docs/performance.md): the settings are read
 * before it (with any `extra` option the booking needs, in the same statement), the messages are
 * rendered and inserted in it as one statement with no savepoint (a new appointment's first
 * messages are number 1, their dedupe keys cannot exist yet, conflicts are skipped anyway, and
 * every column takes any value a user row holds), and `queue` returns whether the caller must
 * wake the workers after its commit (`wakeWorkersSoon`). A message that cannot be rendered is
 * logged and left out; it never fails the booking.
 */
export async function prepareNewAppointmentMessages(db: Db, extra: readonly string[] = []) {
  const settings = await readEventSettings(db, 'nuevo_turno', extra);
  return {
    option: settings.get,
    async queue(
      tx: Db,
      a: {
        id: number;
        fecha: string;
        horaInicio: string;
        nombreServicio: string;
        nombrePeluquero: string;
        nombreSucursal: string;
      },
      client: Recipient & { nombre: string },
    ): Promise<boolean> {
      let rows: NewNotification[];
      try {
        const values = appointmentValues({
          nombre: client.nombre,
          fecha: a.fecha,
          hora: a.horaInicio,
          servicio: a.nombreServicio,
          profesional: a.nombrePeluquero,
          sucursal: a.nombreSucursal,
        });
        rows = renderMessages(
          settings,
          'nuevo_turno',
          a.id,
          client,
          values,
          APPOINTMENT_PLACEHOLDERS,
          a.id,
          () => 1,
        );
      } catch (err) {
        process.emitWarning(
          `No se pudo preparar la notificación nuevo_turno del turno ${a.id}: ${String(err)}`,
        );
        return false;
      }
      return insertNotifications(tx, rows, { wake: 'caller' });
    },
  };
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
