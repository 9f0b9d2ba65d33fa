import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createUser } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import { appointmentUnits, appointments, paymentInfo } from '../../db/schema';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

async function book(s: Studio, fecha: string, hora: string, client = s.client) {
  const res = await api(
    t,
    'POST',
    'reservar-turno',
    { ...reserveParams(s, fecha, hora), id_cliente: client.user.id },
    client.token,
  );
  expect(res.statusCode).toBe(200);
  return body(res).data.id_turno as number;
}
const ids = (res: { json(): unknown }) =>
  (body(res).data.turnos as { id_turno: number }[]).map((x) => x.id_turno);

describe('appointment lists for staff', () => {
  it('a professional sees only their own rows; naming another’s is refused; admins see all', async () => {
    const a = await createStudio(t);
    const b = await createStudio(t);
    const ta = await book(a, '2026-11-24', '09:00');
    const tb = await book(b, '2026-11-24', '09:00');
    const own = ids(
      await api(t, 'GET', 'obtener-turnos-por-fecha', { fecha: '2026-11-24' }, a.pro.token),
    );
    expect(own).toContain(ta);
    expect(own).not.toContain(tb);
    const other = await api(
      t,
      'GET',
      'obtener-turnos-por-fecha',
      { fecha: '2026-11-24', id_peluquero_sucursal: b.pbId },
      a.pro.token,
    );
    expect(body(other).data.errorCode).toBe(1001);
    const all = ids(
      await api(t, 'GET', 'obtener-turnos-por-fecha', { fecha: '2026-11-24' }, admin.token),
    );
    expect(all).toEqual(expect.arrayContaining([ta, tb]));
    expect(
      body(await api(t, 'GET', 'obtener-turnos-por-fecha', { fecha: '2026-11-24' }, a.client.token))
        .data.errorCode,
    ).toBe(1001);
  });

  it('by period (at most 366 days) and by client name without accents or case', async () => {
    const s = await createStudio(t);
    const maria = await createUser(t, { roles: ['cliente'], nombre: 'María Ñúñez Pérez' });
    const id = await book(s, '2026-11-26', '10:00', maria);
    const period = await api(
      t,
      'GET',
      'obtener-turnos-por-periodo',
      { fecha_desde: '2026-11-24', fecha_hasta: '2026-11-30', id_peluquero_sucursal: s.pbId },
      admin.token,
    );
    expect(ids(period)).toEqual([id]);
    const tooLong = await api(
      t,
      'GET',
      'obtener-turnos-por-periodo',
      { fecha_desde: '2026-01-01', fecha_hasta: '2027-01-03' },
      admin.token,
    );
    expect(body(tooLong)).toMatchObject({
      error: 'El período no puede superar los 366 días.',
      data: { errorCode: 1003 },
    });
    for (const q of ['maria', 'NUÑEZ', 'nunez', 'ía ñ']) {
      expect(
        ids(await api(t, 'GET', 'obtener-turnos-por-nombre', { nombre_cliente: q }, admin.token)),
      ).toContain(id);
    }
    expect(
      ids(await api(t, 'GET', 'obtener-turnos-por-nombre', { nombre_cliente: '%' }, admin.token)),
    ).toEqual([]);
  });
});

describe('deposits', () => {
  it('only admins toggle paid; the approver is recorded; unpaid drops the payment record', async () => {
    const s = await createStudio(t, {
      depositType: 3,
      depositValue: '30',
      expiryHours: 24,
    });
    const id = await book(s, '2026-11-24', '09:00');
    const denied = await api(
      t,
      'PUT',
      'actualizar-estado-reserva-paga',
      { id_turno: id, activo: '1' },
      s.pro.token,
    );
    expect(body(denied).data.errorCode).toBe(1001);
    const row = async () =>
      (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0];
    expect(await row()).toMatchObject({ reservaPaga: false, pagoAprobadoPor: null });
    expect(
      (
        await api(
          t,
          'PUT',
          'actualizar-estado-reserva-paga',
          { id_turno: id, activo: '1' },
          admin.token,
        )
      ).statusCode,
    ).toBe(200);
    expect(await row()).toMatchObject({ reservaPaga: true, pagoAprobadoPor: admin.user.id });
    const info = body(
      await api(t, 'GET', 'get-info-del-pago-de-reserva', { id_turno: id }, s.client.token),
    ).data;
    expect(info.aprobador).toMatchObject({ ID: admin.user.id });
    await t.db.insert(paymentInfo).values({ appointmentId: id, status: 'approved' });
    await api(
      t,
      'PUT',
      'actualizar-estado-reserva-paga',
      { id_turno: id, activo: '0' },
      admin.token,
    );
    expect(await row()).toMatchObject({ reservaPaga: false, pagoAprobadoPor: null });
    expect(await t.db.select().from(paymentInfo).where(eq(paymentInfo.appointmentId, id))).toEqual(
      [],
    );
  });

  it('never expires / always reschedulable with 0', async () => {
    const s = await createStudio(t, {
      depositType: 1,
      expiryHours: 24,
      rescheduleHours: 48,
    });
    const id = await book(s, '2026-11-24', '09:00');
    await api(
      t,
      'PUT',
      'actualizar-campo-turno',
      { id_turno: id, campo: 'horas_caducidad_reserva_impaga', valor: 0 },
      admin.token,
    );
    await api(
      t,
      'PUT',
      'actualizar-campo-turno',
      { id_turno: id, campo: 'horas_reprogramar_turno', valor: '0' },
      admin.token,
    );
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({
      expiresAt: null,
      expiryHours: 0,
      rescheduleHours: 0,
    });
    const bad = await api(
      t,
      'PUT',
      'actualizar-campo-turno',
      { id_turno: id, campo: 'horas_reprogramar_turno', valor: 7 },
      admin.token,
    );
    expect(body(bad).error).toBe('Debe seleccionar un valor.');
  });
});

