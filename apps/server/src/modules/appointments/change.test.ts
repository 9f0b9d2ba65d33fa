import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';
import { api, createProfessional } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import { appointmentUnits, appointments } from '../../db/schema';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

async function book(s: Studio, fecha = '2026-11-24', hora = '10:00') {
  const res = await api(t, 'POST', 'reservar-turno', reserveParams(s, fecha, hora), s.client.token);
  expect(res.statusCode).toBe(200);
  return body(res).data.id_turno as number;
}
const units = async (id: number) =>
  (await t.db.select().from(appointmentUnits).where(eq(appointmentUnits.appointmentId, id)))
    .map((u) => `${u.fecha}#${u.unit}`)
    .sort();
const row = async (id: number) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0];

describe('reprogramar-turno', () => {
  it('moves the units atomically, and the old time is offered again', async () => {
    const s = await createStudio(t);
    const id = await book(s);
    const res = await api(
      t,
      'POST',
      'reprogramar-turno',
      { id_turno: id, fecha_nueva: '2026-11-25', hora: '16:00' },
      s.client.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await units(id)).toEqual(['2026-11-25#64', '2026-11-25#65', '2026-11-25#67']);
    expect(await row(id)).toMatchObject({
      fecha: '2026-11-25',
      horaInicio: '16:00',
      horaFin: '17:00',
    });
  });

  it('may overlap its own old units (moving 15 minutes later)', async () => {
    const s = await createStudio(t);
    const id = await book(s, '2026-11-24', '10:00');
    const res = await api(
      t,
      'POST',
      'reprogramar-turno',
      { id_turno: id, fecha_nueva: '2026-11-24', hora: '10:15' },
      s.client.token,
    );
    expect(res.statusCode).toBe(200);
  });

  it('onto a taken time gets 1004 and keeps the original', async () => {
    const s = await createStudio(t);
    const id = await book(s, '2026-11-24', '10:00');
    const staffBooking = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '16:00'),
      s.pro.token,
    );
    expect(staffBooking.statusCode).toBe(200);
    const before = await units(id);
    const res = await api(
      t,
      'POST',
      'reprogramar-turno',
      { id_turno: id, fecha_nueva: '2026-11-24', hora: '16:15' },
      s.client.token,
    );
    expect(body(res).data.errorCode).toBe(1004);
    expect(await units(id)).toEqual(before);
  });

  it('after the allowed hours the client gets 1009; staff still may', async () => {
    const s = await createStudio(t, { rescheduleHours: 24 });
    const id = await book(s, '2026-11-24', '10:00');
    t.clock.set('2026-11-23T14:00:00Z'); // 11:00 in Buenos Aires, 23 h before
    const res = await api(
      t,
      'POST',
      'reprogramar-turno',
      { id_turno: id, fecha_nueva: '2026-11-25', hora: '10:00' },
      s.client.token,
    );
    expect(res.statusCode).toBe(409);
    expect(body(res).data.errorCode).toBe(1009);
    const staff = await api(
      t,
      'POST',
      'reprogramar-turno',
      { id_turno: id, fecha_nueva: '2026-11-25', hora: '10:00' },
      s.pro.token,
    );
    expect(staff.statusCode).toBe(200);
    t.clock.set('2026-11-23T12:00:00Z');
  });

  it('nobody else may move it', async () => {
    const s = await createStudio(t);
    const id = await book(s);
    const stranger = await createUser(t, { roles: ['cliente'] });
    const otherPro = await createProfessional(t, s.branch.id);
    for (const token of [stranger.token, otherPro.token]) {
      const res = await api(
        t,
        'POST',
        'reprogramar-turno',
        { id_turno: id, fecha_nueva: '2026-11-25', hora: '10:00' },
        token,
      );
      expect(body(res).data.errorCode).toBe(1001);
    }
    expect(await row(id)).toMatchObject({ fecha: '2026-11-24', horaInicio: '10:00' });
  });
});

