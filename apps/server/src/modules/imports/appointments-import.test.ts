import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';
import { createAppointment, snapshot } from '../../../test/catalog-factories';
import {
  createImportStudio,
  csvBytes,
  imported,
  type ImportStudio,
} from '../../../test/import-factories';
import {
  appointmentUnits,
  appointments,
  notifications,
  professionalBranches,
} from '../../db/schema';
import { appointmentMessages } from './appointments-import.service';
import { staffingMessages } from './studio-names';
import { clientMessages } from './clients-import.service';

let t: TestApp;
let s: ImportStudio;
beforeAll(async () => {
  t = await createTestApp();
  s = await createImportStudio(t);
});
afterAll(() => t.close());

const rowsOf = (clientId: number) =>
  t.db
    .select()
    .from(appointments)
    .where(eq(appointments.clientId, clientId))
    .orderBy(appointments.fecha, appointments.horaInicio);
const countNotifications = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0]?.n ?? 0;
/** Every appointment's `unitCount` equals its unit rows (ADR 0076). */
async function unitsSound() {
  const rows = await t.db.execute(sql`select a.id from appointments a
    where a.unit_count <> (select count(*) from appointment_units u where u.appointment_id = a.id)`);
  return (rows as unknown as { rows: unknown[] }).rows.length === 0;
}