describe('obtener-agenda', () => {
  it('shows free, outside-hours, booked, busy and overbooked slots', async () => {
    const s = await createStudio(t, { gridStep: 15, tiempoTurno: 30 });
    const id = await book(s, '2026-11-24', '10:00');
    await api(
      t,
      'POST',
      'marcar-ocupado',
      { id_peluquero_sucursal: s.pbId, fecha: '2026-11-24', hora: '12:00' },
      s.pro.token,
    );
    const over = await api(
      t,
      'POST',
      'reservar-turno',
      // overbookings start on a 15-minute unit (ADR 0020)
      reserveParams(s, '2026-11-24', '10:00', { esSobreturno: '1' }),
      s.pro.token,
    );
    const res = await api(
      t,
      'GET',
      'obtener-agenda',
      { id_peluquero_sucursal: s.pbId, fecha: '2026-11-24' },
      s.pro.token,
    );
    const slots = body(res).data as unknown as {
      hora: string;
      estado: string;
      sobreturno: string;
      id_turno: number | null;
    }[];
    const at = (hora: string, sobreturno = '0') =>
      slots.find((x) => x.hora === hora && x.sobreturno === sobreturno);
    expect(at('09:00')?.estado).toBe('no_asignado');
    expect(at('10:00')).toMatchObject({ estado: 'turno', id_turno: id });
    expect(at('10:30')?.estado).toBe('no_asignado'); // the idle module of '1101'
    expect(at('10:45')).toMatchObject({ estado: 'turno', id_turno: id });
    expect(at('12:00')?.estado).toBe('ocupado');
    expect(at('13:30')?.estado).toBe('no_laboral');
    expect(at('10:00', '1')).toMatchObject({ id_turno: body(over).data.id_turno });
    const other = await createStudio(t);
    expect(
      body(
        await api(
          t,
          'GET',
          'obtener-agenda',
          { id_peluquero_sucursal: s.pbId, fecha: '2026-11-24' },
          other.pro.token,
        ),
      ).data.errorCode,
    ).toBe(1001);
  });
});

describe('clients for staff', () => {
  it('professionals list clients; only admins delete, which removes their appointments and units', async () => {
    const s = await createStudio(t);
    const id = await book(s, '2026-11-24', '09:00');
    const list = body(await api(t, 'GET', 'get-all-clientes', {}, s.pro.token)).data.clientes as {
      ID: number;
    }[];
    expect(list.map((c) => c.ID)).toContain(s.client.user.id);
    expect(body(await api(t, 'GET', 'get-all-clientes', {}, s.client.token)).data.errorCode).toBe(
      1001,
    );
    expect(
      body(await api(t, 'DELETE', 'eliminar-cliente', { ID: s.client.user.id }, s.pro.token)).data
        .errorCode,
    ).toBe(1001);
    expect(
      body(await api(t, 'DELETE', 'eliminar-cliente', { ID: s.pro.user.id }, admin.token)).data
        .errorCode,
    ).toBe(1002);
    expect(
      (await api(t, 'DELETE', 'eliminar-cliente', { ID: s.client.user.id }, admin.token))
        .statusCode,
    ).toBe(200);
    expect(await t.db.select().from(appointments).where(eq(appointments.id, id))).toEqual([]);
    expect(
      await t.db.select().from(appointmentUnits).where(eq(appointmentUnits.appointmentId, id)),
    ).toEqual([]);
    const phone = await api(t, 'GET', 'obtener-celular-desde-turno', { id_turno: id }, s.pro.token);
    expect(phone.statusCode).toBe(404);
  });
});