describe('cancelar-turno', () => {
  it('is one way, frees the units, and records who cancelled', async () => {
    const s = await createStudio(t);
    const id = await book(s);
    const stranger = await createUser(t, { roles: ['cliente'] });
    expect(
      body(await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, stranger.token)).data
        .errorCode,
    ).toBe(1001);
    const res = await api(
      t,
      'DELETE',
      'cancelar-turno',
      { id_turno: id, cancelado_por: 'admin' },
      s.client.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ cancelado: true, canceladoPor: 'cliente' });
    expect(await units(id)).toEqual([]);
    const again = await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, s.client.token);
    expect(body(again).data.errorCode).toBe(1009);
    // the time is free again
    expect(
      (
        await api(
          t,
          'POST',
          'reservar-turno',
          reserveParams(s, '2026-11-24', '10:00'),
          s.client.token,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('the professional cancels as profesional; a past appointment cannot be cancelled', async () => {
    const s = await createStudio(t);
    const id = await book(s, '2026-11-24', '10:00');
    expect(
      (await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, s.pro.token)).statusCode,
    ).toBe(200);
    expect((await row(id))?.canceladoPor).toBe('profesional');
    const id2 = await book(s, '2026-11-24', '11:00');
    t.clock.set('2026-11-24T15:00:00Z');
    const fresh = await t.deps.jwt.sign(s.client.user);
    const late = await api(t, 'DELETE', 'cancelar-turno', { id_turno: id2 }, fresh);
    expect(body(late).data.errorCode).toBe(1009);
  });
});

describe('a client’s lists', () => {
  it('all newest first, active upcoming with a count, own only', async () => {
    const s = await createStudio(t);
    const a = await book(s, '2026-11-24', '09:00');
    const b = await book(s, '2026-11-26', '09:00');
    await api(t, 'DELETE', 'cancelar-turno', { id_turno: a }, s.client.token);
    const all = body(
      await api(t, 'GET', 'obtener-turnos-cliente', { ID: s.client.user.id }, s.client.token),
    ).data;
    expect((all.turnos as { id_turno: number }[]).map((x) => x.id_turno)).toEqual([b, a]);
    const active = body(
      await api(
        t,
        'GET',
        'obtener-turnos-activos-cliente',
        { ID: s.client.user.id },
        s.client.token,
      ),
    ).data;
    expect(active.cantidad).toBe(1);
    const stranger = await createUser(t, { roles: ['cliente'] });
    expect(
      body(await api(t, 'GET', 'obtener-turnos-cliente', { ID: s.client.user.id }, stranger.token))
        .data.errorCode,
    ).toBe(1001);
  });
});

describe('marcar-ocupado and obtener-horarios-ocupados', () => {
  it('blocks tiempo_turno minutes, shows them occupied, and freeing removes the block', async () => {
    const s = await createStudio(t, { tiempoTurno: 30 });
    const res = await api(
      t,
      'POST',
      'marcar-ocupado',
      { id_peluquero_sucursal: s.pbId, fecha: '2026-11-24', hora: '12:00' },
      s.pro.token,
    );
    expect(res.statusCode).toBe(200);
    const busy = body(
      await api(
        t,
        'GET',
        'obtener-horarios-ocupados',
        { id_peluquero_sucursal: s.pbId, fecha: '2026-11-24' },
        s.pro.token,
      ),
    ).data;
    expect(busy).toEqual([{ hora: '12:00' }, { hora: '12:15' }]);
    expect(
      body(
        await api(
          t,
          'POST',
          'marcar-ocupado',
          { id_peluquero_sucursal: s.pbId, fecha: '2026-11-24', hora: '12:15' },
          s.pro.token,
        ),
      ).data.errorCode,
    ).toBe(1004);
    expect(
      body(
        await api(
          t,
          'POST',
          'marcar-ocupado',
          { id_peluquero_sucursal: s.pbId, fecha: '2026-11-24', hora: '12:00' },
          s.client.token,
        ),
      ).data.errorCode,
    ).toBe(1001);
    const id = body(res).data.id_turno as number;
    expect(
      (await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, s.pro.token)).statusCode,
    ).toBe(200);
    expect(await row(id)).toBeUndefined();
  });

  it('refuses time already gone: an earlier day, or a time of today not after now (1003, nothing written)', async () => {
    // now: Monday 2026-11-23, 09:00 in Buenos Aires
    const s = await createStudio(t, { tiempoTurno: 30 });
    const mark = (fecha: string, hora: string) =>
      api(t, 'POST', 'marcar-ocupado', { id_peluquero_sucursal: s.pbId, fecha, hora }, s.pro.token);
    for (const [fecha, hora] of [
      ['2026-11-21', '10:00'],
      ['2026-11-23', '08:30'],
      ['2026-11-23', '09:00'],
    ] as const) {
      const res = await mark(fecha, hora);
      expect(body(res).data.errorCode, `${fecha} ${hora}`).toBe(1003);
    }
    const busy = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.professionalBranchId, s.pbId));
    expect(busy).toEqual([]);
    expect((await mark('2026-11-23', '09:15')).statusCode).toBe(200);
  });
});
