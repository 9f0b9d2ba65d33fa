import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import {
  chargeInCash,
  createCounter,
  okData,
  openTill,
  refusal,
  type Counter,
} from '../../../test/counter-factories';
import { creditOf, creditPolicy } from '../../../test/credit-factories';
import { appointments, closures, notifications, professionalBranches } from '../../db/schema';

/**
 * Contract §7.6 (issue 33, ADR 0102): obtener-feriados, actualizar-feriado, crear-cierre and
 * eliminar-cierre. Today (the test clock) is Monday 2026-11-23, 09:00 in Buenos Aires — itself a
 * holiday (20 Nov 2026 is a Friday, moved to Monday 23).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Feriado = {
  fecha: string;
  nombre: string;
  tipo: string;
  id_sucursal: number | null;
  abierto: string;
  id_cierre: number | null;
};
type Turno = { id_turno: number; is_cancelado: string; cancelado_por: string | null };

const admin = (c: Counter) => t.deps.jwt.sign(c.admin.user);
const feriados = async (anio: number, extra: Record<string, unknown> = {}) =>
  okData(await api(t, 'GET', 'obtener-feriados', { anio, ...extra })).feriados as Feriado[];
const setCloseHolidays = async (c: Counter, valor: '0' | '1') =>
  okData(
    await api(
      t,
      'POST',
      'actualizar-opcion',
      { opcion: 'turnos_cerrar_feriados', valor },
      await admin(c),
    ),
  );
const slots = async (c: Counter, fecha: string) =>
  okData(
    await api(t, 'GET', 'obtener-horarios-disponibles', {
      id_peluquero_sucursal: c.pbId,
      id_servicio_de_peluquero_por_sucursal: c.link.id,
      fecha,
    }),
  ).horarios as string[];

/** A new client of the studio books `fecha` `hora` by themself. */
async function book(c: Counter, fecha: string, hora: string) {
  const client = await createUser(t, { roles: ['cliente'] });
  const res = await api(
    t,
    'POST',
    'reservar-turno',
    {
      id_cliente: client.user.id,
      id_peluquero_sucursal: c.pbId,
      id_servicio_de_peluquero_por_sucursal: c.link.id,
      fecha,
      hora,
    },
    client.token,
  );
  return { id: okData(res).id_turno as number, client };
}

const closureMessages = (ids: number[]) =>
  t.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.event, 'cierre_sucursal'), inArray(notifications.appointmentId, ids)),
    );

describe('obtener-feriados', () => {
  it('is public and lists 2026’s national holidays with their names, by date', async () => {
    const list = await feriados(2026);
    const holidays = list.filter((f) => f.tipo !== 'cierre');
    expect(holidays.map((f) => f.fecha)).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-03-24',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-05-25',
      '2026-06-15',
      '2026-06-20',
      '2026-07-09',
      '2026-08-17',
      '2026-10-12',
      '2026-11-23',
      '2026-12-08',
      '2026-12-25',
    ]);
    expect(holidays.find((f) => f.fecha === '2026-12-25')).toEqual({
      fecha: '2026-12-25',
      nombre: 'Navidad',
      tipo: 'inamovible',
      id_sucursal: null,
      abierto: '1',
      id_cierre: null,
    });
    expect(holidays.find((f) => f.fecha === '2026-06-15')?.tipo).toBe('trasladable');
  });

  it('refuses a year outside 2000–2100 and a bad branch id (1003)', async () => {
    for (const anio of ['1999', '2101', 'x', '']) {
      const res = await api(t, 'GET', 'obtener-feriados', { anio });
      expect(refusal(res).slice(0, 2)).toEqual([400, 1003]);
    }
    const res = await api(t, 'GET', 'obtener-feriados', { anio: 2026, id_sucursal: 'a' });
    expect(res.statusCode).toBe(400);
  });
});

