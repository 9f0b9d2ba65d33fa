import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';
import { createProfessional, createBranch, snapshot } from '../../../test/catalog-factories';
import { csvBytes, importFile, imported } from '../../../test/import-factories';
import { clientNotes, users } from '../../db/schema';
import { clientMessages } from './clients-import.service';
import { IMPORT_FILE_MESSAGES } from '@turnos/domain';

const {
  empty: EMPTY,
  notText: NOT_TEXT,
  spreadsheet: SPREADSHEET,
  utf16: UTF16,
} = IMPORT_FILE_MESSAGES;
const { missing: IMPORT_MISSING, tooLarge: IMPORT_TOO_LARGE } = IMPORT_FILE_MESSAGES;

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['peluadmin'] });
});
afterAll(() => t.close());

const userBy = async (email: string) => {
  const [u] = await t.db.select().from(users).where(eq(users.email, email));
  return u;
};
const noteOf = async (id: number) =>
  (await t.db.select().from(clientNotes).where(eq(clientNotes.clientId, id)))[0]?.note;
const refusal = (res: { statusCode: number; json(): unknown }) => {
  const b = body(res);
  return [res.statusCode, b.data.errorCode, b.error];
};

describe('importar-clientes: who may import (A)', () => {
  const file = 'nombre;email;celular\r\nRoles Prueba;roles@example.com;11 5555-9000\r\n';
  it('refuses anonymous (401), clients and professionals (403), writing nothing', async () => {
    const before = await snapshot(t);
    const client = await createUser(t, { roles: ['cliente'] });
    const pro = await createProfessional(t, (await createBranch(t)).id);
    for (const name of ['importar-clientes', 'importar-turnos'] as const) {
      expect(refusal(await importFile(t, name, file))).toEqual([401, 53, expect.any(String)]);
      for (const token of [client.token, pro.token]) {
        expect(refusal(await importFile(t, name, file, { token }))).toEqual([
          403,
          1001,
          'No está autorizado para realizar esta acción',
        ]);
      }
    }
    expect(await userBy('roles@example.com')).toBeUndefined();
    expect((await snapshot(t)).appointments).toBe(before.appointments);
  });
});

describe('importar-clientes: files as spreadsheets save them', () => {
  it('a Windows-1252 export with ñ and accents, ; separated: validated accounts, no password', async () => {
    const text =
      'Nombre;Apellido;E-mail;Teléfono;Observaciones\r\n' +
      'María José;Peña;Maria.Pena@Example.com;011 15 5555-0101;Alérgica a la tintura\r\n' +
      'Íñigo;Muñoz;inigo@example.com;+54 9 351 555-0102;\r\n';
    const answer = await imported(t, 'importar-clientes', csvBytes(text, 'windows-1252'), {
      token: admin.token,
    });
    expect(answer).toEqual({ resumen: { nuevos: 2, actualizados: 0, omitidos: 0 }, errores: [] });
    const maria = await userBy('maria.pena@example.com');
    expect(maria).toMatchObject({
      name: 'María José Peña',
      displayName: 'María José Peña',
      phone: '5491155550101',
      roles: ['cliente'],
      validated: true,
      blocked: false,
      passwordHash: '',
    });
    expect(await noteOf(maria?.id ?? 0)).toBe('Alérgica a la tintura');
    expect(await userBy('inigo@example.com')).toMatchObject({
      name: 'Íñigo Muñoz',
      phone: '5493515550102',
    });
    // no password anyone could type: the login is refused like a wrong one
    const login = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth',
      payload: { email: 'maria.pena@example.com', password: '' },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.statusCode).toBeLessThan(500);
  });

  it('UTF-8 with BOM, comma separated, quoted fields with separators and line breaks', async () => {
    const text =
      'NOMBRE,EMAIL,CELULAR,NOTA\r\n' +
      '"Pérez, Carla",carla@example.com,1155550201,"Viene con su hija; prefiere la mañana\r\nNo usar amoníaco"\r\n' +
      'Sofía Ruiz,sofia@example.com,"11 5555,0202",\r\n';
    const answer = await imported(t, 'importar-clientes', csvBytes(text, 'utf-8-bom'), {
      token: admin.token,
    });
    // '11 5555,0202' quoted: one cell, a valid phone once its marks are gone
    expect(answer).toEqual({ resumen: { nuevos: 2, actualizados: 0, omitidos: 0 }, errores: [] });
    const carla = await userBy('carla@example.com');
    expect(carla?.name).toBe('Pérez, Carla');
    expect(await noteOf(carla?.id ?? 0)).toBe(
      'Viene con su hija; prefiere la mañana\r\nNo usar amoníaco',
    );
    expect((await userBy('sofia@example.com'))?.phone).toBe('5491155550202');
  });

  it('a ; file in plain UTF-8 and the same clients as a , file: the second changes nothing', async () => {
    const semi = 'nombre;email;celular\nLaura Díaz;laura@example.com;11 5555 0301\n';
    const comma = 'nombre,email,celular\nLaura Díaz,laura@example.com,11 5555 0301\n';
    expect((await imported(t, 'importar-clientes', semi, { token: admin.token })).resumen).toEqual({
      nuevos: 1,
      actualizados: 0,
      omitidos: 0,
    });
    expect((await imported(t, 'importar-clientes', comma, { token: admin.token })).resumen).toEqual(
      { nuevos: 0, actualizados: 0, omitidos: 1 },
    );
  });
});

