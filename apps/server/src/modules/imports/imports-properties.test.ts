import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { activeUnits, addDays, timeToMinutes } from '@turnos/domain';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';
import { createAppointment } from '../../../test/catalog-factories';
import {
  createImportStudio,
  csvBytes,
  imported,
  type ImportAnswer,
  type ImportStudio,
} from '../../../test/import-factories';
import { appointments, clientNotes, users } from '../../db/schema';
import { appointmentMessages } from './appointments-import.service';

/**
 * Contract §7.8's rules as properties, on the real server: for random client sets split into
 * files in random orders (random separators, encodings and header spellings), importing them all
 * a second time changes nothing; `simular` answers exactly what the real run answers; and an
 * appointments file never double-books: each line is new, omitted (the same appointment is there)
 * or a taken-start error line, exactly as a model of the unit rule says.
 */

let t: TestApp;
let admin: { token: string };
let run = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['peluadmin'] });
});
afterAll(() => t.close());

type Encoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';
const fileShape = fc.record({
  separator: fc.constantFrom(';', ','),
  encoding: fc.constantFrom<Encoding>('utf-8', 'utf-8-bom', 'windows-1252'),
  header: fc.constantFrom(
    ['nombre', 'email', 'celular', 'nota'],
    ['NOMBRE', 'E-mail', 'Teléfono', 'Notas'],
    ['Nombre y apellido', 'Correo electrónico', 'Celular', 'Observaciones'],
  ),
});
type FileShape = typeof fileShape extends fc.Arbitrary<infer S> ? S : never;

/** A cell written as a spreadsheet would: quoted when it holds the separator, a quote or a break. */
const cell = (text: string, sep: string) =>
  text.includes(sep) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

function clientsFile(rows: readonly string[][], shape: FileShape) {
  const lines = [shape.header, ...rows].map((r) =>
    r.map((c) => cell(c, shape.separator)).join(shape.separator),
  );
  return csvBytes(`${lines.join('\r\n')}\r\n`, shape.encoding);
}

const nota = fc.option(fc.constantFrom('Prefiere la mañana', 'Alergia; tintura', 'Dos\r\nlíneas'), {
  nil: undefined,
});
const nombre = fc.constantFrom('Ana Pérez', 'Íñigo Muñoz', 'Pérez, Carla', 'Sofía Núñez');

/** Lines as a careless file has them: any e-mail with any phone, repeated, half-filled. */
const dirtyLine = fc.record({
  who: fc.integer({ min: 0, max: 6 }),
  withEmail: fc.boolean(),
  phone: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  nota,
  nombre,
});

/** A client of a set: one e-mail, one phone of their own. */
const mention = fc.record({
  who: fc.integer({ min: 0, max: 6 }),
  withEmail: fc.boolean(),
  withPhone: fc.boolean(),
  nota,
  nombre,
});

/** The run's own addresses and phones, so that runs never meet. */
function runTag() {
  run += 1;
  return {
    tag: `r${run}`,
    email: (who: number) => `p${who}-r${run}@example.com`,
    phone: (n: number) => `11 ${String(run).padStart(4, '0')}-${String(n).padStart(4, '0')}`,
    stored: (n: number) => `54911${String(run).padStart(4, '0')}${String(n).padStart(4, '0')}`,
  };
}

/** Who the run's e-mails are, with their phone and note: what an import may change. */
const stateOf = (tag: string) =>
  t.db
    .select({
      id: users.id,
      email: users.email,
      nombre: users.name,
      celular: users.phone,
      nota: clientNotes.note,
    })
    .from(users)
    .leftJoin(clientNotes, eq(clientNotes.clientId, users.id))
    .where(like(users.email, `%-${tag}@example.com`))
    .orderBy(users.id);