describe('actualizar-feriado and turnos_cerrar_feriados', () => {
  it('holidays close the studio only with the option on, unless marked open', async () => {
    const c = await createCounter(t);
    const token = await admin(c);
    // 8 Dec 2026 is a Tuesday, a working day of the studio
    expect(await slots(c, '2026-12-08')).not.toEqual([]);
    await setCloseHolidays(c, '1');
    try {
      expect(await slots(c, '2026-12-08')).toEqual([]);
      expect((await feriados(2026)).find((f) => f.fecha === '2026-12-08')?.abierto).toBe('0');
      const open = await api(
        t,
        'PUT',
        'actualizar-feriado',
        { fecha: '2026-12-08', abierto: '1' },
        token,
      );
      expect(okData(open)).toEqual({ fecha: '2026-12-08', abierto: '1' });
      expect(await slots(c, '2026-12-08')).not.toEqual([]);
      expect((await feriados(2026)).find((f) => f.fecha === '2026-12-08')?.abierto).toBe('1');
      okData(
        await api(t, 'PUT', 'actualizar-feriado', { fecha: '2026-12-08', abierto: '0' }, token),
      );
      expect(await slots(c, '2026-12-08')).toEqual([]);
      // a client's booking into it is refused like a non-working date (1003)
      const res = await api(
        t,
        'POST',
        'reservar-turno',
        {
          id_cliente: c.client.user.id,
          id_peluquero_sucursal: c.pbId,
          id_servicio_de_peluquero_por_sucursal: c.link.id,
          fecha: '2026-12-08',
          hora: '10:00',
        },
        c.client.token,
      );
      expect(refusal(res).slice(0, 2)).toEqual([400, 1003]);
    } finally {
      await setCloseHolidays(c, '0');
    }
    expect(await slots(c, '2026-12-08')).not.toEqual([]);
  });

  it('refuses a date that is not a national holiday, and anyone but an admin', async () => {
    const c = await createCounter(t);
    const res = await api(
      t,
      'PUT',
      'actualizar-feriado',
      { fecha: '2026-12-09', abierto: '1' },
      await admin(c),
    );
    expect(refusal(res)).toEqual([400, 1003, 'La fecha no es un feriado nacional.']);
    const params = { fecha: '2026-12-25', abierto: '1' };
    expect(refusal(await api(t, 'PUT', 'actualizar-feriado', params, c.pro.token))[1]).toBe(1001);
    expect(refusal(await api(t, 'PUT', 'actualizar-feriado', params, c.client.token))[1]).toBe(
      1001,
    );
    expect(refusal(await api(t, 'PUT', 'actualizar-feriado', params))[1]).toBe(53);
  });
});