describe('importar-clientes: a match only fills what is empty', () => {
  it('by e-mail, else by phone; never overwrites; each line sees the ones before', async () => {
    const known = await createUser(t, {
      roles: ['cliente'],
      nombre: 'Nombre Original',
      email: 'conocida@example.com',
      celular: '',
    });
    const byPhone = await createUser(t, {
      roles: ['cliente'],
      nombre: 'Por Celular',
      email: 'porcelular@example.com',
      celular: '5491155550401',
    });
    const text =
      'nombre;email;celular;nota\n' +
      'Otro Nombre;CONOCIDA@example.com;11 5555-0402;Nota nueva\n' + // fills phone and note
      'Otro Más;conocida@example.com;11 5555-0499;Otra nota\n' + // nothing left to fill
      'Sin Email;;011 15 5555-0401;\n' + // by phone: nothing to fill
      'Nueva Persona;nueva@example.com;;\n' + // new, no phone
      'Nueva Persona;nueva@example.com;11 5555-0403;Primera nota\n'; // fills the one just created
    const answer = await imported(t, 'importar-clientes', text, { token: admin.token });
    expect(answer).toEqual({ resumen: { nuevos: 1, actualizados: 2, omitidos: 2 }, errores: [] });
    expect(await userBy('conocida@example.com')).toMatchObject({
      name: 'Nombre Original',
      phone: '5491155550402',
    });
    expect(await noteOf(known.user.id)).toBe('Nota nueva');
    expect(await userBy('porcelular@example.com')).toMatchObject({ name: 'Por Celular' });
    expect(await noteOf(byPhone.user.id)).toBeUndefined();
    const nueva = await userBy('nueva@example.com');
    expect(nueva?.phone).toBe('5491155550403');
    expect(await noteOf(nueva?.id ?? 0)).toBe('Primera nota');
  });
});

describe('importar-clientes: a careless file imports the same way twice', () => {
  it('an e-mail first met by phone is that client for the rest of the file; a phone is never given twice; phone-only lines go last', async () => {
    const text = [
      'nombre;email;celular;nota',
      'Solo Celular;;11 5555-0801;Nota por celular', // 2: finds the client of line 3 (read after the e-mail lines)
      'Ana Uno;ana1@example.com;11 5555-0801;', // 3: new
      'Ana Dos;ana2@example.com;11 5555-0801;Nota de Ana Dos', // 4: ana1 by phone (ana2 → ana1)
      'Ana Dos;ana2@example.com;;', // 5: ana1 again, not a new client
      'Beto;beto@example.com;;', // 6: new, no phone
      'Beto;beto@example.com;11 5555-0801;', // 7: the phone is ana1's: not given
    ].join('\n');
    const first = await imported(t, 'importar-clientes', text, { token: admin.token });
    expect(first).toEqual({
      resumen: { nuevos: 2, actualizados: 1, omitidos: 2 },
      errores: [{ linea: 7, mensaje: clientMessages.phoneTaken('5491155550801') }],
    });
    expect(await userBy('ana2@example.com')).toBeUndefined();
    const ana = await userBy('ana1@example.com');
    // the lines with an e-mail come first: line 4's note, line 2 finds nothing left to fill
    expect(await noteOf(ana?.id ?? 0)).toBe('Nota de Ana Dos');
    expect((await userBy('beto@example.com'))?.phone).toBe('');
    const again = await imported(t, 'importar-clientes', text, { token: admin.token });
    expect(again).toEqual({
      resumen: { nuevos: 0, actualizados: 0, omitidos: 5 },
      errores: first.errores,
    });
  });
});

