import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createUser } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import { appointments, services } from '../../db/schema';
import { csvCell } from '../../http/csv';

/**
 * Contract §6.6 CSV exports, read back with a real CSV parser: BOM, `;`, Spanish header,
 * dd/mm/aaaa, decimal comma, accents intact, formula cells neutralised.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let s: Studio;
let hostile: Awaited<ReturnType<typeof createUser>>;

const BOM = '\ufeff';
const rowsOf = (text: string) =>
  parse(text, { delimiter: ';', bom: true, relax_column_count: false }) as string[][];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-23T12:00:00Z');
  admin = await createAdmin(t);
  s = await createStudio(t);
  await t.db
    .update(services)
    .set({ name: 'Coloración; mechas' })
    .where(eq(services.id, s.service.id));
  hostile = await createUser(t, {
    roles: ['cliente'],
    nombre: '=HYPERLINK("http://x") Ñandú',
    celular: '+5492971234567',
  });
  const book = async (hora: string, who = s.client) => {
    const res = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', hora, { id_cliente: who.user.id }),
      who.token,
    );
    expect(res.statusCode).toBe(200);
    return body(res).data.id_turno as number;
  };
  await book('10:00');
  const cancelled = await book('11:00');
  expect(
    (await api(t, 'DELETE', 'cancelar-turno', { id_turno: cancelled }, s.client.token)).statusCode,
  ).toBe(200);
  await book('16:00', hostile);
  await t.db
    .update(appointments)
    .set({ price: '8000.50' })
    .where(eq(appointments.clientId, hostile.user.id));
});
afterAll(() => t.close());

describe('exportar-turnos', () => {
  it('streams a BOM, `;`-separated CSV of the period, cancelled included with who cancelled', async () => {
    const res = await api(
      t,
      'GET',
      'exportar-turnos',
      { fecha_desde: '2026-11-23', fecha_hasta: '2026-11-29', id_sucursal: s.branch.id },
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="turnos-2026-11-23-a-2026-11-29.csv"',
    );
    expect(res.body.startsWith(BOM)).toBe(true);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([
      'Fecha',
      'Desde',
      'Hasta',
      'Sucursal',
      'Profesional',
      'Servicio',
      'Cliente',
      'Email',
      'Celular',
      'Precio',
      'Seña',
      'Seña paga',
      'Asistencia',
      'Estado',
      'Cancelado por',
      'Sobreturno',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => [r[0], r[1], r[13], r[14]])).toEqual([
      ['24/11/2026', '10:00', 'Activo', ''],
      ['24/11/2026', '11:00', 'Cancelado', 'Cliente'],
      ['24/11/2026', '16:00', 'Activo', ''],
    ]);
    const last = rows[2] ?? [];
    expect(last[5]).toBe('Coloración; mechas'); // the separator inside a cell is quoted
    expect(last[6]).toBe(`'=HYPERLINK("http://x") Ñandú`); // neutralised, accents intact
    expect(last[8]).toBe(`'+5492971234567`);
    expect(last[9]).toBe('8000,50');
    expect(rows[0]?.[12]).toBe('Pendiente');
  });

  it('pages through more rows than one keyset page', async () => {
    const big = await createStudio(t);
    await t.db.insert(appointments).values(
      Array.from({ length: 2100 }, (_, i) => ({
        clientId: big.client.user.id,
        professionalBranchId: big.pbId,
        professionalId: big.pro.user.id,
        branchId: big.branch.id,
        serviceId: big.service.id,
        fecha: `2026-12-${String(1 + (i % 28)).padStart(2, '0')}`,
        horaInicio: '10:00',
        horaFin: '11:00',
        serviceName: 'Corte',
        professionalName: 'Ana',
        branchName: 'Centro',
        price: '100.00',
      })),
    );
    const res = await api(
      t,
      'GET',
      'exportar-turnos',
      { fecha_desde: '2026-12-01', fecha_hasta: '2026-12-31', id_peluquero_sucursal: big.pbId },
      admin.token,
    );
    const rows = rowsOf(res.body).slice(1);
    expect(rows).toHaveLength(2100);
    const dates = rows.map((r) => (r[0] ?? '').split('/').reverse().join('-'));
    expect(dates).toEqual([...dates].sort());
  });

  it('only admins; hostile periods are 1003', async () => {
    const pro = await api(
      t,
      'GET',
      'exportar-turnos',
      { fecha_desde: '2026-11-23', fecha_hasta: '2026-11-29' },
      s.pro.token,
    );
    expect(pro.statusCode).toBe(403);
    expect(body(pro).data.errorCode).toBe(1001);
    for (const params of [
      { fecha_desde: '2026-01-01', fecha_hasta: '2027-01-02' },
      { fecha_desde: '2026-11-29', fecha_hasta: '2026-11-23' },
    ]) {
      const res = await api(t, 'GET', 'exportar-turnos', params, admin.token);
      expect(res.statusCode).toBe(400);
      expect(body(res).data.errorCode).toBe(1003);
    }
  });
});

describe('exportar-clientes', () => {
  it('the clients with their file’s counts; `buscar` narrows, accents aside', async () => {
    const res = await api(t, 'GET', 'exportar-clientes', { buscar: 'nandu' }, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="clientes.csv"');
    expect(res.body.startsWith(BOM)).toBe(true);
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([
      'Nombre',
      'Email',
      'Celular',
      'Turnos',
      'Asistidos',
      'No asistidos',
      'Cancelados',
      'Último turno',
    ]);
    expect(rows).toEqual([
      [
        `'=HYPERLINK("http://x") Ñandú`,
        hostile.user.email,
        `'+5492971234567`,
        '1',
        '0',
        '0',
        '0',
        '',
      ],
    ]);
    t.clock.set('2026-11-25T12:00:00Z');
    const after = rowsOf(
      (await api(t, 'GET', 'exportar-clientes', { buscar: s.client.user.email }, await fresh()))
        .body,
    );
    expect(after.slice(1)).toEqual([
      [s.client.user.name, s.client.user.email, '5492971234567', '2', '0', '0', '1', '24/11/2026'],
    ]);
  });
});

const fresh = () => t.deps.jwt.sign(admin.user);

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+54', "'+54"],
    ['-3', "'-3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['\nx', "'\nx"],
    [' =1+1', "' =1+1"],
    ['  +54', "'  +54"],
    ['\u3000@x', "'\u3000@x"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0B54', "'\uFF0B54"],
    ['\uFF0D3', "'\uFF0D3"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    ['María', 'María'],
    ['Juan - Corte', 'Juan - Corte'],
    ['a=b', 'a=b'],
    [' ', ' '],
    ['', ''],
  ])('%j → %j', (input, output) => expect(csvCell(input)).toBe(output));

  const signs = ['=', '+', '-', '@', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];
  const blanks = fc.array(fc.constantFrom(' ', '\t', '\r', '\n', '\u3000'), { maxLength: 4 });
  it('any spelling of a sign after any blanks is neutralised, keeping the text', () => {
    fc.assert(
      fc.property(blanks, fc.constantFrom(...signs), fc.string(), (pre, sign, rest) => {
        const text = pre.join('') + sign + rest;
        expect(csvCell(text)).toBe(`'${text}`);
      }),
    );
  });
  it('a cell starting with a letter or digit is left as it is', () => {
    fc.assert(
      fc.property(fc.constantFrom('a', 'Ñ', '7', '('), fc.string(), (first, rest) => {
        expect(csvCell(first + rest)).toBe(first + rest);
      }),
    );
  });
});