describe('crear-cierre and eliminar-cierre', () => {
  it('closes one branch: its dates offer nothing, other branches keep theirs; removing opens them', async () => {
    const c = await createCounter(t);
    const token = await admin(c);
    const res = await api(
      t,
      'POST',
      'crear-cierre',
      {
        fecha_desde: '2026-11-25',
        fecha_hasta: '2026-11-26',
        id_sucursal: c.branch.id,
        razon: 'Inventario',
      },
      token,
    );
    const { id_cierre, turnos_afectados } = okData(res) as {
      id_cierre: number;
      turnos_afectados: Turno[];
    };
    expect(turnos_afectados).toEqual([]);
    expect(await slots(c, '2026-11-25')).toEqual([]);
    expect(await slots(c, '2026-11-26')).toEqual([]);
    expect(await slots(c, '2026-11-27')).not.toEqual([]);
    const list = await feriados(2026, { id_sucursal: c.branch.id });
    expect(list.filter((f) => f.id_cierre === id_cierre)).toEqual([
      {
        fecha: '2026-11-25',
        nombre: 'Inventario',
        tipo: 'cierre',
        id_sucursal: c.branch.id,
        abierto: '0',
        id_cierre,
      },
      {
        fecha: '2026-11-26',
        nombre: 'Inventario',
        tipo: 'cierre',
        id_sucursal: c.branch.id,
        abierto: '0',
        id_cierre,
      },
    ]);
    // another branch's list does not show it
    const other = await feriados(2026, { id_sucursal: c.otherBranch.id });
    expect(other.some((f) => f.id_cierre === id_cierre)).toBe(false);
    // the branch agenda shows the dates without hours
    const agenda = okData(
      await api(
        t,
        'GET',
        'obtener-agenda-sucursal',
        { id_sucursal: c.branch.id, fecha_desde: '2026-11-25', fecha_hasta: '2026-11-27' },
        token,
      ),
    ) as { profesionales: { dias: { fecha: string; horario: unknown[] }[] }[] };
    const dias = agenda.profesionales[0]?.dias ?? [];
    expect(dias.map((d) => d.horario.length > 0)).toEqual([false, false, true]);
    const removed = await api(t, 'DELETE', 'eliminar-cierre', { id_cierre }, token);
    expect(okData(removed)).toEqual({ id_cierre });
    expect(await slots(c, '2026-11-25')).not.toEqual([]);
    expect(refusal(await api(t, 'DELETE', 'eliminar-cierre', { id_cierre }, token))).toEqual([
      404,
      1002,
      'El cierre no existe.',
    ]);
  });

  it('a studio-wide closure closes every branch', async () => {
    const c = await createCounter(t);
    const token = await admin(c);
    const { id_cierre } = okData(
      await api(
        t,
        'POST',
        'crear-cierre',
        { fecha_desde: '2026-12-02', razon: 'Corte de luz' },
        token,
      ),
    ) as { id_cierre: number };
    expect(await slots(c, '2026-12-02')).toEqual([]);
    const [row] = await t.db.select().from(closures).where(eq(closures.id, id_cierre));
    expect(row).toMatchObject({
      branchId: null,
      fromDate: '2026-12-02',
      toDate: '2026-12-02',
      createdBy: c.admin.user.id,
    });
    okData(await api(t, 'DELETE', 'eliminar-cierre', { id_cierre }, token));
  });

  it('refuses bad ranges, past dates, an unknown branch and a missing reason, writing nothing', async () => {
    const c = await createCounter(t);
    const token = await admin(c);
    const before = (await t.db.select().from(closures)).length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ fecha_desde: '2026-11-22', razon: 'x' }, 1003, 'La fecha no puede ser anterior a hoy.'],
      [
        { fecha_desde: '2026-12-10', fecha_hasta: '2026-12-09', razon: 'x' },
        1003,
        'La fecha de fin no puede ser anterior a la fecha de inicio.',
      ],
      [
        { fecha_desde: '2026-12-01', fecha_hasta: '2027-01-01', razon: 'x' },
        1003,
        'El cierre no puede superar los 31 días.',
      ],
      [{ fecha_desde: '2026-12-01', razon: '  ' }, 1003, 'Complete este campo.'],
      [
        { fecha_desde: '2026-12-01', razon: 'x', accion: 'borrar' },
        1003,
        'La acción debe ser ninguna, avisar o cancelar_y_avisar.',
      ],
      [
        { fecha_desde: '2026-12-01', razon: 'x', id_sucursal: 999999 },
        1002,
        'La sucursal no existe.',
      ],
    ];
    for (const [params, code, message] of cases) {
      const res = await api(t, 'POST', 'crear-cierre', params, token);
      expect(refusal(res).slice(1), JSON.stringify(params)).toEqual([code, message]);
    }
    // 31 dates are fine
    const ok31 = await api(
      t,
      'POST',
      'crear-cierre',
      {
        fecha_desde: '2027-03-01',
        fecha_hasta: '2027-03-31',
        razon: 'Vacaciones',
        id_sucursal: c.otherBranch.id,
      },
      token,
    );
    expect(ok31.statusCode).toBe(200);
    expect((await t.db.select().from(closures)).length).toBe(before + 1);
  });

  it('every role: only an admin creates or removes; everyone reads the year', async () => {
    const c = await createCounter(t);
    const params = { fecha_desde: '2026-12-03', razon: 'x', id_sucursal: c.branch.id };
    for (const token of [c.pro.token, c.client.token]) {
      expect(refusal(await api(t, 'POST', 'crear-cierre', params, token))[1]).toBe(1001);
      expect(refusal(await api(t, 'DELETE', 'eliminar-cierre', { id_cierre: 1 }, token))[1]).toBe(
        1001,
      );
      expect((await api(t, 'GET', 'obtener-feriados', { anio: 2026 }, token)).statusCode).toBe(200);
    }
    expect(refusal(await api(t, 'POST', 'crear-cierre', params))[1]).toBe(53);
    expect(refusal(await api(t, 'DELETE', 'eliminar-cierre', { id_cierre: 1 }))[1]).toBe(53);
    // an admin who is also a professional of the branch
    const proAdmin = await createUser(t, { roles: ['peluadmin', 'peluquero'] });
    const res = await api(t, 'POST', 'crear-cierre', params, proAdmin.token);
    const id = (okData(res) as { id_cierre: number }).id_cierre;
    okData(await api(t, 'DELETE', 'eliminar-cierre', { id_cierre: id }, proAdmin.token));
  });
});

