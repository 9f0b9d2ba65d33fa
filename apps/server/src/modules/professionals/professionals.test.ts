import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';
import {
  api,
  createAppointment,
  createBranch,
  createCast,
  createProfessional,
  createService,
  linkProfessional,
  snapshot,
} from '../../../test/catalog-factories';
import { getUserById } from '../../auth/users.queries';
import { getProfessionalBranch } from './professional-branches.queries';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

describe('get-all-peluqueros (A)', () => {
  it('lists every professional-branch row with the contract fields', async () => {
    const res = await api(t, 'GET', 'get-all-peluqueros', {}, cast.admin.token);
    expect(res.statusCode).toBe(200);
    expect(body(res).data.peluqueros).toContainEqual({
      id_peluquero: cast.owner.user.id,
      id_peluquero_sucursal: cast.link.id,
      nombre: cast.owner.user.name,
      email: cast.owner.user.email,
      nombre_sucursal: cast.branch.name,
      id_sucursal: cast.branch.id,
      funcion: 'peluquero',
      celular: cast.owner.user.phone,
      activo: '1',
      rol_admin: false,
    });
  });

  it('refuses visitors, clients and professionals', async () => {
    expect(body(await api(t, 'GET', 'get-all-peluqueros')).data.errorCode).toBe(53);
    for (const who of [cast.client, cast.owner]) {
      expect(body(await api(t, 'GET', 'get-all-peluqueros', {}, who.token)).data.errorCode).toBe(
        1001,
      );
    }
  });
});

describe('obtener-sucursales-peluquero (P own / A)', () => {
  it('lists a professional’s branches for themselves and for an admin', async () => {
    const second = await createBranch(t);
    const link2 = await linkProfessional(t, cast.other.user.id, second.id);
    for (const token of [cast.other.token, cast.admin.token]) {
      const res = await api(
        t,
        'GET',
        'obtener-sucursales-peluquero',
        { id_peluquero: cast.other.user.id },
        token,
      );
      expect(res.statusCode).toBe(200);
      const data = body(res).data as { sucursales: unknown[]; peluquero: { id_peluquero: number } };
      expect(data.sucursales).toHaveLength(2);
      expect(data.sucursales).toContainEqual({
        id_sucursal: second.id,
        nombre_sucursal: second.name,
        id_peluquero_sucursal: link2.id,
        activo: '1',
      });
      expect(data.peluquero.id_peluquero).toBe(cast.other.user.id);
    }
  });

  it('refuses another professional and clients; 1002 for a client id asked by an admin', async () => {
    const res = await api(
      t,
      'GET',
      'obtener-sucursales-peluquero',
      { id_peluquero: cast.other.user.id },
      cast.owner.token,
    );
    expect(body(res).data.errorCode).toBe(1001);
    expect(
      body(
        await api(
          t,
          'GET',
          'obtener-sucursales-peluquero',
          { id_peluquero: cast.client.user.id },
          cast.client.token,
        ),
      ).data.errorCode,
    ).toBe(1001);
    expect(
      body(
        await api(
          t,
          'GET',
          'obtener-sucursales-peluquero',
          { id_peluquero: cast.client.user.id },
          cast.admin.token,
        ),
      ).data.errorCode,
    ).toBe(1002);
  });
});

