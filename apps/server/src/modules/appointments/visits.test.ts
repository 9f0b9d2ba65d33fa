import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { DataOf, reservarVisita } from '@turnos/contract';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';
import {
  api,
  createBranch,
  createProfessional,
  linkService,
} from '../../../test/catalog-factories';
import {
  createVisitStudio,
  reserveVisit,
  visitSlots,
  type VisitStudio,
} from '../../../test/visit-factories';
import { appointmentUnits, appointments, notifications, visits } from '../../db/schema';
import { setOption } from '../options/options.queries';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires; visits on Tuesday
const FECHA = '2026-11-24';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type WireTurno = DataOf<typeof reservarVisita>['turnos'][number];
/** The members these tests read of the answers they get. */
interface Answer {
  id_visita: number;
  turnos: WireTurno[];
  monto_reserva: string;
  reserva_paga: string;
  vence: string | null;
  cancelado_por: string | null;
  cantidad: number;
  horarios: string[];
}
const ok = (res: { statusCode: number; json(): unknown }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${body(res).error}`);
  return body(res).data as unknown as Answer;
};
const two = (r: Answer) => {
  const [a, b] = r.turnos;
  if (!a || !b) throw new Error('expected two appointments');
  return [a, b] as const;
};
const idsOf = (r: Answer) => {
  const [a, b] = two(r);
  return [a.id_turno, b.id_turno] as const;
};
const errorOf = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  code: body(res).data?.errorCode as number | undefined,
});
const unitsOf = async (id: number) =>
  (await t.db.select().from(appointmentUnits).where(eq(appointmentUnits.appointmentId, id)))
    .map((u) => u.unit)
    .sort((a, b) => a - b);
const ofClient = (clientId: number) =>
  t.db.select().from(appointments).where(eq(appointments.clientId, clientId));
const messagesOf = (ids: readonly number[], event: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.appointmentId, [...ids]), eq(notifications.event, event)));
const singleSlots = async (pbId: number, linkId: number, fecha = FECHA) =>
  ok(
    await api(t, 'GET', 'obtener-horarios-disponibles', {
      id_peluquero_sucursal: pbId,
      id_servicio_de_peluquero_por_sucursal: linkId,
      fecha,
    }),
  ).horarios as string[];

describe('obtener-horarios-visita', () => {
  it('offers a start only where every service fits back to back under its own rules', async () => {
    const s = await createVisitStudio(t);
    const horarios = await visitSlots(t, s, FECHA, [s.links.color.id, s.links.corte.id]);
    // colour 09:00–10:00 with Lucía, then the cut 10:00–10:30 with Martín
    expect(horarios[0]).toBe('09:00');
    // the cut must end by 13:00: colour 11:30–12:30, cut 12:30–13:00
    expect(horarios).toContain('11:30');
    expect(horarios).not.toContain('11:45');
    expect(horarios).not.toContain('12:00');
    // afternoon: colour 18:30–19:30, cut 19:30–20:00
    expect(horarios).toContain('18:30');
    expect(horarios).not.toContain('18:45');
    // each start is what a single booking of service 1 offers, cut to those where service 2 fits
    const colour = await singleSlots(s.lucia.link.id, s.links.color.id);
    expect(horarios.every((h) => colour.includes(h))).toBe(true);
  });

  it("another professional's booking at the next service's moment removes the start", async () => {
    const s = await createVisitStudio(t);
    const other = await createUser(t, { roles: ['cliente'] });
    ok(
      await api(
        t,
        'POST',
        'reservar-turno',
        {
          id_cliente: other.user.id,
          id_peluquero_sucursal: s.martin.link.id,
          id_servicio_de_peluquero_por_sucursal: s.links.corte.id,
          fecha: FECHA,
          hora: '10:00',
        },
        other.token,
      ),
    );
    const horarios = await visitSlots(t, s, FECHA, [s.links.color.id, s.links.corte.id]);
    // 09:00 would put the cut at 10:00 (Martín's taken), 08:30 is outside hours
    expect(horarios).not.toContain('09:00');
    // 09:30 puts the cut at 10:30 (free), 09:15 at 10:15 (taken)
    expect(horarios).not.toContain('09:15');
    expect(horarios).toContain('09:30');
    // the colour alone is still free at 09:00
    expect(await singleSlots(s.lucia.link.id, s.links.color.id)).toContain('09:00');
    // booking it anyway: 1004 and nothing written
    const before = await t.db.select().from(visits);
    expect(
      errorOf(await reserveVisit(t, s, FECHA, '09:00', [s.links.color.id, s.links.corte.id])),
    ).toEqual({ status: 409, code: 1004 });
    expect(await ofClient(s.client.user.id)).toHaveLength(0);
    expect(await t.db.select().from(visits)).toHaveLength(before.length);
  });

  it("the next service waits for the whole pattern: a gap is never filled by another professional's service", async () => {
    const s = await createVisitStudio(t);
    const r = ok(await reserveVisit(t, s, FECHA, '09:00', [s.links.color.id, s.links.lavado.id]));
    const [colour, wash] = two(r);
    expect([colour.hora, colour.hora_fin, wash.hora, wash.hora_fin]).toEqual([
      '09:00',
      '10:00',
      '10:00',
      '10:15',
    ]);
    // the colour's idle third module (09:30) stays Lucía's own gap: free for her other clients
    expect(await unitsOf(colour.id_turno)).toEqual([36, 37, 39]);
    expect(await singleSlots(s.lucia.link.id, s.links.peinado.id)).toContain('09:30');
    // and Martín is free while the colour runs, the wash taking only 10:00
    expect(await unitsOf(wash.id_turno)).toEqual([40]);
    expect(await singleSlots(s.martin.link.id, s.links.lavado.id)).toContain('09:30');
  });

  it('the same professional doing two in a row: their own gap stays theirs', async () => {
    const s = await createVisitStudio(t);
    const r = ok(await reserveVisit(t, s, FECHA, '09:00', [s.links.color.id, s.links.peinado.id]));
    expect(r.turnos.map((x) => x.hora)).toEqual(['09:00', '10:00']);
    // the gap of the colour is still bookable by another client with Lucía
    expect(await singleSlots(s.lucia.link.id, s.links.peinado.id)).toContain('09:30');
  });

  it('every rule of each service: a non-working day or an inactive link of service 2 offers nothing', async () => {
    const s = await createVisitStudio(t, { martin: { agendaOpenDays: 1 } });
    expect(await visitSlots(t, s, FECHA, [s.links.color.id, s.links.corte.id])).not.toEqual([]);
    // Martín's window ends tomorrow; Lucía's has no limit
    expect(await visitSlots(t, s, '2026-11-26', [s.links.color.id, s.links.corte.id])).toEqual([]);
    expect(
      await visitSlots(t, s, '2026-11-26', [s.links.color.id, s.links.peinado.id]),
    ).not.toEqual([]);
    // Sunday: nobody works
    expect(await visitSlots(t, s, '2026-11-29', [s.links.color.id, s.links.corte.id])).toEqual([]);
  });

  it("the grid binds only the visit's start: service 1's grid, never the next service's (ADR 0088)", async () => {
    // Lucía's grid is 45 minutes and Martín's 60, both from 09:00
    const s = await createVisitStudio(t, {
      lucia: { gridStep: 45 },
      martin: { gridStep: 60 },
    });
    // alone, neither service starts off its professional's grid
    expect(await singleSlots(s.martin.link.id, s.links.corte.id)).not.toContain('10:45');
    expect(await singleSlots(s.lucia.link.id, s.links.color.id)).not.toContain('09:30');
    const horarios = await visitSlots(t, s, FECHA, [s.links.color.id, s.links.corte.id]);
    expect(horarios).toContain('09:00'); // cut at 10:00
    expect(horarios).toContain('09:45'); // cut at 10:45, off Martín's grid: a chained start
    expect(horarios).not.toContain('09:15'); // off Lucía's grid, service 1's
    expect(horarios).not.toContain('09:30');
    // the other way round, Martín's grid binds the visit's start and Lucía's binds nothing
    const reverse = await visitSlots(t, s, FECHA, [s.links.corte.id, s.links.color.id]);
    expect(reverse).toContain('09:00'); // colour at 09:30, off Lucía's grid
    expect(reverse.every((h) => h.endsWith(':00'))).toBe(true);
    // reservar-visita accepts the chained start off its grid, and refuses a visit start off
    // service 1's grid (1003), nothing written
    const r = ok(await reserveVisit(t, s, FECHA, '09:00', [s.links.corte.id, s.links.color.id]));
    expect(r.turnos.map((x) => [x.hora, x.hora_fin])).toEqual([
      ['09:00', '09:30'],
      ['09:30', '10:30'],
    ]);
    expect(
      errorOf(await reserveVisit(t, s, FECHA, '16:30', [s.links.corte.id, s.links.color.id])),
    ).toEqual({ status: 400, code: 1003 });
    expect(await ofClient(s.client.user.id)).toHaveLength(2);
  });
});

describe('reservar-visita', () => {
  it('books every appointment in one visit, with the server deciding times, prices and deposits', async () => {
    const s = await createVisitStudio(t, {
      lucia: {
        depositType: 3,
        depositValue: '10.00',
        expiryHours: 24,
      },
      martin: {
        depositType: 2,
        depositValue: '1000.00',
        expiryHours: 6,
      },
    });
    const res = await t.call({
      method: 'POST',
      url: '/wp-json/turnos/v1/reservar-visita',
      token: s.client.token,
      payload: {
        id_cliente: s.client.user.id,
        id_sucursal: s.branch.id,
        fecha: FECHA,
        hora: '09:00',
        servicios: [String(s.links.color.id), s.links.corte.id],
        // ignored
        precio: '1',
        monto_reserva: '0',
      },
    });
    const r = ok(res);
    expect(r.turnos).toHaveLength(2);
    const [colour, cut] = two(r);
    expect(colour).toMatchObject({
      id_visita: r.id_visita,
      nombre_servicio: 'Coloración',
      hora: '09:00',
      hora_fin: '10:00',
      precio: '8000.00',
      monto_reserva: '800.00',
      reserva_paga: '0',
      id_peluquero_sucursal: s.lucia.link.id,
    });
    expect(cut).toMatchObject({
      id_visita: r.id_visita,
      nombre_servicio: 'Corte',
      hora: '10:00',
      hora_fin: '10:30',
      precio: '5000.00',
      monto_reserva: '1000.00',
      reserva_paga: '0',
      id_peluquero_sucursal: s.martin.link.id,
    });
    expect(r.monto_reserva).toBe('1800.00');
    expect(r.reserva_paga).toBe('0');
    // the visit expires as a whole, at the soonest of its deposits' expiries (6 h)
    expect(r.vence).toBe(new Date(t.clock.now.getTime() + 6 * 3_600_000).toISOString());
    expect(colour.vence).toBe(r.vence);
    expect(cut.vence).toBe(r.vence);
    expect(await unitsOf(colour.id_turno)).toEqual([36, 37, 39]);
    expect(await unitsOf(cut.id_turno)).toEqual([40, 41]);
    // and every list shows the visit id
    const mine = ok(
      await api(t, 'GET', 'obtener-turnos-cliente', { ID: s.client.user.id }, s.client.token),
    );
    expect(mine.turnos.map((x) => x.id_visita)).toEqual([r.id_visita, r.id_visita]);
  });

  it('without deposits the visit is paid and never expires', async () => {
    const s = await createVisitStudio(t);
    const r = ok(await reserveVisit(t, s, FECHA, '16:00', [s.links.corte.id, s.links.color.id]));
    expect(r).toMatchObject({ monto_reserva: '0.00', reserva_paga: '1', vence: null });
    expect(r.turnos.map((x) => x.hora)).toEqual(['16:00', '16:30']);
  });

  it('a start the visit rule does not allow is 1003, a taken one 1004; nothing written either way', async () => {
    const s = await createVisitStudio(t);
    const pair = [s.links.color.id, s.links.corte.id];
    expect(errorOf(await reserveVisit(t, s, FECHA, '12:00', pair))).toEqual({
      status: 400,
      code: 1003,
    });
    expect(errorOf(await reserveVisit(t, s, FECHA, '09:05', pair))).toEqual({
      status: 400,
      code: 1003,
    });
    ok(await reserveVisit(t, s, FECHA, '09:00', pair));
    const other = await createUser(t, { roles: ['cliente'] });
    expect(
      errorOf(await reserveVisit(t, s, FECHA, '09:30', pair, other.token, other.user.id)),
    ).toEqual({ status: 409, code: 1004 });
    expect(await ofClient(other.user.id)).toHaveLength(0);
  });

  it('counts once toward the active limit, and obtener-turnos-activos-cliente counts it once', async () => {
    const s = await createVisitStudio(t);
    await setOption(t.db, 'turnos_cant_max_turnos_permitidos', '2');
    try {
      ok(await reserveVisit(t, s, FECHA, '09:00', [s.links.color.id, s.links.corte.id]));
      const activos = ok(
        await api(
          t,
          'GET',
          'obtener-turnos-activos-cliente',
          { ID: s.client.user.id },
          s.client.token,
        ),
      );
      expect(activos.turnos).toHaveLength(2);
      expect(activos.cantidad).toBe(1);
      // a second visit is the second booking: allowed
      ok(await reserveVisit(t, s, FECHA, '16:00', [s.links.color.id, s.links.corte.id]));
      // a third booking of any kind is over the limit
      expect(
        errorOf(
          await reserveVisit(t, s, '2026-11-25', '09:00', [s.links.color.id, s.links.corte.id]),
        ),
      ).toEqual({ status: 409, code: 1005 });
      const single = await api(
        t,
        'POST',
        'reservar-turno',
        {
          id_cliente: s.client.user.id,
          id_peluquero_sucursal: s.martin.link.id,
          id_servicio_de_peluquero_por_sucursal: s.links.lavado.id,
          fecha: '2026-11-25',
          hora: '09:00',
        },
        s.client.token,
      );
      expect(errorOf(single)).toEqual({ status: 409, code: 1005 });
    } finally {
      await setOption(t.db, 'turnos_cant_max_turnos_permitidos', '0');
    }
  });

  it('one nuevo_turno message for the visit, listing each service with its professional and time', async () => {
    const s = await createVisitStudio(t);
    const r = ok(await reserveVisit(t, s, FECHA, '09:00', [s.links.color.id, s.links.corte.id]));
    const ids = idsOf(r);
    const sent = await messagesOf(ids, 'nuevo_turno');
    // one per enabled channel (e-mail by default), not one per service
    expect(sent.filter((m) => m.channel === 'email')).toHaveLength(1);
    const text = JSON.parse(sent[0]?.body ?? '{}').text as string;
    const lucia = two(r)[0].nombre_peluquero;
    const martin = two(r)[1].nombre_peluquero;
    expect(text).toContain(`Coloración (09:00, ${lucia}) y Corte (10:00, ${martin})`);
    expect(text).toContain(`${lucia} y ${martin}`);
  });
});

describe('reservar-visita: hostile input', () => {
  let s: VisitStudio;
  beforeAll(async () => {
    s = await createVisitStudio(t);
  });
  const tryWith = (servicios: unknown) =>
    api(
      t,
      'POST',
      'reservar-visita',
      {
        id_cliente: s.client.user.id,
        id_sucursal: s.branch.id,
        fecha: FECHA,
        hora: '09:00',
        servicios,
      },
      s.client.token,
    );

  it.each([
    ['a duplicate', () => [s.links.color.id, s.links.color.id]],
    ['one service', () => [s.links.color.id]],
    [
      'five services',
      () => [s.links.color.id, s.links.corte.id, s.links.peinado.id, s.links.lavado.id, 999],
    ],
    ['non-numeric', () => 'a,b'],
    ['a decimal', () => `${s.links.color.id}.0,${s.links.corte.id}`],
    ['an empty list', () => ''],
    ['an object', () => ({ a: 1 })],
    ['nested arrays', () => [[s.links.color.id], [s.links.corte.id]]],
    ['negative ids', () => `-${s.links.color.id},${s.links.corte.id}`],
  ])('%s: 1003 and nothing written', async (_, value) => {
    const res = await tryWith(value());
    expect(errorOf(res)).toEqual({ status: 400, code: 1003 });
    expect(body(res).error).toMatch(/servicio/i);
    expect(await ofClient(s.client.user.id)).toHaveLength(0);
  });

  it('a service of another branch: 1003; one that does not exist: 1002', async () => {
    const elsewhere = await createBranch(t);
    const pro = await createProfessional(t, elsewhere.id);
    const link = await linkService(t, pro.link.id, s.services.corte.id);
    expect(errorOf(await tryWith([s.links.color.id, link.id]))).toEqual({
      status: 400,
      code: 1003,
    });
    expect(errorOf(await tryWith([s.links.color.id, 2_000_000_000]))).toEqual({
      status: 404,
      code: 1002,
    });
    expect(
      errorOf(
        await api(t, 'GET', 'obtener-horarios-visita', {
          id_sucursal: s.branch.id,
          fecha: FECHA,
          servicios: `${s.links.color.id},${link.id}`,
        }),
      ),
    ).toEqual({ status: 400, code: 1003 });
    expect(await ofClient(s.client.user.id)).toHaveLength(0);
  });

  it('obtener-horarios-visita refuses the same hostile lists', async () => {
    for (const servicios of ['1', '1,1', '1,2,3,4,5', 'x,y', '']) {
      const res = await api(t, 'GET', 'obtener-horarios-visita', {
        id_sucursal: s.branch.id,
        fecha: FECHA,
        servicios,
      });
      expect(errorOf(res)).toEqual({ status: 400, code: 1003 });
    }
  });
});

describe('visit roles', () => {
  it('a client books only for themself (1001); staff need every professional of the visit', async () => {
    const s = await createVisitStudio(t);
    const pair = [s.links.color.id, s.links.corte.id];
    const other = await createUser(t, { roles: ['cliente'] });
    expect(
      errorOf(await reserveVisit(t, s, FECHA, '09:00', pair, other.token, s.client.user.id)),
    ).toEqual({ status: 403, code: 1001 });
    // Lucía owns the colour's row, not Martín's
    expect(
      errorOf(await reserveVisit(t, s, FECHA, '09:00', pair, s.lucia.token, s.client.user.id)),
    ).toEqual({ status: 403, code: 1001 });
    expect(await ofClient(s.client.user.id)).toHaveLength(0);
    // an admin books for the client (no deposit asked of staff bookings)
    const admin = await createUser(t, { roles: ['peluadmin'] });
    const r = ok(await reserveVisit(t, s, FECHA, '09:00', pair, admin.token, s.client.user.id));
    expect(r.reserva_paga).toBe('1');
    // a professional doing both services books for the client
    const solo = ok(
      await reserveVisit(
        t,
        s,
        FECHA,
        '16:00',
        [s.links.color.id, s.links.peinado.id],
        s.lucia.token,
        s.client.user.id,
      ),
    );
    expect(solo.turnos).toHaveLength(2);
    // anonymous: 401
    expect(
      (
        await api(t, 'POST', 'reservar-visita', {
          id_cliente: s.client.user.id,
          id_sucursal: s.branch.id,
          fecha: FECHA,
          hora: '11:00',
          servicios: pair,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('reprogramar-visita and cancelar-visita: the client own, an admin, a professional of every appointment; 1001 otherwise', async () => {
    const s = await createVisitStudio(t);
    const r = ok(await reserveVisit(t, s, FECHA, '09:00', [s.links.color.id, s.links.corte.id]));
    const other = await createUser(t, { roles: ['cliente'] });
    for (const token of [other.token, s.lucia.token, s.martin.token]) {
      expect(
        errorOf(
          await api(
            t,
            'POST',
            'reprogramar-visita',
            { id_visita: r.id_visita, fecha_nueva: FECHA, hora: '16:00' },
            token,
          ),
        ),
      ).toEqual({ status: 403, code: 1001 });
      expect(
        errorOf(await api(t, 'DELETE', 'cancelar-visita', { id_visita: r.id_visita }, token)),
      ).toEqual({ status: 403, code: 1001 });
    }
    const rows = await ofClient(s.client.user.id);
    expect(rows.every((a) => a.horaInicio < '11:00' && !a.cancelado)).toBe(true);
    expect(
      errorOf(
        await api(t, 'DELETE', 'cancelar-visita', { id_visita: 2_000_000_000 }, s.client.token),
      ),
    ).toEqual({
      status: 404,
      code: 1002,
    });
    const admin = await createUser(t, { roles: ['peluadmin'] });
    const moved = ok(
      await api(
        t,
        'POST',
        'reprogramar-visita',
        { id_visita: r.id_visita, fecha_nueva: FECHA, hora: '16:00' },
        admin.token,
      ),
    );
    expect(moved.turnos.map((x) => x.hora)).toEqual(['16:00', '17:00']);
    const cancelled = ok(
      await api(t, 'DELETE', 'cancelar-visita', { id_visita: r.id_visita }, admin.token),
    );
    expect(cancelled.cancelado_por).toBe('admin');
  });
});

describe('reprogramar-visita and cancelar-visita', () => {
  it('moves every appointment at once, its own units counting as free, with one message', async () => {
    const s = await createVisitStudio(t);
    const r = ok(await reserveVisit(t, s, FECHA, '09:00', [s.links.color.id, s.links.corte.id]));
    const ids = idsOf(r);
    // 15 minutes later overlaps its own units: allowed, as availability with id_visita says
    const offered = await visitSlots(
      t,
      s,
      FECHA,
      [s.links.color.id, s.links.corte.id],
      { id_visita: r.id_visita },
      s.client.token,
    );
    // someone else naming the visit gets no such favour
    const other = await createUser(t, { roles: ['cliente'] });
    expect(
      await visitSlots(
        t,
        s,
        FECHA,
        [s.links.color.id, s.links.corte.id],
        { id_visita: r.id_visita },
        other.token,
      ),
    ).not.toContain('09:15');
    expect(offered).toContain('09:15');
    expect(await visitSlots(t, s, FECHA, [s.links.color.id, s.links.corte.id])).not.toContain(
      '09:15',
    );
    const moved = ok(
      await api(
        t,
        'POST',
        'reprogramar-visita',
        { id_visita: r.id_visita, fecha_nueva: FECHA, hora: '09:15' },
        s.client.token,
      ),
    );
    expect(moved.turnos.map((x) => [x.hora, x.hora_fin])).toEqual([
      ['09:15', '10:15'],
      ['10:15', '10:45'],
    ]);
    expect(await unitsOf(ids[0])).toEqual([37, 38, 40]);
    expect(await unitsOf(ids[1])).toEqual([41, 42]);
    expect(await messagesOf(ids, 'reprogramar_turno')).toHaveLength(1);
    // a taken next service refuses the whole move, nothing changes
    ok(
      await api(
        t,
        'POST',
        'reservar-turno',
        {
          id_cliente: other.user.id,
          id_peluquero_sucursal: s.martin.link.id,
          id_servicio_de_peluquero_por_sucursal: s.links.lavado.id,
          fecha: '2026-11-25',
          hora: '10:00',
        },
        other.token,
      ),
    );
    expect(
      errorOf(
        await api(
          t,
          'POST',
          'reprogramar-visita',
          { id_visita: r.id_visita, fecha_nueva: '2026-11-25', hora: '09:00' },
          s.client.token,
        ),
      ),
    ).toEqual({ status: 409, code: 1004 });
    expect(await unitsOf(ids[0])).toEqual([37, 38, 40]);
    // one of its appointments alone can be neither moved nor cancelled
    expect(
      errorOf(
        await api(
          t,
          'POST',
          'reprogramar-turno',
          { id_turno: ids[1], fecha_nueva: FECHA, hora: '16:00' },
          s.client.token,
        ),
      ),
    ).toEqual({ status: 409, code: 1009 });
    expect(
      errorOf(await api(t, 'DELETE', 'cancelar-turno', { id_turno: ids[1] }, s.client.token)),
    ).toEqual({ status: 409, code: 1009 });
  });

  it('a client obeys horas_reprogramar_turno for the visit', async () => {
    const s = await createVisitStudio(t, { lucia: { rescheduleHours: 48 } });
    const r = ok(await reserveVisit(t, s, FECHA, '09:00', [s.links.color.id, s.links.corte.id]));
    expect(
      errorOf(
        await api(
          t,
          'POST',
          'reprogramar-visita',
          { id_visita: r.id_visita, fecha_nueva: FECHA, hora: '16:00' },
          s.client.token,
        ),
      ),
    ).toEqual({ status: 409, code: 1009 });
  });

  it('cancels every appointment, frees every unit, sends one message; twice is 1009', async () => {
    const s = await createVisitStudio(t);
    const r = ok(await reserveVisit(t, s, FECHA, '09:00', [s.links.color.id, s.links.corte.id]));
    const ids = idsOf(r);
    const c = ok(
      await api(t, 'DELETE', 'cancelar-visita', { id_visita: r.id_visita }, s.client.token),
    );
    expect(c).toEqual({ id_visita: r.id_visita, cancelado_por: 'cliente' });
    const rows = await ofClient(s.client.user.id);
    expect(rows.every((a) => a.cancelado && a.canceladoPor === 'cliente')).toBe(true);
    expect(await unitsOf(ids[0])).toEqual([]);
    expect(await unitsOf(ids[1])).toEqual([]);
    expect(await messagesOf(ids, 'cancelar_turno')).toHaveLength(1);
    expect(await visitSlots(t, s, FECHA, [s.links.color.id, s.links.corte.id])).toContain('09:00');
    expect(
      errorOf(
        await api(t, 'DELETE', 'cancelar-visita', { id_visita: r.id_visita }, s.client.token),
      ),
    ).toEqual({ status: 409, code: 1009 });
  });

  it('a visit that has started can no longer be changed', async () => {
    const s = await createVisitStudio(t);
    const r = ok(
      await reserveVisit(t, s, '2026-11-23', '10:00', [s.links.color.id, s.links.corte.id]),
    );
    const saved = t.clock.now;
    t.clock.set(new Date(saved.getTime() + 2 * 3_600_000));
    try {
      expect(
        errorOf(
          await api(t, 'DELETE', 'cancelar-visita', { id_visita: r.id_visita }, s.client.token),
        ),
      ).toEqual({ status: 409, code: 1009 });
    } finally {
      t.clock.set(saved);
    }
  });
});
