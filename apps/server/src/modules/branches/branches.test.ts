import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import {
  api,
  countRows,
  createAppointment,
  createBranch,
  createCast,
  createProfessional,
  createService,
  snapshot,
} from '../../../test/catalog-factories';
import { getBranch } from './branches.queries';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

describe('get-all-sucursales (public)', () => {
  it('lists every branch with id, nombre and direccion', async () => {
    const res = await api(t, 'GET', 'get-all-sucursales');
    expect(res.statusCode).toBe(200);
    const { sucursales } = body(res).data as {
      sucursales: { id: number; nombre: string; direccion: string }[];
    };
    expect(sucursales).toContainEqual({
      id: cast.branch.id,
      nombre: cast.branch.name,
      direccion: cast.branch.address,
    });
  });
});

describe('crear-sucursal (A)', () => {
  it('creates a branch and returns its id', async () => {
    const res = await api(
      t,
      'POST',
      'crear-sucursal',
      { nombre: 'Centro', direccion: 'San Martín 100' },
      cast.admin.token,
    );
    expect(res.statusCode).toBe(200);
    const data = body(res).data as { status: string; id: number };
    expect(data.status).toBe('created');
    expect(await getBranch(t.db, data.id)).toMatchObject({
      name: 'Centro',
      address: 'San Martín 100',
    });
  });

  it.each([
    [{ direccion: 'x' }, 'Complete este campo.'],
    [{ nombre: '   ', direccion: 'x' }, 'Complete este campo.'],
    [{ nombre: 'a'.repeat(101), direccion: 'x' }, 'Máximo 100 caracteres.'],
    [{ nombre: 'Sur' }, 'Complete este campo.'],
    [{ nombre: 'Sur', direccion: 'd'.repeat(255) }, 'Máximo 254 caracteres.'],
  ])('rejects %o with %s', async (params, message) => {
    const res = await api(t, 'POST', 'crear-sucursal', params, cast.admin.token);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ success: false, error: message, data: { errorCode: 1003 } });
  });

  it('refuses visitors (53) and non-admins (1001), creating nothing', async () => {
    const before = await snapshot(t);
    const params = { nombre: 'Norte', direccion: 'Calle 1' };
    expect(body(await api(t, 'POST', 'crear-sucursal', params)).data.errorCode).toBe(53);
    for (const who of [cast.client, cast.owner, cast.other]) {
      const res = await api(t, 'POST', 'crear-sucursal', params, who.token);
      expect(res.statusCode).toBe(403);
      expect(body(res).data.errorCode).toBe(1001);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('editar-sucursal (A)', () => {
  it('updates name and address', async () => {
    const b = await createBranch(t);
    const res = await api(
      t,
      'PUT',
      'editar-sucursal',
      { id: b.id, nombre: 'Nuevo nombre', direccion: 'Nueva 1' },
      cast.admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await getBranch(t.db, b.id)).toMatchObject({
      name: 'Nuevo nombre',
      address: 'Nueva 1',
    });
  });

  it('validates and answers 1002 for an unknown id', async () => {
    const b = await createBranch(t);
    const bad = await api(
      t,
      'PUT',
      'editar-sucursal',
      { id: b.id, nombre: '', direccion: 'x' },
      cast.admin.token,
    );
    expect(body(bad).error).toBe('Complete este campo.');
    const missing = await api(
      t,
      'PUT',
      'editar-sucursal',
      { id: 999999, nombre: 'Algo', direccion: 'x' },
      cast.admin.token,
    );
    expect(missing.statusCode).toBe(404);
    expect(body(missing).data.errorCode).toBe(1002);
  });

  it('refuses non-admins and changes nothing', async () => {
    const b = await createBranch(t);
    for (const token of [cast.client.token, cast.owner.token, undefined]) {
      const res = await api(
        t,
        'PUT',
        'editar-sucursal',
        { id: b.id, nombre: 'Hackeada', direccion: 'x' },
        token,
      );
      expect(res.statusCode).toBeGreaterThanOrEqual(401);
    }
    expect(await getBranch(t.db, b.id)).toEqual(b);
  });
});

describe('eliminar-sucursal (A)', () => {
  it('removes the branch, its staff links, their appointments and occupied units', async () => {
    const b = await createBranch(t);
    const pro = await createProfessional(t, b.id);
    const service = await createService(t);
    await createAppointment(t, { link: pro.link, clientId: cast.client.user.id, service });
    const kept = await createAppointment(t, {
      link: cast.link,
      clientId: cast.client.user.id,
      service,
      hora: '12:00',
    });
    const before = {
      links: await countRows(t, 'professional_branches'),
      appts: await countRows(t, 'appointments'),
      units: await countRows(t, 'appointment_units'),
      days: await countRows(t, 'working_days'),
    };

    const res = await api(t, 'DELETE', 'eliminar-sucursal', { id: b.id }, cast.admin.token);
    expect(res.statusCode).toBe(200);
    expect(await getBranch(t.db, b.id)).toBeUndefined();
    expect(await countRows(t, 'professional_branches')).toBe(before.links - 1);
    expect(await countRows(t, 'appointments')).toBe(before.appts - 1);
    expect(await countRows(t, 'appointment_units')).toBe(before.units - service.duracion);
    expect(await countRows(t, 'working_days')).toBe(before.days - 7);
    expect(kept.id).toBeGreaterThan(0);
    // the person stays; only the link went
    expect(await countRows(t, 'users')).toBeGreaterThan(0);
    expect(
      body(await api(t, 'DELETE', 'eliminar-sucursal', { id: b.id }, cast.admin.token)).data
        .errorCode,
    ).toBe(1002);
  });

  it('refuses non-admins and deletes nothing', async () => {
    const before = await snapshot(t);
    for (const token of [cast.client.token, cast.owner.token, cast.other.token]) {
      const res = await api(t, 'DELETE', 'eliminar-sucursal', { id: cast.branch.id }, token);
      expect(body(res).data.errorCode).toBe(1001);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('get-peluqueros-por-sucursal (public)', () => {
  it('lists only the active professionals of that branch', async () => {
    const b = await createBranch(t);
    const active = await createProfessional(t, b.id, { funcion: 'colorista' });
    await createProfessional(t, b.id, { activo: false });
    const res = await api(t, 'GET', 'get-peluqueros-por-sucursal', { id_sucursal: b.id });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.peluqueros).toEqual([
      { id_peluquero_sucursal: active.link.id, nombre: active.user.name, funcion: 'colorista' },
    ]);
  });

  it('answers 1002 for an unknown branch and 1003 for a bad id', async () => {
    expect(
      body(await api(t, 'GET', 'get-peluqueros-por-sucursal', { id_sucursal: 999999 })).data
        .errorCode,
    ).toBe(1002);
    const bad = await api(t, 'GET', 'get-peluqueros-por-sucursal', { id_sucursal: 'abc' });
    expect(body(bad).data.errorCode).toBe(1003);
  });
});