describe('obtener-datos-peluquero and actualizar-datos-peluquero (P/A)', () => {
  it('reads by id_peluquero or id_peluquero_sucursal', async () => {
    const expected = {
      nombre: cast.owner.user.name,
      celular: cast.owner.user.phone,
      funcion: 'peluquero',
    };
    for (const params of [
      { id_peluquero: cast.owner.user.id },
      { id_peluquero_sucursal: cast.link.id },
    ]) {
      for (const token of [cast.owner.token, cast.admin.token]) {
        const res = await api(t, 'GET', 'obtener-datos-peluquero', params, token);
        expect(body(res).data.peluquero).toEqual(expected);
      }
      expect(
        body(await api(t, 'GET', 'obtener-datos-peluquero', params, cast.other.token)).data
          .errorCode,
      ).toBe(1001);
      expect(
        body(await api(t, 'GET', 'obtener-datos-peluquero', params, cast.client.token)).data
          .errorCode,
      ).toBe(1001);
    }
    const none = await api(t, 'GET', 'obtener-datos-peluquero', {}, cast.admin.token);
    expect(body(none).error).toBe(
      'El parámetro id_peluquero o id_peluquero_sucursal es obligatorio.',
    );
  });

  it('updates name and phone of the person and the function of the row', async () => {
    const pro = await createProfessional(t, cast.branch.id);
    const params = {
      id_peluquero_sucursal: pro.link.id,
      nombre: 'Lucía Gómez',
      celular: '5492974111222',
      funcion: 'colorista',
    };
    for (const token of [pro.token, cast.admin.token]) {
      expect((await api(t, 'PUT', 'actualizar-datos-peluquero', params, token)).statusCode).toBe(
        200,
      );
    }
    expect(await getUserById(t.db, pro.user.id)).toMatchObject({
      name: 'Lucía Gómez',
      displayName: 'Lucía Gómez',
      phone: '5492974111222',
    });
    expect((await getProfessionalBranch(t.db, pro.link.id))?.jobTitle).toBe('colorista');
  });

  it.each([
    [{ nombre: 'Ana' }, 'Por favor, complete este campo.'],
    [{ celular: '12ab' }, 'Por favor, ingrese un número de celular válido.'],
    [{ funcion: '' }, 'Complete este campo.'],
    [{ funcion: 'f'.repeat(51) }, 'Máximo 50 caracteres.'],
  ])('rejects %o with %s', async (change, message) => {
    const params = {
      id_peluquero_sucursal: cast.link.id,
      nombre: 'Nombre Válido',
      celular: '5492974111222',
      funcion: 'peluquero',
      ...change,
    };
    expect(
      body(await api(t, 'PUT', 'actualizar-datos-peluquero', params, cast.owner.token)).error,
    ).toBe(message);
  });

  it('refuses a professional of another branch and a client, changing nothing', async () => {
    const params = {
      id_peluquero_sucursal: cast.link.id,
      nombre: 'Intruso Total',
      celular: '5492974111222',
      funcion: 'x',
    };
    for (const who of [cast.other, cast.client]) {
      expect(
        body(await api(t, 'PUT', 'actualizar-datos-peluquero', params, who.token)).data.errorCode,
      ).toBe(1001);
    }
    expect((await getUserById(t.db, cast.owner.user.id))?.name).toBe(cast.owner.user.name);
    expect(
      body(
        await api(
          t,
          'PUT',
          'actualizar-datos-peluquero',
          { ...params, id_peluquero_sucursal: 999999 },
          cast.admin.token,
        ),
      ).data.errorCode,
    ).toBe(1002);
  });
});