describe('importar-clientes: bad lines', () => {
  it('names each bad line (the header is 1, a field’s line breaks count) and imports the rest', async () => {
    await createUser(t, { roles: ['peluquero'], email: 'staff@example.com' });
    await createUser(t, {
      roles: ['cliente'],
      email: 'dup1@example.com',
      celular: '5491155550601',
    });
    await createUser(t, {
      roles: ['cliente'],
      email: 'dup2@example.com',
      celular: '5491155550601',
    });
    const text = [
      'nombre;email;celular;nota',
      ';sinnombre@example.com;;', // 2
      'Mal Email;ana@;;', // 3
      'Mal Celular;malcel@example.com;123;', // 4
      'Sin Contacto;;;', // 5
      '', // 6: empty, skipped
      'Buena Uno;buena1@example.com;;"dos', // 7
      'líneas"', // 8
      'Extra;extra@example.com;;nota;sobra', // 9
      'Personal;staff@example.com;;', // 10
      'Sin Email Nuevo;;11 5555-0599;', // 11
      'Compartido;;11 5555-0601;', // 12
      `${'x'.repeat(51)};largo@example.com;;`, // 13
      'Buena Dos;buena2@example.com;;', // 14
    ].join('\r\n');
    const answer = await imported(t, 'importar-clientes', text, { token: admin.token });
    expect(answer.resumen).toEqual({ nuevos: 2, actualizados: 0, omitidos: 0 });
    expect(answer.errores).toEqual([
      { linea: 2, mensaje: clientMessages.noName },
      { linea: 3, mensaje: clientMessages.badEmail('ana@') },
      { linea: 4, mensaje: clientMessages.badPhone('123') },
      { linea: 5, mensaje: clientMessages.noContact },
      { linea: 9, mensaje: expect.stringContaining('entre comillas') },
      { linea: 10, mensaje: clientMessages.staff },
      { linea: 11, mensaje: clientMessages.newWithoutEmail },
      { linea: 12, mensaje: clientMessages.sharedPhone('5491155550601') },
      { linea: 13, mensaje: clientMessages.longName },
    ]);
    expect(await noteOf((await userBy('buena1@example.com'))?.id ?? 0)).toBe('dos\r\nlíneas');
  });
});

describe('importar-clientes: simular', () => {
  it('answers what the real run does and writes nothing (form field or query)', async () => {
    const text =
      'nombre;email;celular\nSimu Uno;simu1@example.com;11 5555-0701\nSimu Dos;;\nSimu Uno;simu1@example.com;\n';
    const before = await snapshot(t);
    const countUsers = async () => (await t.db.select({ id: users.id }).from(users)).length;
    const n = await countUsers();
    const simulated = await imported(t, 'importar-clientes', text, {
      token: admin.token,
      simular: '1',
    });
    const byQuery = await imported(t, 'importar-clientes', text, {
      token: admin.token,
      query: { simular: '1' },
    });
    expect(await countUsers()).toBe(n);
    expect(await snapshot(t)).toEqual(before);
    const real = await imported(t, 'importar-clientes', text, { token: admin.token, simular: '0' });
    expect(simulated).toEqual(real);
    expect(byQuery).toEqual(real);
    expect(real.resumen).toEqual({ nuevos: 1, actualizados: 0, omitidos: 1 });
    expect(await countUsers()).toBe(n + 1);
    const bad = await importFile(t, 'importar-clientes', text, {
      token: admin.token,
      simular: 'x',
    });
    expect(refusal(bad)).toEqual([400, 1003, 'El valor debe ser 0 o 1.']);
  });
});

describe('importar-clientes: files that are not a CSV', () => {
  const cases: [string, Buffer, number, number, string][] = [
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 400, 1003, NOT_TEXT],
    ['an .xlsx', Buffer.from('504b030414000600080000002100', 'hex'), 400, 1003, SPREADSHEET],
    ['an .xls', Buffer.from('d0cf11e0a1b11ae1000000', 'hex'), 400, 1003, SPREADSHEET],
    ['UTF-16 text', Buffer.from('fffe6e006f006d00', 'hex'), 400, 1003, UTF16],
    ['an empty file', Buffer.alloc(0), 400, 1003, EMPTY],
    ['blank lines only', csvBytes('\r\n \r\n', 'utf-8-bom'), 400, 1003, EMPTY],
    [
      'more than 5 MB',
      Buffer.concat([csvBytes('nombre;email\n'), Buffer.alloc(5 * 1024 * 1024, 0x61)]),
      413,
      1010,
      IMPORT_TOO_LARGE,
    ],
  ];
  it.each(cases)('%s: a clear 4xx, nothing written', async (_what, file, status, code, message) => {
    const before = await snapshot(t);
    const res = await importFile(t, 'importar-clientes', file, { token: admin.token });
    expect(refusal(res)).toEqual([status, code, message]);
    expect(await snapshot(t)).toEqual(before);
  });

  it('no file, a file in another field, no header, a quote never closed', async () => {
    const missing = await importFile(t, 'importar-clientes', 'nombre;email\n', {
      token: admin.token,
      field: 'archivo',
    });
    expect(refusal(missing)).toEqual([400, 1003, IMPORT_MISSING]);
    const headerless = await importFile(t, 'importar-clientes', 'Ana Pérez;ana@example.com\n', {
      token: admin.token,
    });
    expect(refusal(headerless)[2]).toContain('Faltan columnas en la primera línea');
    const unclosed = await importFile(
      t,
      'importar-clientes',
      'nombre;email\nAna;a@example.com\n"Beto;b@example.com\nCarla;c@example.com\n',
      { token: admin.token },
    );
    expect(refusal(unclosed)).toEqual([
      400,
      1003,
      'No pudimos leer el archivo desde la línea 3: hay comillas (") que abren un dato y no lo cierran.',
    ]);
    expect(await userBy('a@example.com')).toBeUndefined();
  });
});
