import fc from 'fast-check';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { describe, expect, it } from 'vitest';
import { STUDIO_TZ } from '@turnos/domain';
import {
  STUDIO_VTIMEZONE,
  appointmentUid,
  buildCalendar,
  foldLine,
  type IcsAppointment,
  type IcsMethod,
} from './ics';

/**
 * The oracle: the calendar as ical-generator 9 wrote it before ADR 0107 (the library is a dev
 * dependency now, for this test only). Its date fields are a native Date's local fields, which
 * is why the dates below stay in years without daylight saving in the zones CI runs under.
 */
function libraryCalendar(
  list: readonly IcsAppointment[],
  opts: {
    method: IcsMethod;
    site: { nombre: string; email: string; host: string };
    now: Date;
    name?: string;
    forProfessional?: boolean;
  },
): string {
  const wallClock = (fecha: string, hora: string) => {
    const [y = 2000, mo = 1, d = 1] = fecha.split('-').map(Number);
    const [h = 0, mi = 0] = hora.split(':').map(Number);
    return new Date(y, mo - 1, d, h, mi, 0, 0);
  };
  const calendar = ical({
    prodId: { company: 'Turnos', product: 'Turnos', language: 'ES' },
    method: ICalCalendarMethod[opts.method],
    ...(opts.name ? { name: opts.name } : {}),
    timezone: { name: null, generator: () => STUDIO_VTIMEZONE },
  });
  const invitation = opts.method !== 'PUBLISH';
  for (const a of list) {
    const end = wallClock(a.fecha, a.horaFin);
    if (a.horaFin <= a.horaInicio) end.setDate(end.getDate() + 1);
    calendar.createEvent({
      id: appointmentUid(a.id, opts.site.host),
      sequence: a.sequence,
      stamp: opts.now,
      timezone: STUDIO_TZ,
      start: wallClock(a.fecha, a.horaInicio),
      end,
      summary: a.ocupado
        ? 'Ocupado'
        : opts.forProfessional
          ? `${a.serviceName} - ${a.clienteNombre}`
          : `${a.serviceName} con ${a.professionalName}`,
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

/** Any text a name or address may hold: accents, emoji, quotes, the escaped characters, breaks. */
const anyText = (minLength = 0) =>
  fc.string({
    unit: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...'abcdeñáéíóúü ÑÁ0123456789') },
      { weight: 2, arbitrary: fc.constantFrom(';', ',', '\\', '"', ':', '\n', '\r\n', '-', '.') },
      { weight: 1, arbitrary: fc.constantFrom('✂️', '💇‍♀️', '€', '中', '𝄞') },
    ),
    minLength,
    maxLength: 90,
  });
/** a name of the calendar: the professional's (no line breaks, as every stored name) */
const oneLine = fc.string({
  unit: fc.constantFrom(...'abcñáé ;,"\\ÁÑ💇'),
  minLength: 1,
  maxLength: 90,
});
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const appointment: fc.Arbitrary<IcsAppointment> = fc.record({
  id: fc.integer({ min: 1, max: 2_000_000_000 }),
  // years without daylight saving in Buenos Aires, UTC and Tokyo (the oracle's local dates)
  fecha: fc
    .date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2035-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  horaInicio: fc.integer({ min: 0, max: 95 }).map((u) => hhmm(u * 15)),
  horaFin: fc.integer({ min: 1, max: 96 }).map((u) => hhmm(u * 15)),
  serviceName: anyText(1),
  professionalName: anyText(1),
  branchName: anyText(),
  direccion: anyText(),
  sequence: fc.nat({ max: 1000 }),
  cancelado: fc.boolean(),
  ocupado: fc.boolean(),
  clienteNombre: anyText(),
  clienteEmail: fc.oneof(fc.constant(''), fc.emailAddress()),
});
const options = fc.record(
  {
    method: fc.constantFrom<IcsMethod>('REQUEST', 'CANCEL', 'PUBLISH'),
    site: fc.record({ nombre: anyText(1), email: fc.emailAddress(), host: fc.domain() }),
    now: fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2035-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    name: oneLine,
    forProfessional: fc.boolean(),
  },
  { requiredKeys: ['method', 'site', 'now'] },
);

describe('buildCalendar (ADR 0107)', () => {
  it('writes, for any appointments and options, exactly what ical-generator 9 wrote', () => {
    fc.assert(
      fc.property(fc.array(appointment, { maxLength: 4 }), options, (list, opts) => {
        expect(buildCalendar(list, opts)).toBe(libraryCalendar(list, opts));
      }),
      { numRuns: 400 },
    );
  });

  it('folds every line to at most 75 octets without splitting a character', () => {
    fc.assert(
      fc.property(
        anyText().map((s) => s.replace(/\r?\n/g, '')),
        fc.string({ maxLength: 10 }),
        (value, key) => {
          const line = `${key.replace(/[\r\n]/g, '')}:${value}`;
          const folded = foldLine(line);
          const parts = folded.split('\r\n');
          for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
          // unfolding (RFC 5545 §3.1) gives the line back
          expect(folded.replace(/\r\n /g, '')).toBe(line);
          expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