describe('importar-turnos: staff bookings under the unit rule', () => {
  it('writes past and future appointments with their prices, no message, by names in any spelling', async () => {
    const before = await countNotifications();
    const text =
      'Fecha;Hora;Email;Celular;Profesional;Sucursal;Servicio;Precio\r\n' +
      `01/03/2025;10:00;${s.client.user.email};;Lucía;centro;COLORACION;$ 12.500,50\r\n` + // past
      '2026-12-15;9:30;;011 15 5555-0001;lucia fernandez;Centro;Corte;\r\n' + // by phone, list price
      `15/12/2026;11:00;${s.client.user.email};;${s.lucia.user.email};CENTRO;corte;7000\r\n`;
    const answer = await imported(t, 'importar-turnos', csvBytes(text, 'windows-1252'), {
      token: s.admin.token,
    });
    expect(answer).toEqual({ resumen: { nuevos: 3, omitidos: 0 }, errores: [] });
    const rows = await rowsOf(s.client.user.id);
    expect(
      rows.map((r) => [r.fecha, r.horaInicio, r.horaFin, r.serviceName, r.price, r.unitCount]),
    ).toEqual([
      ['2025-03-01', '10:00', '11:00', 'Coloración', '12500.50', 3],
      ['2026-12-15', '09:30', '10:00', 'Corte', '5000.00', 2],
      ['2026-12-15', '11:00', '11:30', 'Corte', '7000.00', 2],
    ]);
    expect(rows[0]).toMatchObject({
      professionalBranchId: s.lucia.link.id,
      branchId: s.centro.id,
      branchName: 'Centro',
      professionalName: 'Lucía Fernández',
      professionalServiceId: s.colorLink.id,
      reservaPaga: true,
      montoReserva: '0.00',
      overbooking: false,
      cancelado: false,
      visitId: null,
    });
    expect(await countNotifications()).toBe(before);
    expect(await unitsSound()).toBe(true);
  });

  it('a taken start is an error line and the rest go on; the same appointment again is omitted', async () => {
    const other = await createUser(t, { roles: ['cliente'], email: 'beto@example.com' });
    // already in the agenda: 16:00–16:30 of 2026-12-16
    await createAppointment(t, {
      link: s.lucia.link,
      clientId: other.user.id,
      service: s.corte,
      professionalServiceId: s.corteLink.id,
      fecha: '2026-12-16',
      hora: '16:00',
    });
    const text = [
      'fecha,hora,email,profesional,sucursal,servicio',
      '16/12/2026,15:30,beto@example.com,Lucía,Centro,Corte', // 2: 15:30–16:00, free
      '16/12/2026,16:15,beto@example.com,Lucía,Centro,Corte', // 3: overlaps 16:00–16:30
      '16/12/2026,17:00,beto@example.com,Lucía,Centro,Coloración', // 4: units 68,69,71
      '16/12/2026,17:30,beto@example.com,Lucía,Centro,Corte', // 5: unit 70 free, 71 taken by 4
      '16/12/2026,17:30,beto@example.com,Lucía Gómez,Norte,Corte', // 6: another person: free
      '16/12/2026,15:30,beto@example.com,Lucía,Centro,Corte', // 7: line 2 again: omitted
    ].join('\n');
    const first = await imported(t, 'importar-turnos', text, { token: s.admin.token });
    expect(first).toEqual({
      resumen: { nuevos: 3, omitidos: 1 },
      errores: [
        { linea: 3, mensaje: appointmentMessages.taken('Lucía Fernández', '2026-12-16', '16:15') },
        { linea: 5, mensaje: appointmentMessages.taken('Lucía Fernández', '2026-12-16', '17:30') },
      ],
    });
    expect(appointmentMessages.taken('Lucía Fernández', '2026-12-16', '16:15')).toBe(
      'Lucía Fernández ya tiene ocupado el horario de las 16:15 del 16/12/2026.',
    );
    // the whole file again: nothing new, the same lines refused
    const again = await imported(t, 'importar-turnos', text, { token: s.admin.token });
    expect(again).toEqual({ resumen: { nuevos: 0, omitidos: 4 }, errores: first.errores });
    expect(await unitsSound()).toBe(true);
  });

  it('names every bad line with its reason', async () => {
    await t.db
      .update(professionalBranches)
      .set({ active: false })
      .where(eq(professionalBranches.id, s.gomez.link.id));
    const blocked = await createUser(t, {
      roles: ['cliente'],
      email: 'bloqueada@example.com',
      blocked: true,
    });
    const e = s.client.user.email;
    const text = [
      'fecha;hora;email;celular;profesional;sucursal;servicio;precio',
      `31/02/2026;10:00;${e};;Lucía;Centro;Corte;`, // 2
      `10/12/2026;diez;${e};;Lucía;Centro;Corte;`, // 3
      `10/12/2026;10:10;${e};;Lucía;Centro;Corte;`, // 4
      `10/12/2026;10:00;${e};;Lucía;Sur;Corte;`, // 5
      `10/12/2026;10:00;${e};;Pedro;Centro;Corte;`, // 6
      `10/12/2026;10:00;${e};;Lucía;Centro;Manicura;`, // 7
      `10/12/2026;23:30;${e};;Lucía;Centro;Coloración;`, // 8
      `10/12/2026;10:00;${e};;Lucía;Centro;Corte;gratis`, // 9
      '10/12/2026;10:00;nadie@example.com;;Lucía;Centro;Corte;', // 10
      '10/12/2026;10:00;;11 5555-9999;Lucía;Centro;Corte;', // 11
      '10/12/2026;10:00;bloqueada@example.com;;Lucía;Centro;Corte;', // 12
      `10/12/2026;10:00;${s.admin.user.email};;Lucía;Centro;Corte;`, // 13
      `10/12/2026;10:00;${e};;Lucía Gómez;Norte;Corte;`, // 14: left the branch: future refused
      `10/12/2024;10:00;${e};;Lucía Gómez;Norte;Corte;`, // 15: ... past allowed
      `10/12/2026;10:00;${e};;;Centro;Corte;`, // 16
      `10/12/2026;10:00;;;Lucía;Centro;Corte;`, // 17
    ].join('\r\n');
    const answer = await imported(t, 'importar-turnos', text, { token: s.admin.token });
    expect(answer.resumen).toEqual({ nuevos: 1, omitidos: 0 });
    expect(answer.errores).toEqual([
      { linea: 2, mensaje: appointmentMessages.badDate('31/02/2026') },
      { linea: 3, mensaje: appointmentMessages.badTime('diez') },
      { linea: 4, mensaje: appointmentMessages.offGrid('10:10') },
      { linea: 5, mensaje: staffingMessages.noBranch('Sur') },
      { linea: 6, mensaje: staffingMessages.noProfessional('Pedro', 'Centro') },
      { linea: 7, mensaje: staffingMessages.noService('Manicura') },
      { linea: 8, mensaje: appointmentMessages.pastMidnight },
      { linea: 9, mensaje: appointmentMessages.badPrice('gratis') },
      { linea: 10, mensaje: appointmentMessages.noClientEmail('nadie@example.com') },
      { linea: 11, mensaje: appointmentMessages.noClientPhone('5491155559999') },
      { linea: 12, mensaje: appointmentMessages.blocked },
      { linea: 13, mensaje: clientMessages.staff },
      { linea: 14, mensaje: staffingMessages.gone('Lucía Gómez', 'Norte') },
      { linea: 16, mensaje: staffingMessages.missing('el profesional') },
      { linea: 17, mensaje: appointmentMessages.noContact },
    ]);
    expect(await rowsOf(blocked.user.id)).toEqual([]);
    await t.db
      .update(professionalBranches)
      .set({ active: true })
      .where(eq(professionalBranches.id, s.gomez.link.id));
  });

  it('simular answers what the real run does and writes nothing', async () => {
    const text =
      'fecha;hora;email;profesional;sucursal;servicio\n' +
      `20/12/2026;10:00;${s.client.user.email};Lucía;Centro;Corte\n` +
      `20/12/2026;10:15;${s.client.user.email};Lucía;Centro;Corte\n` +
      `20/12/2026;10:00;${s.client.user.email};Lucía;Centro;Corte\n`;
    const before = await snapshot(t);
    const units = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(appointmentUnits)
          .where(and(eq(appointmentUnits.fecha, '2026-12-20')))
      )[0]?.n;
    const simulated = await imported(t, 'importar-turnos', text, {
      token: s.admin.token,
      simular: '1',
    });
    expect(await snapshot(t)).toEqual(before);
    expect(await units()).toBe(0);
    const real = await imported(t, 'importar-turnos', text, { token: s.admin.token });
    expect(simulated).toEqual(real);
    expect(real.resumen).toEqual({ nuevos: 1, omitidos: 1 });
    expect(await units()).toBe(2);
  });
});
