import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createUser } from '../../../test/factories';
import { api, createService, linkService } from '../../../test/catalog-factories';
import { createStudio, reserve, reserveParams } from '../../../test/booking-factories';
import {
  appointmentUnits,
  appointments,
  nonWorkingDays,
  professionalBranches,
} from '../../db/schema';
import { setOption } from '../options/options.queries';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unitsOf = async (id: number) =>
  (await t.db.select().from(appointmentUnits).where(eq(appointmentUnits.appointmentId, id)))
    .map((u) => u.unit)
    .sort((a, b) => a - b);
const slots = async (
  pbId: number,
  linkId: number,
  fecha: string,
  extra: Record<string, unknown> = {},
  token?: string,
) =>
  body(
    await api(
      t,
      'GET',
      'obtener-horarios-disponibles',
      {
        id_peluquero_sucursal: pbId,
        id_servicio_de_peluquero_por_sucursal: linkId,
        fecha,
        ...extra,
      },
      token,
    ),
  ).data.horarios as string[];

describe('availability', () => {
  it('offers grid starts inside both shifts, and drops those a booking takes', async () => {
    const s = await createStudio(t);
    const before = await slots(s.pbId, s.link.id, '2026-11-24');
    expect(before[0]).toBe('09:00');
    expect(before).toContain('12:00');
    expect(before).not.toContain('12:15'); // its last active unit would be 13:00
    expect(before).toContain('16:00');
    const r = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '10:00'),
      s.client.token,
    );
    expect(r.statusCode).toBe(200);
    const after = await slots(s.pbId, s.link.id, '2026-11-24');
    for (const gone of ['09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45']) {
      expect(after).not.toContain(gone);
    }
    expect(after).toContain('09:00');
    expect(after).toContain('11:00');
    // the idle 10:30 unit stays free for a one-module service
    const quick = await createService(t, { duracion: 1, pattern: '1' });
    const quickLink = await linkService(t, s.pbId, quick.id);
    expect(await slots(s.pbId, quickLink.id, '2026-11-24')).toContain('10:30');
  });

  it('nothing on Sunday, a non-working day, in the past or beyond the open window', async () => {
    const s = await createStudio(t, { agendaOpenDays: 7 });
    expect(await slots(s.pbId, s.link.id, '2026-11-29')).toEqual([]);
    await t.db.insert(nonWorkingDays).values({ professionalBranchId: s.pbId, fecha: '2026-11-25' });
    expect(await slots(s.pbId, s.link.id, '2026-11-25')).toEqual([]);
    expect(await slots(s.pbId, s.link.id, '2026-11-20')).toEqual([]);
    expect(await slots(s.pbId, s.link.id, '2026-11-30')).not.toEqual([]);
    expect(await slots(s.pbId, s.link.id, '2026-12-01')).toEqual([]);
    const today = await slots(s.pbId, s.link.id, '2026-11-23');
    expect(today[0]).toBe('09:15');
  });

  it('id_turno frees its own units only for someone who may act on that appointment', async () => {
    const s = await createStudio(t);
    const admin = await createAdmin(t);
    const stranger = await createUser(t, { roles: ['cliente'] });
    const r = await reserve(t, s, '2026-11-24', '10:00');
    expect(r.statusCode).toBe(200);
    const id = body(r).data.id_turno as number;
    const offered = (idTurno: number, token?: string) =>
      slots(s.pbId, s.link.id, '2026-11-24', { id_turno: idTurno }, token);
    // 10:15 overlaps the appointment's own units: free for its client, its professional, an admin
    for (const token of [s.client.token, s.pro.token, admin.token]) {
      expect(await offered(id, token)).toContain('10:15');
    }
    // not for another client, an anonymous visitor, nor an id naming no appointment
    expect(await offered(id, stranger.token)).not.toContain('10:15');
    expect(await offered(id)).not.toContain('10:15');
    expect(await offered(2_000_000_000, s.client.token)).not.toContain('10:15');
  });

  it('is the same whatever the server process zone is', async () => {
    const s = await createStudio(t);
    const original = process.env.TZ;
    const seen: string[][] = [];
    for (const zone of ['UTC', 'Asia/Tokyo', 'America/Argentina/Buenos_Aires']) {
      process.env.TZ = zone;
      seen.push(await slots(s.pbId, s.link.id, '2026-11-23'));
    }
    process.env.TZ = original;
    expect(seen[0]?.[0]).toBe('09:15');
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
  });

  it('answers bad parameters with 1003 in Spanish', async () => {
    const s = await createStudio(t);
    const res = await api(t, 'GET', 'obtener-horarios-disponibles', {
      id_peluquero_sucursal: s.pbId,
      id_servicio_de_peluquero_por_sucursal: s.link.id,
      fecha: '2026-02-30',
    });
    expect(body(res)).toMatchObject({
      error: 'La fecha debe tener el formato aaaa-mm-dd.',
      data: { errorCode: 1003 },
    });
  });
});

