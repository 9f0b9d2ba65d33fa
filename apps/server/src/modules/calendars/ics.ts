import { STUDIO_TZ, addDays, minutesToTime, timeToMinutes } from '@turnos/domain';

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

/** A studio date and time as RFC 5545 writes it under a TZID: `20261203T100000`. */
function wallClock(fecha: string, minutes: number): string {
  const day = addDays(fecha, Math.floor(minutes / 1440));
  return `${day.replaceAll('-', '')}T${minutesToTime(minutes % 1440).replace(':', '')}00`;
}

/**
 * The end: '24:00' (a service that ends at midnight) is the next day's 00:00, and an end not after
 * the start is on the next day.
 */
function wallClockEnd(fecha: string, horaInicio: string, horaFin: string): string {
  const days = horaFin <= horaInicio ? 1 : 0;
  return wallClock(fecha, days * 1440 + timeToMinutes(horaFin));
}

/** A UTC instant as RFC 5545 writes it (DTSTAMP), whole seconds. */
const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

function summaryOf(a: IcsAppointment, forProfessional: boolean): string {
  if (a.ocupado) return 'Ocupado';
  return forProfessional
    ? `${a.serviceName} - ${a.clienteNombre}`
    : `${a.serviceName} con ${a.professionalName}`;
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
const text = (value: string) =>
  value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
/** A quoted parameter value (CN="…"): backslash and quote escaped, line breaks as \n. */
const quoted = (value: string) =>
  `"${value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n')}"`;

/** Octets one UTF-16 code unit (or a surrogate pair's high half, counting the pair) takes in UTF-8. */
function octets(code: number): number {
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code >= 0xd800 && code <= 0xdbff) return 4;
  return 3;
}

/**
 * RFC 5545 §3.1 folding: a line longer than 75 octets continues on the next line after CRLF and
 * a space, never splitting a UTF-8 sequence. A short ASCII line (every line of most calendars)
 * is returned as it is without looking at each character.
 */
export function foldLine(line: string): string {
  // eslint-disable-next-line no-control-regex
  if (line.length <= 74 && /^[\x00-\x7f]*$/.test(line)) return line;
  let out = '';
  let used = 0;
  for (let i = 0; i < line.length; i++) {
    const size = octets(line.charCodeAt(i));
    let ch = line.charAt(i);
    // a surrogate pair is one character of 4 octets
    if (size === 4) ch += line.charAt(++i);
    used += size;
    if (used > 74) {
      out += '\r\n ';
      used = size;
    }
    out += ch;
  }
  return out;
}

/**
 * An RFC 5545 calendar: one VEVENT per appointment, times in the studio's zone with its
 * VTIMEZONE, LOCATION the branch's address, SEQUENCE the appointment's change counter. REQUEST
 * and CANCEL are the e-mail invitations (RFC 5546: with ORGANIZER and the client as ATTENDEE);
 * PUBLISH the downloads and the professional's feed. Written here, not by a library (ADR 0107):
 * ical-generator 9 folded every character through a new TextEncoder (0.3 ms for one event, the
 * event loop held for a whole feed), and the version that does not needs Node 22. Its output is
 * this one's, byte for byte, for any input (`ics.test.ts` keeps it as the oracle).
 */
export function buildCalendar(
  list: readonly IcsAppointment[],
  opts: { method: IcsMethod; site: IcsSite; now: Date; name?: string; forProfessional?: boolean },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Turnos//Turnos//ES',
    `METHOD:${opts.method}`,
  ];
  if (opts.name) lines.push(`NAME:${opts.name}`, `X-WR-CALNAME:${opts.name}`);
  if (list.length > 0) lines.push(...STUDIO_VTIMEZONE.split('\r\n'));
  const invitation = opts.method !== 'PUBLISH';
  const stamp = utcStamp(opts.now);
  const zone = `;TZID=${STUDIO_TZ}:`;
  for (const a of list) {
    const description = a.ocupado
      ? ''
      : `${a.serviceName} con ${a.professionalName} en ${a.branchName}.`;
    const location = a.direccion || a.branchName;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${appointmentUid(a.id, opts.site.host)}`,
      `SEQUENCE:${a.sequence}`,
      `DTSTAMP:${stamp}`,
      `DTSTART${zone}${wallClock(a.fecha, timeToMinutes(a.horaInicio))}`,
      `DTEND${zone}${wallClockEnd(a.fecha, a.horaInicio, a.horaFin)}`,
      `SUMMARY:${text(summaryOf(a, opts.forProfessional ?? false))}`,
    );
    if (location) lines.push(`LOCATION:${text(location)}`);
    lines.push(`DESCRIPTION:${text(description)}`);
    if (invitation) {
      lines.push(`ORGANIZER;CN=${quoted(opts.site.nombre)}:mailto:${opts.site.email}`);
      if (a.clienteEmail) {
        const cn = a.clienteNombre ? `;CN=${quoted(a.clienteNombre)}` : '';
        lines.push(`ATTENDEE;ROLE=REQ-PARTICIPANT${cn}:MAILTO:${a.clienteEmail}`);
      }
    }
    const cancelled = a.cancelado || opts.method === 'CANCEL';
    lines.push(`STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n');
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
