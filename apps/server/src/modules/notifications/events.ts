import { asc, eq } from 'drizzle-orm';
import type { NotificationEvent } from '@turnos/domain';
import type { EventLog } from './event-log';
import type { Db } from '../../db/types';
import { appointments, users } from '../../db/schema';
import { EMAIL_SUBJECTS } from './email-subjects';
import {
  APPOINTMENT_PLACEHOLDERS,
  BASE_URL_MARK,
  FREED_START_PLACEHOLDERS,
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
import { getIcsAppointment, getVisitIcsAppointments, type IcsAppointment } from '../calendars';
import { visitAsAppointment } from './visit-as-appointment';
import { icsMethodOf, visitIcs, type EmailIcs } from './email-ics';

interface Recipient {
  email: string;
  phone: string;
}

type Channel = 'email' | 'wapp';
const CHANNELS: readonly Channel[] = ['email', 'wapp'];

/** The options and site values an event's messages are rendered from (two reads). */
async function readEventSettings(
  db: Db,
  event: NotificationEvent,
  extra: readonly string[] = [],
  generation?: string,
) {
  const names = CHANNELS.flatMap((c) => [
    `turnos_enviar_${c}_${event}`,
    `turnos_mensaje_${c}_${event}`,
  ]);
  const { get, site } = await optionsAndSite(db, [...names, ...extra], generation);
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
  ics?: EmailIcs,
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
          ...(ics ? { ics: { ...ics, organizador: site.values['Nombre del sitio'] } } : {}),
        }),
      };
    }
    const phone = whatsappNumber(to.phone);
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
  ics?: EmailIcs,
) {
  const settings = await readEventSettings(db, event);
  const numbers = new Map<Channel, number>();
  for (const channel of settings.enabled) {
    numbers.set(channel, (await countByKeyPrefix(db, keyPrefix(event, subjectId, channel))) + 1);
  }
  const rows = renderMessages(
    settings,
    event,
    subjectId,
    to,
    values,
    allowed,
    appointmentId,
    (c) => Number(numbers.get(c)),
    ics,
  );
  // one statement for both channels; the workers wake when the caller's transaction commits
  await insertNotifications(db, rows);
}

/** A brand-new single appointment's invitation, from what its booking wrote (contract §6.4). */
function singleInvite(
  a: {
    id: number;
    fecha: string;
    horaInicio: string;
    serviceName: string;
    professionalName: string;
    branchName: string;
  },
  client: { name: string; email: string },
  invite: { horaFin: string; branchAddress: string; sequence: number },
): EmailIcs {
  return {
    method: 'REQUEST',
    appointment: {
      id: a.id,
      fecha: a.fecha,
      horaInicio: a.horaInicio,
      horaFin: invite.horaFin,
      serviceName: a.serviceName,
      professionalName: a.professionalName,
      branchName: a.branchName,
      direccion: invite.branchAddress,
      sequence: invite.sequence,
      cancelado: false,
      ocupado: false,
      clienteNombre: client.name,
      clienteEmail: client.email,
    },
  };
}

/**
 * `nuevo_turno` of a brand-new appointment, split around the booking's transaction so the
 * booking pays no extra round trip for it: the options and templates are read once before it
 * (with any `extra` option the booking needs, in the same statement), and `render` gives the
 * rows the booking inserts in its own statement (a new appointment's first messages are number
 * 1, their dedupe keys cannot exist yet). A message that cannot be rendered is logged and left
 * out; it never fails the booking. After the commit the caller wakes the workers
 * (`wakeWorkersSoon`) when a row is one to send.
 */
export async function prepareNewAppointmentMessages(
  db: Db,
  log: EventLog,
  extra: readonly string[] = [],
  /** the configuration generation the caller just read (ADR 0081): the options may come from cache */
  generation?: string,
) {
  const settings = await readEventSettings(db, 'nuevo_turno', extra, generation);
  const render = (
    a: {
      id: number;
      fecha: string;
      horaInicio: string;
      serviceName: string;
      professionalName: string;
      branchName: string;
    },
    client: Recipient & { name: string },
    /** a single appointment's e-mail carries its calendar invitation (contract §6.4) */
    invite?: { horaFin: string; branchAddress: string; sequence: number },
    /** a visit's: one calendar with every appointment of it (ADR 0074) */
    visitInvite?: EmailIcs,
  ): NewNotification[] => {
    const ics: EmailIcs | undefined = !settings.enabled.includes('email')
      ? undefined
      : (visitInvite ?? (invite ? singleInvite(a, client, invite) : undefined));
    try {
      const values = appointmentValues({
        clientName: client.name,
        fecha: a.fecha,
        hora: a.horaInicio,
        serviceName: a.serviceName,
        professionalName: a.professionalName,
        branchName: a.branchName,
      });
      return renderMessages(
        settings,
        'nuevo_turno',
        a.id,
        client,
        values,
        APPOINTMENT_PLACEHOLDERS,
        a.id,
        () => 1,
        ics,
      );
    } catch (err) {
      log.error({ err, event: 'nuevo_turno', appointmentId: a.id }, 'notification not rendered');
      return [];
    }
  };
  return {
    option: settings.get,
    render,
    /**
     * A visit's one message (ADR 0072): `a` is the visit read as one appointment; its e-mail
     * carries the visit's calendar (ADR 0074), built from the appointments the booking writes.
     */
    renderVisit(
      a: Parameters<typeof render>[0],
      client: Recipient & { name: string },
      visitId: number,
      calendar: readonly IcsAppointment[],
    ): NewNotification[] {
      const ics = settings.enabled.includes('email')
        ? visitIcs('REQUEST', visitId, calendar)
        : undefined;
      return render(a, client, undefined, ics);
    },
  };
}

