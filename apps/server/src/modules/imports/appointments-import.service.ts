import {
  UNIT_MINUTES,
  activeUnits,
  importDate,
  importEmail,
  importPhone,
  importPrice,
  importTime,
  mapColumns,
  minutesToTime,
  studioNow,
  timeToMinutes,
  type MappedHeader,
} from '@turnos/domain';
import { invalid } from '../../http/app-error';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/types';
import { writeBooking, type AppointmentValues } from '../appointments';
import { findPeople, type KnownPerson } from './clients-import.queries';
import { clientMessages } from './clients-import.service';
import { inBatches, openCsv, type CsvLine } from './csv-reader';
import { BATCH_ROWS, EXTRA_CELLS, withinImport, type LineError } from './import-run';
import {
  bookedAppointments,
  drawAppointmentIds,
  readStudio,
  takenUnits,
  type Agenda,
} from './appointments-import.queries';
import { resolveStaffing, type Staffing } from './studio-names';
import { quoteValue } from './import-messages';

const showDate = (fecha: string) => fecha.split('-').reverse().join('/');

export const appointmentMessages = {
  badDate: (v: string) => `La fecha ${quoteValue(v)} no es válida: usá dd/mm/aaaa o aaaa-mm-dd.`,
  badTime: (v: string) => `La hora ${quoteValue(v)} no es válida: usá HH:MM (por ejemplo 09:30).`,
  offGrid: (hora: string) =>
    `La hora ${hora} no cae en un cuarto de hora: usá :00, :15, :30 o :45.`,
  pastMidnight: 'El servicio terminaría después de la medianoche.',
  badPrice: (v: string) => `El precio ${quoteValue(v)} no es válido.`,
  noContact: 'Falta el email o el celular del cliente.',
  noClientEmail: (v: string) =>
    `No hay un cliente con el email ${quoteValue(v)}: importá primero los clientes.`,
  noClientPhone: (v: string) =>
    `No hay un cliente con el celular ${quoteValue(v)}: importá primero los clientes.`,
  blocked: 'La cuenta del cliente está desactivada.',
  taken: (profesional: string, fecha: string, hora: string) =>
    `${profesional} ya tiene ocupado el horario de las ${hora} del ${showDate(fecha)}.`,
} as const;

type Index = MappedHeader<'turnos'>['index'];

/** A line that names everything it needs: what the appointment will be, but for its client. */
interface AppointmentLine {
  linea: number;
  fecha: string;
  hora: string;
  start: number;
  units: number[];
  horaFin: string;
  precio: string;
  staffing: Staffing;
  email: string;
  celular: string;
}

function readLine(
  line: CsvLine,
  index: Index,
  staffing: (
    cells: { profesional: string; sucursal: string; servicio: string },
    fecha: string,
  ) => Staffing | string,
): AppointmentLine | LineError {
  const cell = (i: number | undefined) => (i === undefined ? '' : (line.cells[i] ?? ''));
  const fail = (mensaje: string): LineError => ({ linea: line.linea, mensaje });
  if (line.extra) return fail(EXTRA_CELLS);
  const fecha = importDate(cell(index.fecha));
  if (fecha === null) return fail(appointmentMessages.badDate(cell(index.fecha)));
  const hora = importTime(cell(index.hora));
  if (hora === null) return fail(appointmentMessages.badTime(cell(index.hora)));
  const start = timeToMinutes(hora);
  if (start % UNIT_MINUTES !== 0) return fail(appointmentMessages.offGrid(hora));
  const found = staffing(
    {
      profesional: cell(index.profesional),
      sucursal: cell(index.sucursal),
      servicio: cell(index.servicio),
    },
    fecha,
  );
  if (typeof found === 'string') return fail(found);
  const end = start + found.service.duracion * UNIT_MINUTES;
  if (end > 24 * 60) return fail(appointmentMessages.pastMidnight);
  const precioText = cell(index.precio);
  const precio = precioText === '' ? found.service.price : importPrice(precioText);
  if (precio === null) return fail(appointmentMessages.badPrice(precioText));
  const email = importEmail(cell(index.email));
  if (email === null) return fail(clientMessages.badEmail(cell(index.email)));
  const celular = importPhone(cell(index.celular));
  if (celular === null) return fail(clientMessages.badPhone(cell(index.celular)));
  if (email === '' && celular === '') return fail(appointmentMessages.noContact);
  return {
    linea: line.linea,
    fecha,
    hora,
    start,
    units: activeUnits(start, found.service.pattern),
    horaFin: minutesToTime(end),
    precio,
    staffing: found,
    email,
    celular,
  };
}

