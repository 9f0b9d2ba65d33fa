import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, body, createUser } from '../../../test/factories';
import { api, createBranch, createCast, snapshot } from '../../../test/catalog-factories';
import { workingDays } from '../../db/schema';
import { getUserByEmail } from '../../auth/users.queries';
import { getProfessionalBranch } from './professional-branches.queries';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

let n = 0;
const form = (change: Record<string, unknown> = {}) => ({
  nombre: 'Martina López',
  email: `martina${(n += 1)}@example.com`,
  celular: '5492974555666',
  password: 'Clave1234',
  sucursal_id: cast.branch.id,
  funcion: 'peluquero',
  ...change,
});

describe('crear-peluquero (A)', () => {
  it('creates a validated professional with an active row, default agenda and seven inactive days', async () => {
    const params = form();
    const res = await api(t, 'POST', 'crear-peluquero', params, cast.admin.token);
    expect(res.statusCode).toBe(200);
    const { id_peluquero, id_peluquero_sucursal } = body(res).data as {
      id_peluquero: number;
      id_peluquero_sucursal: number;
    };
    const user = await getUserByEmail(t.db, params.email);
    expect(user).toMatchObject({
      id: id_peluquero,
      roles: ['peluquero'],
      validated: true,
      blocked: false,
      name: 'Martina López',
    });
    expect(await getProfessionalBranch(t.db, id_peluquero_sucursal)).toMatchObject({
      professionalId: id_peluquero,
      branchId: cast.branch.id,
      active: true,
      tiempoTurno: 30,
      gridStep: 15,
      agendaOpenDays: 0,
      depositType: 0,
      depositValue: '0.00',
    });
    const days = await t.db
      .select()
      .from(workingDays)
      .where(eq(workingDays.professionalBranchId, id_peluquero_sucursal));
    expect(days.map((d) => d.diaSemana).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(
      days.every((d) => !d.active && d.shift1Start === '00:00' && d.shift1End === '00:00'),
    ).toBe(true);
    // the new professional can sign in with the password given
    const login = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth',
      payload: { email: params.email, password: 'Clave1234' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('defaults the function to peluquero', async () => {
    const { funcion: _f, ...params } = form();
    const res = await api(t, 'POST', 'crear-peluquero', params, cast.admin.token);
    const id = body(res).data.id_peluquero_sucursal as number;
    expect((await getProfessionalBranch(t.db, id))?.jobTitle).toBe('peluquero');
  });

  it('links an existing professional to one more branch instead of creating a second user', async () => {
    const other = await createBranch(t);
    const before = await snapshot(t);
    const res = await api(
      t,
      'POST',
      'crear-peluquero',
      form({ email: cast.owner.user.email, sucursal_id: other.id }),
      cast.admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(body(res).data.id_peluquero).toBe(cast.owner.user.id);
    const after = await snapshot(t);
    expect(after.users).toBe(before.users);
    expect(after.professional_branches).toBe(before.professional_branches + 1);
    // the existing account keeps its name and password
    expect((await getUserByEmail(t.db, cast.owner.user.email))?.name).toBe(cast.owner.user.name);
    const login = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth',
      payload: { email: cast.owner.user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets an admin become a professional too (role added)', async () => {
    const admin = await createUser(t, { roles: ['peluadmin'] });
    const res = await api(
      t,
      'POST',
      'crear-peluquero',
      form({ email: admin.user.email }),
      cast.admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect((await getUserByEmail(t.db, admin.user.email))?.roles).toEqual([
      'peluadmin',
      'peluquero',
    ]);
  });

  it('refuses a client’s e-mail and a second row at the same branch (1003), changing nothing', async () => {
    const before = await snapshot(t);
    const client = await api(
      t,
      'POST',
      'crear-peluquero',
      form({ email: cast.client.user.email }),
      cast.admin.token,
    );
    expect(body(client)).toMatchObject({
      error: 'Ya existe una cuenta registrada con este email.',
      data: { errorCode: 1003 },
    });
    const again = await api(
      t,
      'POST',
      'crear-peluquero',
      form({ email: cast.owner.user.email }),
      cast.admin.token,
    );
    expect(body(again)).toMatchObject({
      error: 'El profesional ya está asignado a esa sucursal.',
      data: { errorCode: 1003 },
    });
    expect(await snapshot(t)).toEqual(before);
    expect((await getUserByEmail(t.db, cast.client.user.email))?.roles).toEqual(['cliente']);
  });

  it('answers 1002 for an unknown branch', async () => {
    const res = await api(
      t,
      'POST',
      'crear-peluquero',
      form({ sucursal_id: 999999 }),
      cast.admin.token,
    );
    expect(body(res).data.errorCode).toBe(1002);
  });

  it.each([
    [{ nombre: 'Ana' }, 'Por favor, complete este campo.'],
    [{ email: 'no-es-email' }, 'Por favor, ingresa un correo electrónico válido.'],
    [{ email: ' a@b.com' }, 'Quite espacios en blanco.'],
    [{ celular: 'abc' }, 'Por favor, ingrese un número de celular válido.'],
    [{ password: 'corta1A' }, 'La contraseña debe tener al menos 8 caracteres.'],
    [{ password: 'sinmayuscula1' }, 'La contraseña debe tener al menos una letra mayúscula.'],
    [{ password: 'SINMINUSCULA1' }, 'La contraseña debe tener al menos una letra minúscula.'],
    [{ password: 'SinNumeros' }, 'La contraseña debe tener al menos un número.'],
    [{ sucursal_id: 'x' }, 'El parámetro sucursal_id debe ser un número entero.'],
    [{ funcion: 'f'.repeat(51) }, 'Máximo 50 caracteres.'],
  ])('rejects %o with %s', async (change, message) => {
    const res = await api(t, 'POST', 'crear-peluquero', form(change), cast.admin.token);
    expect(body(res)).toMatchObject({ error: message, data: { errorCode: 1003 } });
  });

  it('refuses visitors, clients and professionals, creating nothing', async () => {
    const before = await snapshot(t);
    expect(body(await api(t, 'POST', 'crear-peluquero', form())).data.errorCode).toBe(53);
    for (const who of [cast.client, cast.owner, cast.other]) {
      expect(body(await api(t, 'POST', 'crear-peluquero', form(), who.token)).data.errorCode).toBe(
        1001,
      );
    }
    expect(await snapshot(t)).toEqual(before);
  });
});
