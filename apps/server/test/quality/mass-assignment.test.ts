import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointmentUnits, appointments, paymentInfo, users } from '../../src/db/schema';
import { getUserByEmail, getUserById } from '../../src/auth/users.queries';
import { createTestApp, type TestApp } from '../harness';
import { body, createUser, PASSWORD } from '../factories';
import { api } from '../catalog-factories';
import { createStudio, reserveParams, type Studio } from '../booking-factories';

/**
 * Proof of quality, item 2: fields a client has no say over, sent anyway, change nothing they
 * shouldn't. Each test reads the rows afterwards. Today is Monday 2026-11-23 (test clock).
 */
const AUTH = '/wp-json/simple-jwt-login/v1';

let t: TestApp;
let s: Studio;
let other: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  // a fixed deposit of $ 2000 that expires after 6 hours: the client owes it, unpaid
  s = await createStudio(t, {
    depositType: 2,
    depositValue: '2000.00',
    expiryHours: 6,
    rescheduleHours: 0,
  });
  other = await createUser(t, { roles: ['cliente'] });
  admin = await createUser(t, { roles: ['peluadmin'] });
});
afterAll(() => t?.close());

/** Everything a client might try to set on an appointment or an account. */
const forged = (victimId: number) => ({
  reserva_paga: '1',
  rol_admin: '1',
  user_is_blocked: '1',
  pago_aprobado_por: admin.user.id,
  precio: '1.00',
  monto_reserva: '0.00',
  roles: ['peluadmin'],
  validated: '1',
  user_status: '1',
  horariosAOcupar: ['16:00', '16:15'],
  cancelado_por: 'profesional',
  cancelado: '1',
  sobreturno: '1',
  id_cliente_extra: victimId,
  vence: null,
});

const appointmentRow = async (id: number) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0];
const unitsOf = async (id: number) =>
  (await t.db.select().from(appointmentUnits).where(eq(appointmentUnits.appointmentId, id)))
    .map((u) => u.unit)
    .sort((a, b) => a - b);
const countAppointments = async () => (await t.db.select().from(appointments)).length;

/** 09:00 → unit 36; the '1101' service occupies units 0, 1 and 3 from its start. */
const unitsAt = (hora: string) => {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const start = (h * 60 + m) / 15;
  return [start, start + 1, start + 3];
};