/** A booking an event is about: one appointment (by its id), or a whole visit (contract §6.2). */
export type EventBooking = number | { appointmentId: number } | { visitId: number };

/**
 * Queues the messages of an appointment event — one per single appointment, one per visit — in
 * the caller's transaction, inside a savepoint: whatever goes wrong here is logged and swallowed,
 * so it never fails the booking or the change. A visit's message reads as one appointment
 * (`visitAsAppointment`, keyed by its first appointment) and its e-mail carries one calendar with
 * a VEVENT per appointment (ADR 0074); a single appointment's carries its own invitation.
 */
export async function queueAppointmentEvent(
  db: Db,
  event: Exclude<NotificationEvent, 'nuevo_usuario'>,
  booking: EventBooking,
  log: EventLog,
): Promise<void> {
  const ref = typeof booking === 'number' ? { appointmentId: booking } : booking;
  const visitId = 'visitId' in ref ? ref.visitId : undefined;
  try {
    await db.transaction(async (sp) => {
      const rows = await sp
        .select({
          id: appointments.id,
          fecha: appointments.fecha,
          horaInicio: appointments.horaInicio,
          serviceName: appointments.serviceName,
          professionalName: appointments.professionalName,
          branchName: appointments.branchName,
          name: users.name,
          email: users.email,
          phone: users.phone,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.clientId))
        .where(
          'visitId' in ref
            ? eq(appointments.visitId, ref.visitId)
            : eq(appointments.id, ref.appointmentId),
        )
        .orderBy(asc(appointments.id));
      const client = rows[0];
      if (!client) return;
      const a = visitId === undefined ? client : visitAsAppointment(rows);
      const values = appointmentValues({
        clientName: client.name,
        fecha: a.fecha,
        hora: a.horaInicio,
        serviceName: a.serviceName,
        professionalName: a.professionalName,
        branchName: a.branchName,
      });
      let ics: EmailIcs | undefined;
      if (visitId !== undefined) {
        ics = visitIcs(icsMethodOf(event), visitId, await getVisitIcsAppointments(sp, visitId));
      } else {
        const found = await getIcsAppointment(sp, a.id);
        ics = found ? { method: icsMethodOf(event), appointment: found.ics } : undefined;
      }
      await queueEvent(sp, event, a.id, client, values, APPOINTMENT_PLACEHOLDERS, a.id, ics);
    });
  } catch (err) {
    log.error({ err, event, ...ref }, 'notification not queued');
  }
}

export function appointmentValues(a: {
  clientName: string;
  fecha: string;
  hora: string;
  serviceName: string;
  professionalName: string;
  branchName: string;
}): TemplateValues {
  return {
    Nombre: a.clientName,
    Fecha: formatFecha(a.fecha),
    Hora: a.hora,
    Profesional: a.professionalName,
    Servicio: a.serviceName,
    Sucursal: a.branchName,
  };
}

/** Queues the `nuevo_usuario` message (the validation link) for a new client. */
export async function queueNewUserEvent(db: Db, userId: number, validationLink: string) {
  const [u] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) return;
  await queueEvent(
    db,
    'nuevo_usuario',
    userId,
    u,
    { Nombre: u.name, 'Enlace para validar cuenta': validationLink },
    NEW_USER_PLACEHOLDERS,
    null,
  );
}

/** Dedupe-key prefix of a user's validation messages, to deliver them right away. */
export const newUserKeyPrefix = (userId: number) => `nuevo_usuario:${userId}:`;

/**
 * `turno_liberado` (contract §6.3) for one waiting entry, in the caller's transaction: the start
 * that freed up and a link that opens the booking wizard at that professional, service and date.
 */
export async function queueFreedStartEvent(
  db: Db,
  entry: {
    id: number;
    branchId: number;
    professionalBranchId: number;
    professionalServiceId: number;
    fecha: string;
    hora: string;
    serviceName: string;
    professionalName: string;
    branchName: string;
  },
  client: Recipient & { name: string },
) {
  const query = new URLSearchParams({
    id_sucursal: String(entry.branchId),
    id_peluquero_sucursal: String(entry.professionalBranchId),
    id_servicio_de_peluquero_por_sucursal: String(entry.professionalServiceId),
    fecha: entry.fecha,
  });
  await queueEvent(
    db,
    'turno_liberado',
    entry.id,
    client,
    {
      ...appointmentValues({ ...entry, clientName: client.name }),
      'Enlace para reservar': `${BASE_URL_MARK}/cliente/reservar-turno?${query.toString()}`,
    },
    FREED_START_PLACEHOLDERS,
    null,
  );
}