describe('reservar-turno', () => {
  it('derives everything on the server and writes one unit row per active module', async () => {
    const s = await createStudio(t);
    const res = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '16:00', {
        reserva_paga: '0',
        duracion: 99,
        horariosAOcupar: ['16:00'],
        nombre_servicio: 'Gratis',
        precio: '1',
      }),
      s.client.token,
    );
    expect(res.statusCode).toBe(200);
    const d = body(res).data;
    expect(d).toMatchObject({ monto_reserva: '0.00', reserva_paga: '1', vence: null });
    const turno = d.turno as Record<string, unknown>;
    expect(turno).toMatchObject({
      nombre_servicio: 'Color',
      precio: '8000.00',
      hora_inicio: '16:00',
      hora_fin: '17:00',
      id_cliente: s.client.user.id,
      is_cancelado: '0',
    });
    expect(await unitsOf(d.id_turno as number)).toEqual([64, 65, 67]);
  });

  it('a second booking of a taken unit gets 1004, an off-grid or out-of-hours start 1003', async () => {
    const s = await createStudio(t);
    const other = await createUser(t, { roles: ['cliente'] });
    expect(
      (
        await api(
          t,
          'POST',
          'reservar-turno',
          reserveParams(s, '2026-11-24', '11:00'),
          s.client.token,
        )
      ).statusCode,
    ).toBe(200);
    const clash = await api(
      t,
      'POST',
      'reservar-turno',
      { ...reserveParams(s, '2026-11-24', '10:15'), id_cliente: other.user.id },
      other.token,
    );
    expect(clash.statusCode).toBe(409);
    expect(body(clash).data.errorCode).toBe(1004);
    const night = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '21:00'),
      s.client.token,
    );
    expect(body(night).data.errorCode).toBe(1003);
    const offGrid = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '09:10'),
      s.client.token,
    );
    expect(body(offGrid).data.errorCode).toBe(1003);
  });

  it('a client cannot book for another client nor overbook', async () => {
    const s = await createStudio(t);
    const other = await createUser(t, { roles: ['cliente'] });
    const res = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '09:00'),
      other.token,
    );
    expect(body(res).data.errorCode).toBe(1001);
    const over = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '09:00', { esSobreturno: '1' }),
      s.client.token,
    );
    expect(body(over).data.errorCode).toBe(1001);
    const rows = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.professionalBranchId, s.pbId));
    expect(rows).toHaveLength(0);
  });

  it('the professional books any client, and overbooks without taking units', async () => {
    const s = await createStudio(t);
    expect(
      (await api(t, 'POST', 'reservar-turno', reserveParams(s, '2026-11-24', '09:00'), s.pro.token))
        .statusCode,
    ).toBe(200);
    const over = await api(
      t,
      'POST',
      'reservar-turno',
      // on the time just booked: an overbooking starts on a 15-minute unit (ADR 0020)
      reserveParams(s, '2026-11-24', '09:00', { esSobreturno: '1' }),
      s.pro.token,
    );
    expect(over.statusCode).toBe(200);
    expect(await unitsOf(body(over).data.id_turno as number)).toEqual([]);
    expect((body(over).data.turno as Record<string, unknown>).sobreturno).toBe('1');
  });

  it('enforces the active-appointment limit (1005)', async () => {
    const s = await createStudio(t);
    await setOption(t.db, 'turnos_cant_max_turnos_permitidos', '2');
    for (const hora of ['09:00', '11:00']) {
      expect(
        (
          await api(
            t,
            'POST',
            'reservar-turno',
            reserveParams(s, '2026-11-24', hora),
            s.client.token,
          )
        ).statusCode,
      ).toBe(200);
    }
    const third = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '16:00'),
      s.client.token,
    );
    expect(third.statusCode).toBe(409);
    expect(body(third).data.errorCode).toBe(1005);
    expect(body(await api(t, 'GET', 'obtener-max-turnos-activos')).data).toBe(2);
    await setOption(t.db, 'turnos_cant_max_turnos_permitidos', '0');
  });

  it.each([
    [1, '0', '8000.00'],
    [2, '1500', '1500.00'],
    [3, '30', '2400.00'],
  ])(
    'deposit type %i (%s) → %s, unpaid, expiring after the configured hours',
    async (tipo, valor, monto) => {
      const s = await createStudio(t, {
        depositType: tipo,
        depositValue: valor,
        expiryHours: 24,
      });
      const res = await api(
        t,
        'POST',
        'reservar-turno',
        reserveParams(s, '2026-11-24', '09:00', { reserva_paga: '1' }),
        s.client.token,
      );
      expect(body(res).data).toMatchObject({
        monto_reserva: monto,
        reserva_paga: '0',
        vence: '2026-11-24T12:00:00.000Z',
      });
    },
  );

  it('an inactive professional-branch offers and takes nothing from clients', async () => {
    const s = await createStudio(t);
    await t.db
      .update(professionalBranches)
      .set({ active: false })
      .where(eq(professionalBranches.id, s.pbId));
    expect(await slots(s.pbId, s.link.id, '2026-11-24')).toEqual([]);
    const res = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '09:00'),
      s.client.token,
    );
    expect(body(res).data.errorCode).toBe(1003);
  });
});