/** The line's client among those found, or why there is none. */
function clientOf(line: AppointmentLine, people: readonly KnownPerson[]): KnownPerson | string {
  const byEmail = line.email === '' ? undefined : people.find((p) => p.email === line.email);
  let client = byEmail;
  if (!client && line.celular !== '') {
    const same = people.filter((p) => p.phone === line.celular && p.roles.includes('cliente'));
    if (same.length > 1) return clientMessages.sharedPhone(line.celular);
    client = same[0];
  }
  if (!client) {
    return line.email !== ''
      ? appointmentMessages.noClientEmail(line.email)
      : appointmentMessages.noClientPhone(line.celular);
  }
  if (!client.roles.includes('cliente')) return clientMessages.staff;
  if (client.blocked) return appointmentMessages.blocked;
  return client;
}

export interface AppointmentsResult {
  resumen: { nuevos: number; omitidos: number };
  errores: LineError[];
}

type Part = {
  linea: number;
  values: Omit<AppointmentValues, 'unitCount' | 'id'>;
  units: number[];
  staffing: Staffing;
};

const unitKey = (professionalId: number, fecha: string, unit: number) =>
  `${professionalId}|${fecha}|${unit}`;
const sameKey = (v: {
  clientId: number;
  professionalBranchId: number;
  fecha: string;
  horaInicio: string;
  serviceId: number;
}) => `${v.clientId}|${v.professionalBranchId}|${v.fecha}|${v.horaInicio}|${v.serviceId}`;

/**
 * Writes the batch's appointments through the one booking writer (ADR 0093), no messages; its
 * one statement inside a savepoint. Someone else booking one of these units since they were read
 * fails that statement (the unit index): then each is written in a savepoint of its own, and the
 * ones refused become error lines. Answers the lines refused.
 */