describe('actualizar-peluquero-activo and actualizar-rol-admin-peluquero (A)', () => {
  it('toggles the row’s active flag', async () => {
    const pro = await createProfessional(t, cast.branch.id);
    await api(
      t,
      'PUT',
      'actualizar-peluquero-activo',
      { id_peluquero_sucursal: pro.link.id, activo: '0' },
      cast.admin.token,
    );
    expect((await getProfessionalBranch(t.db, pro.link.id))?.active).toBe(false);
    await api(
      t,
      'PUT',
      'actualizar-peluquero-activo',
      { id_peluquero_sucursal: pro.link.id, activo: '1' },
      cast.admin.token,
    );
    expect((await getProfessionalBranch(t.db, pro.link.id))?.active).toBe(true);
    const bad = await api(
      t,
      'PUT',
      'actualizar-peluquero-activo',
      { id_peluquero_sucursal: pro.link.id, activo: 'si' },
      cast.admin.token,
    );
    expect(body(bad).error).toBe('El valor debe ser 0 o 1.');
  });

  it('grants and removes the admin role on the person', async () => {
    const pro = await createProfessional(t, cast.branch.id);
    await api(
      t,
      'PUT',
      'actualizar-rol-admin-peluquero',
      { id_peluquero_sucursal: pro.link.id, activo: '1' },
      cast.admin.token,
    );
    expect((await getUserById(t.db, pro.user.id))?.roles).toEqual(['peluquero', 'peluadmin']);
    await api(
      t,
      'PUT',
      'actualizar-rol-admin-peluquero',
      { id_peluquero_sucursal: pro.link.id, activo: '1' },
      cast.admin.token,
    );
    expect((await getUserById(t.db, pro.user.id))?.roles).toEqual(['peluquero', 'peluadmin']);
    await api(
      t,
      'PUT',
      'actualizar-rol-admin-peluquero',
      { id_peluquero_sucursal: pro.link.id, activo: '0' },
      cast.admin.token,
    );
    expect((await getUserById(t.db, pro.user.id))?.roles).toEqual(['peluquero']);
  });

  it('never lets an admin remove their own admin role (1009)', async () => {
    const self = await createProfessional(t, cast.branch.id, { roles: ['peluquero', 'peluadmin'] });
    const res = await api(
      t,
      'PUT',
      'actualizar-rol-admin-peluquero',
      { id_peluquero_sucursal: self.link.id, activo: '0' },
      self.token,
    );
    expect(res.statusCode).toBe(409);
    expect(body(res).data.errorCode).toBe(1009);
    expect((await getUserById(t.db, self.user.id))?.roles).toContain('peluadmin');
  });

  it('refuses professionals and clients, changing nothing', async () => {
    for (const who of [cast.owner, cast.client]) {
      for (const name of [
        'actualizar-peluquero-activo',
        'actualizar-rol-admin-peluquero',
      ] as const) {
        const res = await api(
          t,
          'PUT',
          name,
          { id_peluquero_sucursal: cast.link.id, activo: name.includes('rol') ? '1' : '0' },
          who.token,
        );
        expect(body(res).data.errorCode).toBe(1001);
      }
    }
    expect((await getProfessionalBranch(t.db, cast.link.id))?.active).toBe(true);
    expect((await getUserById(t.db, cast.owner.user.id))?.roles).toEqual(['peluquero']);
    expect(
      body(
        await api(
          t,
          'PUT',
          'actualizar-peluquero-activo',
          { id_peluquero_sucursal: 999999, activo: '1' },
          cast.admin.token,
        ),
      ).data.errorCode,
    ).toBe(1002);
  });
});

describe('eliminar-peluquero (A)', () => {
  it('removes that link, its days, services, appointments and units; the person stays', async () => {
    const pro = await createProfessional(t, cast.branch.id);
    const service = await createService(t, { duracion: 2, pattern: '11' });
    await createAppointment(t, { link: pro.link, clientId: cast.client.user.id, service });
    const { user } = await createUser(t);
    await createAppointment(t, { link: cast.link, clientId: user.id, service });
    const before = await snapshot(t);
    const res = await api(
      t,
      'DELETE',
      'eliminar-peluquero',
      { id_peluquero_sucursal: pro.link.id },
      cast.admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await snapshot(t)).toEqual({
      ...before,
      professional_branches: before.professional_branches - 1,
      working_days: before.working_days - 7,
      appointments: before.appointments - 1,
      appointment_units: before.appointment_units - 2,
    });
    expect(await getUserById(t.db, pro.user.id)).toBeDefined();
  });

  it('refuses non-admins and deletes nothing', async () => {
    const before = await snapshot(t);
    for (const who of [cast.owner, cast.other, cast.client]) {
      expect(
        body(
          await api(
            t,
            'DELETE',
            'eliminar-peluquero',
            { id_peluquero_sucursal: cast.link.id },
            who.token,
          ),
        ).data.errorCode,
      ).toBe(1001);
    }
    expect(await snapshot(t)).toEqual(before);
    expect(
      body(
        await api(
          t,
          'DELETE',
          'eliminar-peluquero',
          { id_peluquero_sucursal: 999999 },
          cast.admin.token,
        ),
      ).data.errorCode,
    ).toBe(1002);
  });
});