describe('crear-cierre over bookings', () => {
  it('lists the affected ones (not other branches, not other dates) and avisar tells each once', async () => {
    const c = await createCounter(t);
    const a = await book(c, '2026-11-27', '10:00');
    const b = await book(c, '2026-11-27', '16:00');
    const otherDay = await book(c, '2026-11-28', '10:00');
    const res = await api(
      t,
      'POST',
      'crear-cierre',
      {
        fecha_desde: '2026-11-27',
        id_sucursal: c.branch.id,
        razon: 'Fumigación',
        accion: 'avisar',
      },
      await admin(c),
    );
    const data = okData(res) as { turnos_afectados: Turno[] };
    expect(data.turnos_afectados.map((x) => x.id_turno)).toEqual([a.id, b.id]);
    expect(data.turnos_afectados.every((x) => x.is_cancelado === '0')).toBe(true);
    const sent = await closureMessages([a.id, b.id, otherDay.id]);
    expect(sent.map((m) => m.recipient).sort()).toEqual(
      [a.client.user.email, b.client.user.email].sort(),
    );
    expect(sent.every((m) => JSON.parse(m.body).text.includes('Fumigación'))).toBe(true);
    const rows = await t.db
      .select()
      .from(appointments)
      .where(inArray(appointments.id, [a.id, b.id]));
    expect(rows.every((r) => !r.cancelado)).toBe(true);
  });

  it('cancelar_y_avisar cancels each once as the admin, frees its units and turns paid deposits into credit', async () => {
    const c = await createCounter(t);
    await t.db
      .update(professionalBranches)
      .set({ depositType: 2, depositValue: '3000' })
      .where(eq(professionalBranches.id, c.pbId));
    await creditPolicy(t, c, true);
    try {
      const paid = await book(c, '2026-11-30', '10:00');
      okData(
        await api(
          t,
          'PUT',
          'actualizar-estado-reserva-paga',
          { id_turno: paid.id, activo: '1' },
          await admin(c),
        ),
      );
      const unpaid = await book(c, '2026-11-30', '16:00');
      const res = await api(
        t,
        'POST',
        'crear-cierre',
        { fecha_desde: '2026-11-30', razon: 'Duelo', accion: 'cancelar_y_avisar' },
        await admin(c),
      );
      const turnos = (okData(res) as { turnos_afectados: Turno[] }).turnos_afectados;
      expect(turnos.map((x) => [x.id_turno, x.is_cancelado, x.cancelado_por])).toEqual([
        [paid.id, '1', 'admin'],
        [unpaid.id, '1', 'admin'],
      ]);
      expect(await slots(c, '2026-11-30')).toEqual([]);
      const sent = await closureMessages([paid.id, unpaid.id]);
      expect(sent).toHaveLength(2);
      expect(sent.every((m) => JSON.parse(m.body).ics?.method === 'CANCEL')).toBe(true);
      const credit = await creditOf(t, c, paid.client.user.id);
      expect(credit.saldo).toBe('3000.00');
      expect(credit.movimientos.map((m) => m.motivo)).toEqual(['sena_cancelada']);
      expect((await creditOf(t, c, unpaid.client.user.id)).saldo).toBe('0.00');
      // a second closure over the same date cancels nothing twice and grants no credit again
      const again = await api(
        t,
        'POST',
        'crear-cierre',
        { fecha_desde: '2026-11-30', razon: 'Duelo', accion: 'cancelar_y_avisar' },
        await admin(c),
      );
      expect((okData(again) as { turnos_afectados: Turno[] }).turnos_afectados).toEqual([]);
      expect((await creditOf(t, c, paid.client.user.id)).saldo).toBe('3000.00');
      expect(await closureMessages([paid.id, unpaid.id])).toHaveLength(2);
    } finally {
      await creditPolicy(t, c, false);
    }
  });

  it('cancelar_y_avisar keeps an appointment already charged at the counter, lists it and tells its client', async () => {
    const c = await createCounter(t);
    const charged = await book(c, '2026-12-11', '10:00');
    const other = await book(c, '2026-12-11', '16:00');
    const till = await openTill(t, c);
    const cobro = await chargeInCash(t, c, till, charged.id, '100000');
    const res = await api(
      t,
      'POST',
      'crear-cierre',
      {
        fecha_desde: '2026-12-11',
        id_sucursal: c.branch.id,
        razon: 'Corte de luz',
        accion: 'cancelar_y_avisar',
      },
      await admin(c),
    );
    const turnos = (okData(res) as { turnos_afectados: (Turno & { cobrado: string })[] })
      .turnos_afectados;
    expect(turnos.map((x) => [x.id_turno, x.is_cancelado, x.cancelado_por, x.cobrado])).toEqual([
      [charged.id, '0', null, '1'],
      [other.id, '1', 'admin', '0'],
    ]);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, charged.id));
    expect(row?.cancelado).toBe(false);
    expect(row?.unitCount).toBeGreaterThan(0);
    // each client told once: the charged one as with avisar (no cancel invitation)
    const sent = await closureMessages([charged.id, other.id]);
    expect(sent.map((m) => [m.appointmentId, JSON.parse(m.body).ics?.method ?? null])).toEqual(
      expect.arrayContaining([
        [charged.id, null],
        [other.id, 'CANCEL'],
      ]),
    );
    expect(sent).toHaveLength(2);
    expect(sent.every((m) => JSON.parse(m.body).text.includes('Corte de luz'))).toBe(true);
    // the charge stands
    expect(cobro.id_cobro).toBeGreaterThan(0);
  });

  it('removing a closure tells the waitlist of the starts it frees', async () => {
    const c = await createCounter(t);
    const token = await admin(c);
    const { id_cierre } = okData(
      await api(
        t,
        'POST',
        'crear-cierre',
        { fecha_desde: '2026-12-04', id_sucursal: c.branch.id, razon: 'x' },
        token,
      ),
    ) as { id_cierre: number };
    const joined = await api(
      t,
      'POST',
      'anotarse-lista-espera',
      {
        id_cliente: c.client.user.id,
        id_peluquero_sucursal: c.pbId,
        id_servicio_de_peluquero_por_sucursal: c.link.id,
        fecha: '2026-12-04',
      },
      c.client.token,
    );
    expect(joined.statusCode, body(joined).error).toBe(200);
    const freed = () =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.event, 'turno_liberado'),
            eq(notifications.recipient, c.client.user.email),
          ),
        );
    expect(await freed()).toEqual([]);
    okData(await api(t, 'DELETE', 'eliminar-cierre', { id_cierre }, token));
    expect(await freed()).toHaveLength(1);
  });
});