async function writeParts(tx: Db, parts: readonly Part[]): Promise<LineError[]> {
  if (parts.length === 0) return [];
  const ids = await drawAppointmentIds(tx, parts.length);
  const withIds = parts.map((p, i) => ({ ...p, values: { ...p.values, id: ids[i] ?? 0 } }));
  const write = (some: typeof withIds) =>
    tx.transaction((sp) => writeBooking(sp, { visit: null, parts: some, messages: [] }));
  try {
    await write(withIds);
    return [];
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const refused: LineError[] = [];
  for (const part of withIds) {
    try {
      await write([part]);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      refused.push({
        linea: part.linea,
        mensaje: appointmentMessages.taken(
          part.staffing.pb.name,
          part.values.fecha,
          part.values.horaInicio,
        ),
      });
    }
  }
  return refused;
}

async function importBatch(
  tx: Db,
  lines: readonly CsvLine[],
  index: Index,
  staffing: Parameters<typeof readLine>[2],
  result: AppointmentsResult,
) {
  const read = lines.map((l) => readLine(l, index, staffing));
  const ok = read.filter((r): r is AppointmentLine => 'fecha' in r);
  const people = await findPeople(
    tx,
    [...new Set(ok.map((r) => r.email).filter((e) => e !== ''))],
    [...new Set(ok.map((r) => r.celular).filter((c) => c !== ''))],
  );
  const agendaKeys = new Map<string, Agenda>();
  for (const r of ok) {
    const professionalId = r.staffing.pb.professionalId;
    agendaKeys.set(`${professionalId}|${r.fecha}`, { professionalId, fecha: r.fecha });
  }
  const keys = [...agendaKeys.values()];
  const taken = new Set(
    (await takenUnits(tx, keys)).map((u) =>
      unitKey(Number(u.professional_id), u.fecha, Number(u.unit)),
    ),
  );
  const booked = new Set(
    (await bookedAppointments(tx, keys)).map((a) =>
      sameKey({
        clientId: Number(a.client_id),
        professionalBranchId: Number(a.professional_branch_id),
        fecha: a.fecha,
        horaInicio: a.hora_inicio,
        serviceId: Number(a.service_id),
      }),
    ),
  );

  const parts: Part[] = [];
  const errors: LineError[] = [];
  for (const line of read) {
    if (!('fecha' in line)) {
      errors.push(line);
      continue;
    }
    const client = clientOf(line, people);
    if (typeof client === 'string') {
      errors.push({ linea: line.linea, mensaje: client });
      continue;
    }
    const { pb, branch, service, link } = line.staffing;
    const values: Part['values'] = {
      clientId: client.id,
      professionalBranchId: pb.id,
      professionalId: pb.professionalId,
      branchId: branch.id,
      serviceId: service.id,
      professionalServiceId: link.id,
      fecha: line.fecha,
      horaInicio: line.hora,
      horaFin: line.horaFin,
      overbooking: false,
      serviceName: service.name,
      professionalName: pb.name,
      branchName: branch.name,
      price: line.precio,
      montoReserva: '0.00',
      reservaPaga: true,
      pagoAprobadoPor: null,
      expiryHours: 0,
      rescheduleHours: pb.rescheduleHours,
      cancelHours: pb.cancelHours,
      expiresAt: null,
      visitId: null,
      seriesId: null,
    };
    // the same appointment already there (an import run twice): nothing to do
    if (booked.has(sameKey(values))) {
      result.resumen.omitidos += 1;
      continue;
    }
    const units = line.units.map((u) => unitKey(pb.professionalId, line.fecha, u));
    if (units.some((u) => taken.has(u))) {
      errors.push({
        linea: line.linea,
        mensaje: appointmentMessages.taken(pb.name, line.fecha, line.hora),
      });
      continue;
    }
    units.forEach((u) => taken.add(u));
    booked.add(sameKey(values));
    parts.push({ linea: line.linea, values, units: line.units, staffing: line.staffing });
  }
  const refused = await writeParts(tx, parts);
  result.resumen.nuevos += parts.length - refused.length;
  result.errores.push(...[...errors, ...refused].sort((a, b) => a.linea - b.linea));
}

/**
 * `importar-turnos` (contract §7.8): staff bookings under the unit rule — no double booking, a
 * taken start an error line and the rest go on — written by the booking writer with no message;
 * past dates allowed; the price the line gives, else the service's. One transaction, in batches
 * of BATCH_ROWS lines (rolled back when `simulate`).
 */
export async function importAppointments(
  db: Db,
  file: Buffer,
  opts: { simulate: boolean; now: Date },
): Promise<AppointmentsResult> {
  const csv = await openCsv(file);
  const mapped = mapColumns('turnos', csv.header);
  if (mapped.problem) throw invalid(mapped.problem);
  const today = studioNow(opts.now).date;
  return withinImport(db, opts.simulate, async (tx) => {
    const studio = resolveStaffing(await readStudio(tx), today);
    const result: AppointmentsResult = { resumen: { nuevos: 0, omitidos: 0 }, errores: [] };
    for await (const batch of inBatches(csv.lines, BATCH_ROWS))
      await importBatch(tx, batch, mapped.index, studio, result);
    return result;
  });
}
