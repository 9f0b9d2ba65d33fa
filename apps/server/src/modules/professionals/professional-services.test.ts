import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import {
  api,
  createAppointment,
  createCast,
  createService,
  linkService,
  snapshot,
} from '../../../test/catalog-factories';
import { getLink } from './professional-services.queries';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

type Linked = { id_servicio_de_peluquero_por_sucursal: number; activo: string };
const linked = async (token?: string) =>
  body(
    await api(
      t,
      'GET',
      'obtener-servicios-asociados',
      { id_peluquero_sucursal: cast.link.id },
      token,
    ),
  ).data.serviciosPeluquero as Linked[];

describe('obtener-servicios-asociados', () => {
  it('shows visitors, clients and other professionals the active links only; the owner and admins see all', async () => {
    const on = await createService(t, {
      nombre: 'A activo',
      duracion: 1,
      pattern: '1',
      precio: '100.00',
    });
    const off = await createService(t, { nombre: 'B inactivo' });
    const onLink = await linkService(t, cast.link.id, on.id);
    const offLink = await linkService(t, cast.link.id, off.id, false);
    for (const token of [undefined, cast.client.token, cast.other.token]) {
      const list = await linked(token);
      expect(list.map((s) => s.id_servicio_de_peluquero_por_sucursal)).toContain(onLink.id);
      expect(list.map((s) => s.id_servicio_de_peluquero_por_sucursal)).not.toContain(offLink.id);
    }
    for (const token of [cast.owner.token, cast.admin.token]) {
      const ids = (await linked(token)).map((s) => s.id_servicio_de_peluquero_por_sucursal);
      expect(ids).toEqual(expect.arrayContaining([onLink.id, offLink.id]));
    }
    expect(await linked()).toContainEqual({
      id_servicio_de_peluquero_por_sucursal: onLink.id,
      id_servicio: on.id,
      nombre: 'A activo',
      descripcion: 'Descripción',
      duracion: 1,
      precio: '100.00',
      ocupacion: '1',
      activo: '1',
    });
  });

  it('never lists service 1, even if linked by hand', async () => {
    await linkService(t, cast.link.id, 1);
    expect(
      (await linked(cast.admin.token)).map(
        (s) => (s as unknown as { id_servicio: number }).id_servicio,
      ),
    ).not.toContain(1);
  });

  it('answers 1002 for an unknown row', async () => {
    expect(
      body(await api(t, 'GET', 'obtener-servicios-asociados', { id_peluquero_sucursal: 999999 }))
        .data.errorCode,
    ).toBe(1002);
  });
});

