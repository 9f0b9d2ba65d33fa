import {
  ErrorCode,
  IMPORT_NAME_MAX,
  importEmail,
  importName,
  importPhone,
  mapColumns,
  type MappedHeader,
} from '@turnos/domain';
import { NOTA_CLIENTE_MAX } from '@turnos/contract';
import { AppError, invalid } from '../../http/app-error';
import type { Db } from '../../db/types';
import { inBatches, openCsv, type CsvLine } from './csv-reader';
import { BATCH_ROWS, EXTRA_CELLS, withinImport, type LineError } from './import-run';
import {
  fillNotes,
  fillPhones,
  findPeople,
  insertClients,
  type KnownPerson,
} from './clients-import.queries';
import { quoteValue } from './import-messages';

export const clientMessages = {
  noName: 'Falta el nombre.',
  longName: `El nombre tiene más de ${IMPORT_NAME_MAX} caracteres.`,
  badEmail: (v: string) => `El email ${quoteValue(v)} no es válido.`,
  badPhone: (v: string) =>
    `El celular ${quoteValue(v)} no es válido: escribilo con el código de área (por ejemplo 11 5555-1234).`,
  noContact: 'Falta el email o el celular.',
  newWithoutEmail:
    'No hay un cliente con ese celular y, sin email, no se puede crear su cuenta: agregá el email.',
  sharedPhone: (v: string) =>
    `El celular ${v} es de más de un cliente: agregá el email para saber de cuál se trata.`,
  staff: 'Ese email es de una cuenta del personal, no de un cliente.',
  longNote: `La nota tiene más de ${NOTA_CLIENTE_MAX} caracteres.`,
  phoneTaken: (v: string) =>
    `El celular ${v} ya es de otro cliente: no se le agregó a este (un celular, un cliente).`,
  taken:
    'Mientras se importaba, alguien creó una cuenta con uno de estos emails: volvé a importar el archivo.',
} as const;

type Index = MappedHeader<'clientes'>['index'];

interface ClientLine {
  linea: number;
  nombre: string;
  /** '' when the line has none */
  email: string;
  celular: string;
  nota: string;
}

/** A line's client, or why the line cannot be imported. */
function readLine(line: CsvLine, index: Index): ClientLine | LineError {
  const cell = (i: number | undefined) => (i === undefined ? '' : (line.cells[i] ?? ''));
  const fail = (mensaje: string): LineError => ({ linea: line.linea, mensaje });
  if (line.extra) return fail(EXTRA_CELLS);
  const nombre = importName(`${cell(index.nombre)} ${cell(index.apellido)}`);
  if (nombre === '') return fail(clientMessages.noName);
  if (nombre.length > IMPORT_NAME_MAX) return fail(clientMessages.longName);
  const email = importEmail(cell(index.email));
  if (email === null) return fail(clientMessages.badEmail(cell(index.email)));
  const celular = importPhone(cell(index.celular));
  if (celular === null) return fail(clientMessages.badPhone(cell(index.celular)));
  if (email === '' && celular === '') return fail(clientMessages.noContact);
  const nota = cell(index.nota);
  if (nota.length > NOTA_CLIENTE_MAX) return fail(clientMessages.longNote);
  return { linea: line.linea, nombre, email, celular, nota };
}

export interface ClientsResult {
  resumen: { nuevos: number; actualizados: number; omitidos: number };
  errores: LineError[];
}

/** A person as the batch sees them: found, or new in this batch (no id yet). */
type Person = Omit<KnownPerson, 'id'> & { id: number | null; name?: string };

/** What one import carries from batch to batch (besides what it wrote). */
interface ImportState {
  by: { id: number; at: Date };
  result: ClientsResult;
  /**
   * A line's e-mail that matched someone else by phone → that client's e-mail: the file's other
   * lines with that e-mail are that client too, not a new one (an import run twice adds nothing).
   */
  aliases: Map<string, string>;
}

/**
 * One batch of lines, in file order (contract §7.8): each is matched by e-mail, else by phone,
 * among everyone written so far — earlier batches and earlier lines of this one included; a match
 * only gets what it lacks (a phone no other client has, a note), never a change; no match and an
 * e-mail: a new client. Then the batch's writes: one statement per kind. `lines` are the lines of
 * this pass only (with an e-mail, or without one), errors included in the first.
 */
