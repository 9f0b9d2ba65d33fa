import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { STUDIO_TZ } from '@turnos/domain';

/** What an appointment's calendar event shows (contract §6.4). */
export interface IcsAppointment {
  id: number;
  fecha: string;
  horaInicio: string;
  horaFin: string;
  serviceName: string;
  professionalName: string;
  branchName: string;
  direccion: string;
  sequence: number;
  cancelado: boolean;
  /** the busy block ('Ocupado'), only in a professional's own feed */
  ocupado: boolean;
  clienteNombre: string;
  clienteEmail: string;
}

export interface IcsSite {
  /** the studio's name (PRODID, ORGANIZER) */
  nombre: string;
  /** the sender address, the ORGANIZER of the invitations */
  email: string;
  /** the host part of every UID (from PUBLIC_URL) */
  host: string;
}

/**
 * The studio's zone as RFC 5545 wants it next to its events. Argentina keeps UTC-3 all year
 * since 2009, so one STANDARD component describes every date this product can book (ADR 0070).
 */
export const STUDIO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${STUDIO_TZ}`,
  `X-LIC-LOCATION:${STUDIO_TZ}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** The stable UID of an appointment's event: the same through every reschedule and the cancel. */
export const appointmentUid = (id: number, host: string) => `turno-${id}@${host}`;

/**
 * A studio wall-clock time as ical-generator writes it under a TZID: it prints a native Date's
 * local fields, so the fields are set locally (whatever the server's zone) and stay the studio's.
 */
function wallClock(fecha: string, hora: string): Date {
  const [y = 2000, mo = 1, d = 1] = fecha.split('-').map(Number);
  const [h = 0, mi = 0] = hora.split(':').map(Number);
  return new Date(y, mo - 1, d, h, mi, 0, 0);
}

/** The end as a wall-clock time: '24:00' (a service that ends at midnight) is the next day's 00:00. */
function wallClockEnd(fecha: string, horaInicio: string, horaFin: string): Date {
  const end = wallClock(fecha, horaFin);
  if (horaFin <= horaInicio) end.setDate(end.getDate() + 1);
  return end;
}

export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

const METHODS: Record<IcsMethod, ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

function summaryOf(a: IcsAppointment, forProfessional: boolean): string {
  if (a.ocupado) return 'Ocupado';
  return forProfessional
    ? `${a.serviceName} - ${a.clienteNombre}`
    : `${a.serviceName} con ${a.professionalName}`;
}

/**
 * An RFC 5545 calendar: one VEVENT per appointment, times in the studio's zone with its
 * VTIMEZONE, LOCATION the branch's address, SEQUENCE the appointment's change counter. REQUEST
 * and CANCEL are the e-mail invitations (RFC 5546: with ORGANIZER and the client as ATTENDEE);
 * PUBLISH the downloads and the professional's feed.
 */
export function buildCalendar(
  list: readonly IcsAppointment[],
  opts: { method: IcsMethod; site: IcsSite; now: Date; name?: string; forProfessional?: boolean },
): string {
  const calendar = ical({
    prodId: { company: 'Turnos', product: 'Turnos', language: 'ES' },
    method: METHODS[opts.method],
    ...(opts.name ? { name: opts.name } : {}),
    // no calendar-wide zone: each event carries its TZID and this writes the VTIMEZONE once
    timezone: { name: null, generator: () => STUDIO_VTIMEZONE },
  });
  const invitation = opts.method !== 'PUBLISH';
  for (const a of list) {
    calendar.createEvent({
      id: appointmentUid(a.id, opts.site.host),
      sequence: a.sequence,
      stamp: opts.now,
      timezone: STUDIO_TZ,
      start: wallClock(a.fecha, a.horaInicio),
      end: wallClockEnd(a.fecha, a.horaInicio, a.horaFin),
      summary: summaryOf(a, opts.forProfessional ?? false),
      description: a.ocupado
        ? ''
        : `${a.serviceName} con ${a.professionalName} en ${a.branchName}.`,
      location: a.direccion || a.branchName,
      status:
        a.cancelado || opts.method === 'CANCEL'
          ? ICalEventStatus.CANCELLED
          : ICalEventStatus.CONFIRMED,
      ...(invitation
        ? {
            organizer: { name: opts.site.nombre, email: opts.site.email },
            attendees: a.clienteEmail ? [{ name: a.clienteNombre, email: a.clienteEmail }] : [],
          }
        : {}),
    });
  }
  return calendar.toString();
}

/** The studio's identity in its calendars: the host of PUBLIC_URL and the sender address. */
export function icsSite(
  config: { publicUrl: string; mailFrom: string },
  nombre = 'Turnos',
): IcsSite {
  const email = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  let host = 'turnos';
  try {
    host = new URL(config.publicUrl).host || host;
  } catch {
    // a PUBLIC_URL that is not a URL keeps the generic host; the UIDs stay stable per install
  }
  return { nombre, email: email.trim(), host };
}