/** Each file: simular, then the real run (the same answer); all again: nothing changes. */
async function importTwice(files: Buffer[], tag: string) {
  for (const file of files) {
    const simulated = await imported(t, 'importar-clientes', file, {
      token: admin.token,
      simular: '1',
    });
    const real = await imported(t, 'importar-clientes', file, { token: admin.token });
    expect(simulated).toEqual(real);
  }
  const after = await stateOf(tag);
  for (const file of files) {
    const again = await imported(t, 'importar-clientes', file, { token: admin.token });
    expect(again.resumen.nuevos).toBe(0);
    expect(again.resumen.actualizados).toBe(0);
  }
  expect(await stateOf(tag)).toEqual(after);
  return after;
}

describe('importar-clientes: properties', () => {
  it('random client sets split into files in random orders: importing twice changes nothing the second time; simular = the real run', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(mention, { minLength: 1, maxLength: 14 }),
        fc.array(fc.integer(), { minLength: 14, maxLength: 14 }),
        fc.array(fileShape, { minLength: 1, maxLength: 3 }),
        // who was a client already, and with what: [phone, note]
        fc.array(fc.option(fc.tuple(fc.boolean(), fc.boolean()), { nil: undefined }), {
          minLength: 7,
          maxLength: 7,
        }),
        async (mentions, order, shapes, before) => {
          const r = runTag();
          for (const [who, known] of before.entries()) {
            if (!known) continue;
            const { user } = await createUser(t, {
              roles: ['cliente'],
              email: r.email(who),
              nombre: 'Ya Era Clienta',
              celular: known[0] ? r.stored(who) : '',
            });
            if (known[1])
              await t.db.insert(clientNotes).values({ clientId: user.id, note: 'De antes' });
          }
          // a line without an e-mail finds its client by phone: one that had it already
          const rows = mentions.map((m) => {
            const byPhoneOnly = !m.withEmail && before[m.who]?.[0] === true;
            return [
              m.nombre,
              byPhoneOnly ? '' : r.email(m.who),
              byPhoneOnly || m.withPhone ? r.phone(m.who) : '',
              m.nota ?? '',
            ];
          });
          // random order, split into as many files as shapes
          const shuffled = rows
            .map((row, i) => ({ row, k: order[i] ?? 0 }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.row);
          const per = Math.ceil(shuffled.length / shapes.length);
          const files = shapes.map((shape, i) =>
            clientsFile(shuffled.slice(i * per, (i + 1) * per), shape),
          );
          const after = await importTwice(files, r.tag);
          // one client per e-mail, each with their own phone when a line gave it
          const emails = new Set(rows.map((row) => row[1]).filter((e) => e !== ''));
          for (const e of emails) expect(after.filter((u) => u.email === e)).toHaveLength(1);
          for (const row of rows) {
            const client = after.find((u) => u.email === row[1]);
            if (client && row[2] !== '') expect(client.celular).not.toBe('');
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);

  it('a careless file (one phone under several e-mails, lines repeated and half-filled): its second import changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(dirtyLine, { minLength: 1, maxLength: 14 }),
        fileShape,
        async (lines, shape) => {
          const r = runTag();
          const rows = lines.map((l) => [
            l.nombre,
            l.withEmail ? r.email(l.who) : '',
            l.phone === undefined ? '' : r.phone(l.phone),
            l.nota ?? '',
          ]);
          const after = await importTwice([clientsFile(rows, shape)], r.tag);
          // never one phone for two clients of the file
          const phones = after.map((u) => u.celular).filter((c) => c !== '');
          expect(new Set(phones).size).toBe(phones.length);
        },
      ),
      { numRuns: 20 },
    );
  }, 240_000);
});