describe('mass assignment: extra fields change nothing they should not', () => {
  it('register (users): roles, blocked, validated and status sent by the client are ignored', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${AUTH}/users`,
      remoteAddress: '10.77.0.1',
      payload: {
        email: 'masiva@example.com',
        password: 'Segura123',
        display_name: 'Mario Masivo',
        user_meta: {
          celular: '5492974001122',
          nombre: 'Mario Masivo',
          user_is_blocked: '1',
          user_status: '1',
          roles: ['peluadmin'],
        },
        ...forged(other.user.id),
        ID: admin.user.id,
        id: admin.user.id,
        password_hash: '$argon2id$forged',
        tokens_valid_after: 0,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await getUserByEmail(t.db, 'masiva@example.com');
    expect(row).toMatchObject({
      roles: ['cliente'],
      blocked: false,
      validated: false,
      name: 'Mario Masivo',
    });
    expect(row?.id).not.toBe(admin.user.id);
    expect(row?.passwordHash.startsWith('$argon2')).toBe(true);
    expect(row?.passwordHash).not.toContain('forged');
    // the admin it named is untouched
    expect(await getUserById(t.db, admin.user.id)).toEqual(admin.user);
  });

  it('reservar-turno: price, deposit, paid state, units and cancellation come from the server', async () => {
    const res = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '09:00', forged(other.user.id)),
      s.client.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const d = body(res).data;
    expect(d).toMatchObject({ monto_reserva: '2000.00', reserva_paga: '0' });
    const row = await appointmentRow(d.id_turno as number);
    expect(row).toMatchObject({
      clientId: s.client.user.id,
      price: '8000.00',
      montoReserva: '2000.00',
      reservaPaga: false,
      pagoAprobadoPor: null,
      cancelado: false,
      canceladoPor: null,
      overbooking: false,
      horaInicio: '09:00',
      expiryHours: 6,
    });
    expect(row?.expiresAt).not.toBeNull();
    expect(await unitsOf(row!.id)).toEqual(unitsAt('09:00'));
    // nothing registered as paid
    const info = await t.db
      .select()
      .from(paymentInfo)
      .where(eq(paymentInfo.appointmentId, row!.id));
    expect(info.every((i) => i.status !== 'approved')).toBe(true);
  });

  it("reservar-turno: another client's id_cliente is refused (1001) and books nothing", async () => {
    const before = await countAppointments();
    const res = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '11:00', {
        ...forged(other.user.id),
        id_cliente: other.user.id,
      }),
      s.client.token,
    );
    expect([res.statusCode, body(res).data.errorCode]).toEqual([403, 1001]);
    expect(await countAppointments()).toBe(before);
  });

  it('reprogramar-turno: only the date and time move; owner, price and paid state stay', async () => {
    const booked = body(
      await api(
        t,
        'POST',
        'reservar-turno',
        reserveParams(s, '2026-11-25', '09:00'),
        s.client.token,
      ),
    ).data.id_turno as number;
    const before = await appointmentRow(booked);
    const res = await api(
      t,
      'POST',
      'reprogramar-turno',
      {
        id_turno: booked,
        fecha_nueva: '2026-11-25',
        hora: '16:00',
        ...forged(other.user.id),
        id_cliente: other.user.id,
        id_peluquero_sucursal: 999,
        id_servicio_de_peluquero_por_sucursal: 999,
      },
      s.client.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await appointmentRow(booked);
    expect(after).toMatchObject({
      clientId: s.client.user.id,
      professionalBranchId: before!.professionalBranchId,
      serviceId: before!.serviceId,
      professionalServiceId: before!.professionalServiceId,
      price: before!.price,
      montoReserva: before!.montoReserva,
      reservaPaga: before!.reservaPaga,
      pagoAprobadoPor: before!.pagoAprobadoPor,
      cancelado: false,
      canceladoPor: null,
      overbooking: false,
      fecha: '2026-11-25',
      horaInicio: '16:00',
    });
    expect(await unitsOf(booked)).toEqual(unitsAt('16:00'));
  });

  it('cancelar-turno: the client is recorded as the canceller, whatever cancelado_por says; paid state stays', async () => {
    const booked = body(
      await api(
        t,
        'POST',
        'reservar-turno',
        reserveParams(s, '2026-11-26', '09:00'),
        s.client.token,
      ),
    ).data.id_turno as number;
    const before = await appointmentRow(booked);
    const res = await api(
      t,
      'DELETE',
      'cancelar-turno',
      { id_turno: booked, ...forged(other.user.id), cancelado_por: 'profesional' },
      s.client.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await appointmentRow(booked);
    expect(after).toMatchObject({
      cancelado: true,
      canceladoPor: 'cliente',
      clientId: s.client.user.id,
      price: before!.price,
      montoReserva: before!.montoReserva,
      reservaPaga: before!.reservaPaga,
      pagoAprobadoPor: before!.pagoAprobadoPor,
    });
    expect(await unitsOf(booked)).toEqual([]);
  });

  it('actualizar-dato-cliente: a client changing their name changes only the name', async () => {
    const me = await createUser(t, { roles: ['cliente'] });
    const res = await api(
      t,
      'PUT',
      'actualizar-dato-cliente',
      {
        ID: me.user.id,
        key_field: 'nombre',
        value_field: 'Nombre Nuevo',
        ...forged(other.user.id),
        celular: '5490000000000',
        email: 'otro@example.com',
      },
      me.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await getUserById(t.db, me.user.id);
    expect(row).toEqual({
      ...me.user,
      name: 'Nombre Nuevo',
      displayName: 'Nombre Nuevo',
      // the search column the database derives from the name and e-mail follows the name
      searchText: `nombre nuevo\n${me.user.email}`,
    });
    // and the admin-only fields stay admin-only, even through key_field
    for (const key_field of ['user_is_blocked', 'user_status']) {
      const r = await api(
        t,
        'PUT',
        'actualizar-dato-cliente',
        { ID: me.user.id, key_field, value_field: key_field === 'user_status' ? '0' : '1' },
        me.token,
      );
      expect([r.statusCode, body(r).data.errorCode]).toEqual([403, 1001]);
    }
    expect(await getUserById(t.db, me.user.id)).toEqual(row);
  });

  it('change-pass: only the password (and the session cut-off) change', async () => {
    const me = await createUser(t, { roles: ['cliente'] });
    const res = await api(
      t,
      'POST',
      'change-pass',
      {
        ID: me.user.id,
        password: 'OtraClave456',
        password_actual: PASSWORD,
        ...forged(other.user.id),
        nombre: 'Cambiado',
        email: 'cambiado@example.com',
        celular: '5490000000000',
      },
      me.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await getUserById(t.db, me.user.id);
    const { passwordHash, tokensValidAfter, tokenGeneration, ...rest } = row!;
    const {
      passwordHash: oldHash,
      tokensValidAfter: _old,
      tokenGeneration: oldGeneration,
      ...restBefore
    } = me.user;
    expect(rest).toEqual(restBefore);
    expect(passwordHash).not.toBe(oldHash);
    // the session cut-off: both its columns move (ADR 0085)
    expect(tokensValidAfter).toBeGreaterThan(0);
    expect(tokenGeneration).toBe(oldGeneration + 1);
    // the other client named in the request is untouched
    expect(await getUserById(t.db, other.user.id)).toEqual(other.user);
    // nobody gained a role
    const all = await t.db.select({ id: users.id, roles: users.roles }).from(users);
    expect(all.filter((u) => u.roles.includes('peluadmin')).map((u) => u.id)).toEqual([
      admin.user.id,
    ]);
  });
});
