import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import {
  chargeInCash,
  createCounter,
  okData,
  openTill,
  refusal,
  type Counter,
} from '../../../test/counter-factories';
import { appointmentSeries, appointments, professionalBranches } from '../../db/schema';

/**
 * Contract §7.7 (issue 33, ADR 0102): reservar-serie and cancelar-serie. Today (the test clock)
 * is Monday 2026-11-23, 09:00 in Buenos Aires; the studio works Monday–Saturday 09–13 and 16–20.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Turno = { id_turno: number; fecha: string; hora: string; id_serie: number | null };
type Serie = {
  id_serie: number;
  turnos: Turno[];
  no_reservados: { fecha: string; hora: string; motivo: string }[];
};

const admin = (c: Counter) => t.deps.jwt.sign(c.admin.user);
const seriesParams = (c: Counter, extra: Record<string, unknown> = {}) => ({
  id_cliente: c.client.user.id,
  id_peluquero_sucursal: c.pbId,
  id_servicio_de_peluquero_por_sucursal: c.link.id,
  fecha: '2026-11-25',
  hora: '10:00',
  cada_semanas: 4,
  repeticiones: 4,
  ...extra,
});
const reserveSeries = (c: Counter, token: string, extra: Record<string, unknown> = {}) =>
  api(t, 'POST', 'reservar-serie', seriesParams(c, extra), token);

describe('reservar-serie', () => {
  it('books each occurrence that fits and lists the others with the reason', async () => {
    const c = await createCounter(t);
    // 23 Dec closed; 20 Jan 10:00 taken by someone else
    okData(
      await api(
        t,
        'POST',
        'crear-cierre',
        { fecha_desde: '2026-12-23', id_sucursal: c.branch.id, razon: 'Vacaciones' },
        await admin(c),
      ),
    );
    const other = await createUser(t, { roles: ['cliente'] });
    okData(
      await api(
        t,
        'POST',
        'reservar-turno',
        { ...seriesParams(c), id_cliente: other.user.id, fecha: '2027-01-20' },
        c.pro.token,
      ),
    );
    const data = okData(await reserveSeries(c, c.pro.token)) as Serie;
    expect(data.turnos.map((x) => [x.fecha, x.hora, x.id_serie])).toEqual([
      ['2026-11-25', '10:00', data.id_serie],
      ['2027-02-17', '10:00', data.id_serie],
    ]);
    expect(data.no_reservados).toEqual([
      {
        fecha: '2026-12-23',
        hora: '10:00',
        motivo: 'La sucursal está cerrada ese día (Vacaciones).',
      },
      {
        fecha: '2027-01-20',
        hora: '10:00',
        motivo:
          'El horario elegido acaba de ser reservado por otra persona. Por favor, elegí otro horario.',
      },
    ]);
    const [row] = await t.db
      .select()
      .from(appointmentSeries)
      .where(eq(appointmentSeries.id, data.id_serie));
    expect(row).toMatchObject({
      clientId: c.client.user.id,
      professionalBranchId: c.pbId,
      everyWeeks: 4,
      repetitions: 4,
      createdBy: c.pro.user.id,
    });
    // every turno the API answers carries id_serie (the SQL list too)
    const list = okData(
      await api(t, 'GET', 'obtener-turnos-cliente', { ID: c.client.user.id }, await admin(c)),
    ).turnos as Turno[];
    expect(list.map((x) => x.id_serie)).toEqual([data.id_serie, data.id_serie]);
    const day = okData(
      await api(
        t,
        'GET',
        'obtener-turnos-por-fecha',
        { fecha: '2026-11-25', id_peluquero_sucursal: c.pbId },
        c.pro.token,
      ),
    ).turnos as Turno[];
    expect(day.map((x) => x.id_serie)).toEqual([data.id_serie]);
  });

  it('a holiday that closes the studio is skipped with its name', async () => {
    const c = await createCounter(t);
    const token = await admin(c);
    okData(
      await api(
        t,
        'POST',
        'actualizar-opcion',
        { opcion: 'turnos_cerrar_feriados', valor: '1' },
        token,
      ),
    );
    try {
      // Tuesdays from 1 Dec: the 8th is the Inmaculada Concepción
      const data = okData(
        await reserveSeries(c, token, { fecha: '2026-12-01', cada_semanas: 1, repeticiones: 3 }),
      ) as Serie;
      expect(data.turnos.map((x) => x.fecha)).toEqual(['2026-12-01', '2026-12-15']);
      expect(data.no_reservados).toEqual([
        {
          fecha: '2026-12-08',
          hora: '10:00',
          motivo:
            'La sucursal está cerrada ese día (Feriado: Día de la Inmaculada Concepción de María).',
        },
      ]);
    } finally {
      okData(
        await api(
          t,
          'POST',
          'actualizar-opcion',
          { opcion: 'turnos_cerrar_feriados', valor: '0' },
          token,
        ),
      );
    }
  });

  it('the first must fit: else its refusal, nothing booked, no series kept', async () => {
    const c = await createCounter(t);
    const seriesBefore = (await t.db.select().from(appointmentSeries)).length;
    // Sunday: not a working day
    const sunday = await reserveSeries(c, c.pro.token, { fecha: '2026-11-29' });
    expect(refusal(sunday)).toEqual([400, 1003, 'El horario elegido no está disponible.']);
    // off the grid hours
    const late = await reserveSeries(c, c.pro.token, { hora: '21:00' });
    expect(refusal(late)[1]).toBe(1003);
    expect((await t.db.select().from(appointmentSeries)).length).toBe(seriesBefore);
    const booked = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.clientId, c.client.user.id));
    expect(booked).toEqual([]);
  });

  it('is not held to the open-agenda window (staff plan ahead), the rest of the rules hold', async () => {
    const c = await createCounter(t);
    await t.db
      .update(professionalBranches)
      .set({ agendaOpenDays: 7 })
      .where(eq(professionalBranches.id, c.pbId));
    const single = await api(
      t,
      'POST',
      'reservar-turno',
      { ...seriesParams(c), fecha: '2026-12-23' },
      c.pro.token,
    );
    expect(refusal(single)[1]).toBe(1003);
    const data = okData(
      await reserveSeries(c, c.pro.token, { cada_semanas: 1, repeticiones: 6 }),
    ) as Serie;
    expect(data.turnos.map((x) => x.fecha)).toEqual([
      '2026-11-25',
      '2026-12-02',
      '2026-12-09',
      '2026-12-16',
      '2026-12-23',
      '2026-12-30',
    ]);
    expect(data.no_reservados).toEqual([]);
  });

  it('every role: P on their own agenda, A on any; clients, strangers and other professionals refused', async () => {
    const c = await createCounter(t);
    expect(refusal(await reserveSeries(c, c.client.token))[1]).toBe(1001);
    expect(refusal(await reserveSeries(c, c.otherPro.token))[1]).toBe(1001);
    expect(refusal(await api(t, 'POST', 'reservar-serie', seriesParams(c)))[1]).toBe(53);
    const byAdmin = okData(
      await reserveSeries(c, await admin(c), { repeticiones: 2, hora: '11:00' }),
    ) as Serie;
    expect(byAdmin.turnos).toHaveLength(2);
    const byPro = okData(
      await reserveSeries(c, c.pro.token, { repeticiones: 2, hora: '16:00' }),
    ) as Serie;
    expect(byPro.turnos).toHaveLength(2);
    // not a client: 1002
    expect(refusal(await reserveSeries(c, c.pro.token, { id_cliente: c.admin.user.id }))[1]).toBe(
      1002,
    );
    // bounds of cada_semanas and repeticiones
    for (const extra of [
      { cada_semanas: 0 },
      { cada_semanas: 13 },
      { repeticiones: 1 },
      { repeticiones: 27 },
    ]) {
      expect(refusal(await reserveSeries(c, c.pro.token, extra)).slice(0, 2)).toEqual([400, 1003]);
    }
  });
});

describe('cancelar-serie', () => {
  it('cancels the active occurrences from desde (default today), each once', async () => {
    const c = await createCounter(t);
    const data = okData(
      await reserveSeries(c, c.pro.token, { cada_semanas: 1, repeticiones: 4 }),
    ) as Serie;
    const [first, second, third, fourth] = data.turnos;
    // the client cancels the second one herself
    okData(
      await api(t, 'DELETE', 'cancelar-turno', { id_turno: second?.id_turno }, c.client.token),
    );
    const from = await api(
      t,
      'DELETE',
      'cancelar-serie',
      { id_serie: data.id_serie, desde: third?.fecha },
      c.pro.token,
    );
    expect(okData(from)).toEqual({ cancelados: 2 });
    const rows = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.seriesId, data.id_serie));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(first?.id_turno ?? 0)?.cancelado).toBe(false);
    expect(byId.get(second?.id_turno ?? 0)?.canceladoPor).toBe('cliente');
    expect(byId.get(third?.id_turno ?? 0)?.canceladoPor).toBe('profesional');
    expect(byId.get(fourth?.id_turno ?? 0)?.canceladoPor).toBe('profesional');
    expect(rows.every((r) => r.cancelado === (r.unitCount === 0))).toBe(true);
    // again: nothing left from there; from today the admin cancels the first
    expect(
      okData(
        await api(
          t,
          'DELETE',
          'cancelar-serie',
          { id_serie: data.id_serie, desde: third?.fecha },
          c.pro.token,
        ),
      ),
    ).toEqual({ cancelados: 0 });
    expect(
      okData(await api(t, 'DELETE', 'cancelar-serie', { id_serie: data.id_serie }, await admin(c))),
    ).toEqual({ cancelados: 1 });
    const [firstRow] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, first?.id_turno ?? 0));
    expect(firstRow?.canceladoPor).toBe('admin');
  });

  it('keeps an occurrence already charged at the counter and cancels the rest', async () => {
    const c = await createCounter(t);
    const data = okData(
      await reserveSeries(c, c.pro.token, { cada_semanas: 1, repeticiones: 3 }),
    ) as Serie;
    const [first, second, third] = data.turnos.map((x) => x.id_turno);
    const till = await openTill(t, c);
    await chargeInCash(t, c, till, second ?? 0, '100000');
    expect(
      okData(await api(t, 'DELETE', 'cancelar-serie', { id_serie: data.id_serie }, c.pro.token)),
    ).toEqual({ cancelados: 2 });
    const rows = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.seriesId, data.id_serie));
    const cancelled = new Map(rows.map((r) => [r.id, r.cancelado]));
    expect([first, second, third].map((id) => cancelled.get(id ?? 0))).toEqual([true, false, true]);
    expect(rows.find((r) => r.id === second)?.unitCount).toBeGreaterThan(0);
  });

  it('every role: P own, A any; others refused; an unknown series 1002', async () => {
    const c = await createCounter(t);
    const data = okData(await reserveSeries(c, c.pro.token, { repeticiones: 2 })) as Serie;
    const params = { id_serie: data.id_serie };
    expect(refusal(await api(t, 'DELETE', 'cancelar-serie', params, c.client.token))[1]).toBe(1001);
    expect(refusal(await api(t, 'DELETE', 'cancelar-serie', params, c.otherPro.token))[1]).toBe(
      1001,
    );
    expect(refusal(await api(t, 'DELETE', 'cancelar-serie', params))[1]).toBe(53);
    expect(
      refusal(await api(t, 'DELETE', 'cancelar-serie', { id_serie: 999999 }, c.pro.token)),
    ).toEqual([404, 1002, 'La serie no existe.']);
    expect(okData(await api(t, 'DELETE', 'cancelar-serie', params, c.pro.token))).toEqual({
      cancelados: 2,
    });
  });
});