describe('importar-turnos: properties', () => {
  let s: ImportStudio;
  let clients: { id: number; email: string }[];
  beforeAll(async () => {
    s = await createImportStudio(t, 'P');
    clients = [s.client.user, (await createUser(t, { roles: ['cliente'] })).user];
  });

  const line = fc.record({
    pro: fc.constantFrom('lucia', 'gomez'),
    color: fc.boolean(),
    day: fc.integer({ min: 0, max: 1 }),
    quarter: fc.integer({ min: 0, max: 8 }),
    client: fc.integer({ min: 0, max: 1 }),
  });

  it('no double booking: every line is new, omitted or a taken start, as the unit rule says', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 16 }),
        fc.array(line, { maxLength: 3 }),
        async (lines, existing) => {
          run += 1;
          const base = addDays('2027-01-04', run * 2);
          const pick = (l: (typeof lines)[number]) => {
            const pro = l.pro === 'lucia' ? s.lucia : s.gomez;
            // Lucía Gómez only does Corte
            const service = l.pro === 'lucia' && l.color ? s.color : s.corte;
            const link = service === s.color ? s.colorLink : l.pro === 'lucia' ? s.corteLink : null;
            const hora = `${String(10 + Math.floor(l.quarter / 4)).padStart(2, '0')}:${String((l.quarter % 4) * 15).padStart(2, '0')}`;
            const fecha = addDays(base, l.day);
            const units = activeUnits(timeToMinutes(hora), service.pattern).map(
              (u) => `${pro.user.id}|${fecha}|${u}`,
            );
            const client = clients[l.client] ?? clients[0];
            const key = `${client?.id}|${pro.link.id}|${fecha}|${hora}|${service.id}`;
            return { pro, service, link, hora, fecha, units, client, key };
          };
          // the model: the units taken so far and the appointments there
          const taken = new Set<string>();
          const booked = new Set<string>();
          for (const e of existing) {
            const p = pick(e);
            // the factory's appointment takes every unit of its service's length
            const first = timeToMinutes(p.hora) / 15;
            const units = Array.from(
              { length: p.service.duracion },
              (_, i) => `${p.pro.user.id}|${p.fecha}|${first + i}`,
            );
            if (units.some((u) => taken.has(u)) || !p.client) continue;
            await createAppointment(t, {
              link: p.pro.link,
              clientId: p.client.id,
              service: p.service,
              professionalServiceId: p.link?.id ?? null,
              fecha: p.fecha,
              hora: p.hora,
            });
            units.forEach((u) => taken.add(u));
            booked.add(p.key);
          }
          const expected: ImportAnswer = { resumen: { nuevos: 0, omitidos: 0 }, errores: [] };
          const text = [
            'fecha;hora;email;profesional;sucursal;servicio',
            ...lines.map((l, i) => {
              const p = pick(l);
              const names =
                l.pro === 'lucia' ? ['Lucía FernándezP', 'CentroP'] : ['Lucía GómezP', 'NorteP'];
              if (booked.has(p.key))
                expected.resumen.omitidos = (expected.resumen.omitidos ?? 0) + 1;
              else if (p.units.some((u) => taken.has(u)))
                expected.errores.push({
                  linea: i + 2,
                  mensaje: appointmentMessages.taken(names[0] ?? '', p.fecha, p.hora),
                });
              else {
                p.units.forEach((u) => taken.add(u));
                booked.add(p.key);
                expected.resumen.nuevos = (expected.resumen.nuevos ?? 0) + 1;
              }
              return [
                p.fecha.split('-').reverse().join('/'),
                p.hora,
                p.client?.email,
                names[0],
                names[1],
                p.service.name,
              ].join(';');
            }),
          ].join('\n');
          const simulated = await imported(t, 'importar-turnos', text, {
            token: s.admin.token,
            simular: '1',
          });
          const real = await imported(t, 'importar-turnos', text, { token: s.admin.token });
          expect(simulated).toEqual(real);
          expect(real).toEqual(expected);
          // what is in the agenda: one row per booking, its units its own
          const rows = await t.db
            .select({ id: appointments.id, unitCount: appointments.unitCount })
            .from(appointments)
            .where(
              and(
                inArray(appointments.fecha, [base, addDays(base, 1)]),
                inArray(appointments.professionalId, [s.lucia.user.id, s.gomez.user.id]),
              ),
            );
          expect(rows.length).toBe(booked.size);
          const units = await t.db.execute(sql`select count(*)::int as n from appointment_units
            where fecha in (${base}::date, ${addDays(base, 1)}::date)
              and professional_id in (${s.lucia.user.id}, ${s.gomez.user.id})`);
          expect((units as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(taken.size);
          expect(rows.reduce((n, r) => n + r.unitCount, 0)).toBe(taken.size);
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});
