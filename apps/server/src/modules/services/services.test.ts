import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import {
  api,
  countRows,
  createAppointment,
  createCast,
  createService,
  linkService,
  snapshot,
} from '../../../test/catalog-factories';
import { getService } from './services.queries';
import { services } from '../../db/schema';
import { eq } from 'drizzle-orm';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

const valid = {
  nombre: 'Corte',
  descripcion: 'Corte y peinado',
  duracion: '3',
  ocupacion: '110',
  precio: '2500,5',
};
const busyRow = async () => (await t.db.select().from(services).where(eq(services.id, 1)))[0];

describe('get-all-servicios / get-servicio (public)', () => {
  it('lists the catalog without the busy service 1', async () => {
    const s = await createService(t, { nombre: 'Brushing' });
    const res = await api(t, 'GET', 'get-all-servicios');
    expect(res.statusCode).toBe(200);
    const list = body(res).data.servicios as { id_servicio: number }[];
    expect(list.map((x) => x.id_servicio)).not.toContain(1);
    expect(list).toContainEqual({
      id_servicio: s.id,
      nombre: 'Brushing',
      descripcion: 'Descripción',
      duracion: 2,
      ocupacion: '11',
      precio: '2500.00',
    });
  });

  it('gets one service; service 1 and unknown ids are 1002', async () => {
    const s = await createService(t);
    const res = await api(t, 'GET', 'get-servicio', { id_servicio: s.id });
    expect(body(res).data.servicio).toMatchObject({ id_servicio: s.id, nombre: s.name });
    for (const id of [1, 999999]) {
      const r = await api(t, 'GET', 'get-servicio', { id_servicio: id });
      expect(r.statusCode).toBe(404);
      expect(body(r).data.errorCode).toBe(1002);
    }
  });
});