describe('agregar-servicio-peluquero (P/A)', () => {
  it('links a service for the owner and for an admin', async () => {
    for (const token of [cast.owner.token, cast.admin.token]) {
      const s = await createService(t);
      const res = await api(
        t,
        'POST',
        'agregar-servicio-peluquero',
        { id_peluquero_sucursal: cast.link.id, id_servicio: s.id },
        token,
      );
      expect(res.statusCode).toBe(200);
      const id = body(res).data.id_servicio_de_peluquero_por_sucursal as number;
      expect(await getLink(t.db, id)).toMatchObject({
        professionalBranchId: cast.link.id,
        serviceId: s.id,
        active: true,
      });
    }
  });

  it('refuses a duplicate (1003), service 1 and unknown services (1002)', async () => {
    const s = await createService(t);
    const params = { id_peluquero_sucursal: cast.link.id, id_servicio: s.id };
    await api(t, 'POST', 'agregar-servicio-peluquero', params, cast.owner.token);
    const dup = await api(t, 'POST', 'agregar-servicio-peluquero', params, cast.owner.token);
    expect(body(dup)).toMatchObject({
      error: 'El servicio ya está asociado a este profesional.',
      data: { errorCode: 1003 },
    });
    for (const id_servicio of [1, 999999]) {
      const res = await api(
        t,
        'POST',
        'agregar-servicio-peluquero',
        { ...params, id_servicio },
        cast.admin.token,
      );
      expect(body(res).data.errorCode).toBe(1002);
    }
  });

  it('refuses visitors, clients and another branch’s professional, linking nothing', async () => {
    const s = await createService(t);
    const before = await snapshot(t);
    const params = { id_peluquero_sucursal: cast.link.id, id_servicio: s.id };
    expect(body(await api(t, 'POST', 'agregar-servicio-peluquero', params)).data.errorCode).toBe(
      53,
    );
    for (const who of [cast.client, cast.other]) {
      expect(
        body(await api(t, 'POST', 'agregar-servicio-peluquero', params, who.token)).data.errorCode,
      ).toBe(1001);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('actualizar-servicio-peluquero-activo (P/A)', () => {
  it('toggles a link; another professional is refused; a foreign link is 1002', async () => {
    const s = await createService(t);
    const link = await linkService(t, cast.link.id, s.id);
    const params = {
      id_peluquero_sucursal: cast.link.id,
      id_servicio_de_peluquero_por_sucursal: link.id,
    };
    await api(
      t,
      'PUT',
      'actualizar-servicio-peluquero-activo',
      { ...params, activo: '0' },
      cast.owner.token,
    );
    expect((await getLink(t.db, link.id))?.active).toBe(false);
    await api(
      t,
      'PUT',
      'actualizar-servicio-peluquero-activo',
      { ...params, activo: '1' },
      cast.admin.token,
    );
    expect((await getLink(t.db, link.id))?.active).toBe(true);
    for (const who of [cast.other, cast.client]) {
      const res = await api(
        t,
        'PUT',
        'actualizar-servicio-peluquero-activo',
        { ...params, activo: '0' },
        who.token,
      );
      expect(body(res).data.errorCode).toBe(1001);
    }
    // the other professional naming their own row with this link: not theirs
    const foreign = await api(
      t,
      'PUT',
      'actualizar-servicio-peluquero-activo',
      {
        id_peluquero_sucursal: cast.other.link.id,
        id_servicio_de_peluquero_por_sucursal: link.id,
        activo: '0',
      },
      cast.other.token,
    );
    expect(body(foreign).data.errorCode).toBe(1002);
    expect((await getLink(t.db, link.id))?.active).toBe(true);
  });
});

describe('eliminar-servicio-peluquero (P/A)', () => {
  it('unlinks and deletes that service’s appointments with this professional at this branch', async () => {
    const s = await createService(t, { duracion: 3, pattern: '101' });
    const link = await linkService(t, cast.link.id, s.id);
    await createAppointment(t, {
      link: cast.link,
      clientId: cast.client.user.id,
      service: s,
      professionalServiceId: link.id,
    });
    await createAppointment(t, {
      link: cast.link,
      clientId: cast.client.user.id,
      service: s,
      hora: '15:00',
    });
    const otherLink = await linkService(t, cast.other.link.id, s.id);
    await createAppointment(t, {
      link: cast.other.link,
      clientId: cast.client.user.id,
      service: s,
      professionalServiceId: otherLink.id,
    });
    const before = await snapshot(t);
    const res = await api(
      t,
      'DELETE',
      'eliminar-servicio-peluquero',
      { id_peluquero_sucursal: cast.link.id, id_servicio_de_peluquero_por_sucursal: link.id },
      cast.owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await getLink(t.db, link.id)).toBeUndefined();
    expect(await snapshot(t)).toEqual({
      ...before,
      professional_services: before.professional_services - 1,
      appointments: before.appointments - 2,
      appointment_units: before.appointment_units - 6,
    });
  });

  it('refuses another professional and clients, deleting nothing; 1002 for a link of another row', async () => {
    const s = await createService(t);
    const link = await linkService(t, cast.link.id, s.id);
    await createAppointment(t, {
      link: cast.link,
      clientId: cast.client.user.id,
      service: s,
      professionalServiceId: link.id,
      hora: '18:00',
    });
    const before = await snapshot(t);
    const params = {
      id_peluquero_sucursal: cast.link.id,
      id_servicio_de_peluquero_por_sucursal: link.id,
    };
    for (const who of [cast.other, cast.client]) {
      expect(
        body(await api(t, 'DELETE', 'eliminar-servicio-peluquero', params, who.token)).data
          .errorCode,
      ).toBe(1001);
    }
    const foreign = await api(
      t,
      'DELETE',
      'eliminar-servicio-peluquero',
      { ...params, id_peluquero_sucursal: cast.other.link.id },
      cast.other.token,
    );
    expect(body(foreign).data.errorCode).toBe(1002);
    expect(await snapshot(t)).toEqual(before);
  });
});