async function importBatch(tx: Db, read: readonly (ClientLine | LineError)[], state: ImportState) {
  const { result, aliases } = state;
  const ok = read.filter((r): r is ClientLine => 'nombre' in r);
  const emails = ok.flatMap((r) =>
    r.email === '' ? [] : [r.email, aliases.get(r.email) ?? r.email],
  );
  const found = await findPeople(
    tx,
    [...new Set(emails)],
    [...new Set(ok.map((r) => r.celular).filter((c) => c !== ''))],
  );
  const byEmail = new Map<string, Person>(found.map((p) => [p.email, p]));
  const byPhone = new Map<string, Person[]>();
  const addPhone = (p: Person) => {
    if (p.phone !== '' && p.roles.includes('cliente'))
      byPhone.set(p.phone, [...(byPhone.get(p.phone) ?? []), p]);
  };
  found.forEach(addPhone);
  const created: Person[] = [];
  const phoneFilled = new Set<Person>();
  const noteFilled = new Set<Person>();

  for (const line of read) {
    if (!('nombre' in line)) {
      result.errores.push(line);
      continue;
    }
    const fail = (mensaje: string) => result.errores.push({ linea: line.linea, mensaje });
    const alias = aliases.get(line.email);
    let match =
      line.email === '' ? undefined : (byEmail.get(line.email) ?? (alias && byEmail.get(alias)));
    if (!match && line.celular !== '') {
      const same = byPhone.get(line.celular) ?? [];
      if (same.length > 1) {
        fail(clientMessages.sharedPhone(line.celular));
        continue;
      }
      match = same[0];
      if (match && line.email !== '') aliases.set(line.email, match.email);
    }
    if (match && !match.roles.includes('cliente')) {
      fail(clientMessages.staff);
      continue;
    }
    if (match) {
      let filled = false;
      // a phone another client has is not given to this one: one phone, one client
      const phoneFree = !(byPhone.get(line.celular) ?? []).some((p) => p !== match);
      if (match.phone === '' && line.celular !== '' && phoneFree) {
        match.phone = line.celular;
        addPhone(match);
        phoneFilled.add(match);
        filled = true;
      }
      if (match.note === '' && line.nota !== '') {
        match.note = line.nota;
        noteFilled.add(match);
        filled = true;
      }
      if (filled) result.resumen.actualizados += 1;
      else if (match.phone === '' && line.celular !== '')
        fail(clientMessages.phoneTaken(line.celular));
      else result.resumen.omitidos += 1;
      continue;
    }
    if (line.email === '') {
      fail(clientMessages.newWithoutEmail);
      continue;
    }
    const person: Person = {
      id: null,
      email: line.email,
      name: line.nombre,
      phone: line.celular,
      roles: ['cliente'],
      blocked: false,
      note: line.nota,
    };
    created.push(person);
    byEmail.set(person.email, person);
    addPhone(person);
    result.resumen.nuevos += 1;
  }

  const ids = await insertClients(
    tx,
    created.map((p) => ({ email: p.email, name: p.name ?? '', phone: p.phone })),
  );
  if (ids.length !== created.length)
    throw new AppError(ErrorCode.emailExists, clientMessages.taken);
  const idOf = new Map(ids.map((r) => [r.email, r.id]));
  for (const p of created) p.id = idOf.get(p.email) ?? null;
  const withId = (people: Iterable<Person>) =>
    [...people].flatMap((p) => (p.id === null ? [] : [{ ...p, id: p.id }]));
  await fillPhones(tx, withId(phoneFilled));
  await fillNotes(
    tx,
    withId(new Set([...created.filter((p) => p.note !== ''), ...noteFilled])).map((p) => ({
      clientId: p.id,
      note: p.note,
    })),
    state.by.id,
    state.by.at,
  );
}

/**
 * `importar-clientes` (contract §7.8): the file read as a stream, in batches of BATCH_ROWS lines,
 * all in one transaction (rolled back when `simulate`). Twice: first the lines with an e-mail
 * (they make and find clients), then those with only a phone (they find them), so a phone-only
 * line finds a client whatever line of the file brings them; the error lines in file order.
 */
export async function importClients(
  db: Db,
  file: Buffer,
  opts: { simulate: boolean; by: { id: number; at: Date } },
): Promise<ClientsResult> {
  const first = await openCsv(file);
  const mapped = mapColumns('clientes', first.header);
  if (mapped.problem) throw invalid(mapped.problem);
  return withinImport(db, opts.simulate, async (tx) => {
    const state: ImportState = {
      by: opts.by,
      result: { resumen: { nuevos: 0, actualizados: 0, omitidos: 0 }, errores: [] },
      aliases: new Map(),
    };
    const pass = async (lines: AsyncIterable<CsvLine>, withEmail: boolean) => {
      for await (const batch of inBatches(lines, BATCH_ROWS)) {
        const read = batch
          .map((l) => readLine(l, mapped.index))
          .filter((r) => ('nombre' in r ? r.email !== '' : true) === withEmail);
        if (read.length > 0) await importBatch(tx, read, state);
      }
    };
    await pass(first.lines, true);
    await pass((await openCsv(file)).lines, false);
    state.result.errores.sort((a, b) => a.linea - b.linea);
    return state.result;
  });
}