describe('crear-servicio (A)', () => {
  it('creates a service with the price normalised to a dot decimal', async () => {
    const res = await api(t, 'POST', 'crear-servicio', valid, cast.admin.token);
    expect(res.statusCode).toBe(200);
    const id = body(res).data.id_servicio as number;
    expect(await getService(t.db, id)).toMatchObject({
      name: 'Corte',
      duracion: 3,
      pattern: '110',
      price: '2500.50',
    });
  });

  it.each([
    [{ nombre: '' }, 'Complete este campo.'],
    [{ nombre: 'n'.repeat(101) }, 'Máximo 100 caracteres.'],
    [{ descripcion: 'd'.repeat(255) }, 'Máximo 254 caracteres.'],
    [{ duracion: '0', ocupacion: '' }, 'La duración debe ser de 1 a 20 módulos de 15 minutos.'],
    [
      { duracion: '21', ocupacion: '1'.repeat(21) },
      'La duración debe ser de 1 a 20 módulos de 15 minutos.',
    ],
    [{ duracion: '2.5' }, 'La duración debe ser de 1 a 20 módulos de 15 minutos.'],
    [{ ocupacion: '000' }, 'Debe seleccionar al menos 1 bloque de tiempo activo.'],
    [{ ocupacion: '11' }, 'Los bloques de tiempo deben coincidir con la duración del servicio.'],
    [{ ocupacion: '1a1' }, 'Los bloques de tiempo deben coincidir con la duración del servicio.'],
    [{ precio: '25,555' }, 'Sólo números y coma. Dos números para centavos.'],
    [{ precio: '-5' }, 'Sólo números y coma. Dos números para centavos.'],
    [{ precio: '1.000,50' }, 'Sólo números y coma. Dos números para centavos.'],
    [{ precio: '123456789012345' }, 'Sólo números y coma. Dos números para centavos.'],
    [{ precio: '' }, 'Complete este campo.'],
  ])('rejects %o with %s', async (change, message) => {
    const before = await countRows(t, 'services');
    const res = await api(t, 'POST', 'crear-servicio', { ...valid, ...change }, cast.admin.token);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ error: message, data: { errorCode: 1003 } });
    expect(await countRows(t, 'services')).toBe(before);
  });

  it('accepts JSON numbers and up to 20 modules', async () => {
    const res = await api(
      t,
      'POST',
      'crear-servicio',
      { nombre: 'Color', duracion: 20, ocupacion: '1'.repeat(20), precio: 1500 },
      cast.admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(body(res).data.servicio).toMatchObject({
      descripcion: '',
      duracion: 20,
      precio: '1500.00',
    });
  });

  it('refuses visitors and non-admins, creating nothing', async () => {
    const before = await snapshot(t);
    expect(body(await api(t, 'POST', 'crear-servicio', valid)).data.errorCode).toBe(53);
    for (const who of [cast.client, cast.owner, cast.other]) {
      expect(body(await api(t, 'POST', 'crear-servicio', valid, who.token)).data.errorCode).toBe(
        1001,
      );
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('editar-servicio and actualizar-precio-servicio (A)', () => {
  it('edits every field', async () => {
    const s = await createService(t);
    const res = await api(
      t,
      'PUT',
      'editar-servicio',
      { id: s.id, ...valid, precio: '99.90' },
      cast.admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await getService(t.db, s.id)).toMatchObject({
      name: 'Corte',
      pattern: '110',
      price: '99.90',
    });
  });

  it('validates edits with the same messages', async () => {
    const s = await createService(t);
    const res = await api(
      t,
      'PUT',
      'editar-servicio',
      { id: s.id, ...valid, ocupacion: '000' },
      cast.admin.token,
    );
    expect(body(res).error).toBe('Debe seleccionar al menos 1 bloque de tiempo activo.');
    expect(await getService(t.db, s.id)).toEqual(s);
  });

  it('changes only the price', async () => {
    const s = await createService(t);
    const res = await api(
      t,
      'PUT',
      'actualizar-precio-servicio',
      { id_servicio: s.id, precio: '3100,75' },
      cast.admin.token,
    );
    expect(body(res).data.servicio).toMatchObject({ precio: '3100.75', nombre: s.name });
    const bad = await api(
      t,
      'PUT',
      'actualizar-precio-servicio',
      { id_servicio: s.id, precio: 'abc' },
      cast.admin.token,
    );
    expect(body(bad).error).toBe('Sólo números y coma. Dos números para centavos.');
  });

  it('never touches service 1 (1002) and answers 1002 for unknown ids', async () => {
    const busy = await busyRow();
    for (const [method, name, params] of [
      ['PUT', 'editar-servicio', { id: 1, ...valid }],
      ['PUT', 'actualizar-precio-servicio', { id_servicio: 1, precio: '10' }],
      ['DELETE', 'eliminar-servicio', { id_servicio: 1 }],
      ['PUT', 'editar-servicio', { id: 999999, ...valid }],
    ] as const) {
      const res = await api(t, method, name, params, cast.admin.token);
      expect(body(res).data.errorCode).toBe(1002);
    }
    expect(await busyRow()).toEqual(busy);
  });

  it('refuses non-admins and changes nothing', async () => {
    const s = await createService(t);
    for (const token of [cast.client.token, cast.owner.token, undefined]) {
      await api(t, 'PUT', 'editar-servicio', { id: s.id, ...valid }, token);
      await api(t, 'PUT', 'actualizar-precio-servicio', { id_servicio: s.id, precio: '1' }, token);
    }
    expect(await getService(t.db, s.id)).toEqual(s);
  });
});

describe('eliminar-servicio (A)', () => {
  it('removes the service, its links, its appointments and their units', async () => {
    const s = await createService(t, { duracion: 3, pattern: '111' });
    const link = await linkService(t, cast.link.id, s.id);
    await createAppointment(t, {
      link: cast.link,
      clientId: cast.client.user.id,
      service: s,
      professionalServiceId: link.id,
    });
    const before = await snapshot(t);
    const res = await api(
      t,
      'DELETE',
      'eliminar-servicio',
      { id_servicio: s.id },
      cast.admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await getService(t.db, s.id)).toBeUndefined();
    expect(await snapshot(t)).toEqual({
      ...before,
      services: before.services - 1,
      professional_services: before.professional_services - 1,
      appointments: before.appointments - 1,
      appointment_units: before.appointment_units - 3,
    });
  });

  it('refuses non-admins and deletes nothing', async () => {
    const s = await createService(t);
    const before = await snapshot(t);
    for (const token of [cast.client.token, cast.owner.token, cast.other.token]) {
      expect(
        body(await api(t, 'DELETE', 'eliminar-servicio', { id_servicio: s.id }, token)).data
          .errorCode,
      ).toBe(1001);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});
