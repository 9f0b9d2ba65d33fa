import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import { api, createCast, createProfessional } from '../../../test/catalog-factories';
import { getProfessionalBranch } from '../professionals/professional-branches.queries';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

const conf = (change: Record<string, unknown> = {}) => ({
  id_peluquero_sucursal: cast.link.id,
  tiempo_turno: '60',
  grilla_turnos: '30',
  dias_agenda_abierta: '30',
  permite_gap_entre_turnos: '1',
  gap_entre_turnos: '15',
  ...change,
});
const deposit = (change: Record<string, unknown> = {}) => ({
  id_peluquero_sucursal: cast.link.id,
  tipo_de_cobro_de_reserva: '3',
  valor_de_cobro_de_reserva: '25,555',
  horas_caducidad_reserva_impaga: '24',
  horas_reprogramar_turno: '12',
  ...change,
});

describe('obtener-conf-agenda (public)', () => {
  it('returns the defaults of a new row with every seed field', async () => {
    const pro = await createProfessional(t, cast.branch.id);
    const res = await api(t, 'GET', 'obtener-conf-agenda', { id_peluquero_sucursal: pro.link.id });
    expect(body(res).data.confAgenda).toEqual({
      id_peluquero_sucursal: pro.link.id,
      tiempo_turno: 30,
      grilla_turnos: 15,
      permite_gap_entre_turnos: '1',
      gap_entre_turnos: 15,
      dias_agenda_abierta: '0',
      tipo_de_cobro_de_reserva: 0,
      valor_de_cobro_de_reserva: '0.00',
      horas_caducidad_reserva_impaga: 0,
      horas_reprogramar_turno: 0,
      horas_anticipacion_minima: 0,
      horas_cancelar_turno: 0,
    });
    expect(
      body(await api(t, 'GET', 'obtener-conf-agenda', { id_peluquero_sucursal: 999999 })).data
        .errorCode,
    ).toBe(1002);
  });
});

describe('actualizar-conf-agenda (P/A)', () => {
  it('saves for the owner and for an admin', async () => {
    const res = await api(t, 'PUT', 'actualizar-conf-agenda', conf(), cast.owner.token);
    expect(body(res).data.confAgenda).toMatchObject({
      tiempo_turno: 60,
      grilla_turnos: 30,
      dias_agenda_abierta: '30',
    });
    await api(
      t,
      'PUT',
      'actualizar-conf-agenda',
      conf({ tiempo_turno: 240, grilla_turnos: 60, dias_agenda_abierta: 0 }),
      cast.admin.token,
    );
    expect(await getProfessionalBranch(t.db, cast.link.id)).toMatchObject({
      tiempoTurno: 240,
      gridStep: 60,
      agendaOpenDays: 0,
    });
  });

  it.each([
    [{ tiempo_turno: '' }, 'Seleccione la duración mínima del turno.'],
    [{ tiempo_turno: undefined }, 'Seleccione la duración mínima del turno.'],
    [{ tiempo_turno: '20' }, 'Seleccione la duración mínima del turno.'],
    [{ tiempo_turno: '255' }, 'Seleccione la duración mínima del turno.'],
    [{ grilla_turnos: '' }, 'Seleccione intervalo con el que se mostrarán los turnos.'],
    [{ grilla_turnos: '20' }, 'Seleccione intervalo con el que se mostrarán los turnos.'],
    [
      { tiempo_turno: '30', grilla_turnos: '60' },
      'El valor en grilla de turnos no debe ser mayor a duración del turno.',
    ],
    [
      { tiempo_turno: '75', grilla_turnos: '30' },
      'La grilla no podrá mostrar precisamente los turnos que contiene. Valor en grilla debe ser divisor de duración del turno.',
    ],
    [{ dias_agenda_abierta: '' }, 'Seleccione tiempo de agenda.'],
    [{ dias_agenda_abierta: '10' }, 'Seleccione tiempo de agenda.'],
    [{ gap_entre_turnos: '7' }, 'Seleccione el intervalo entre turnos.'],
    [{ horas_anticipacion_minima: '5' }, 'Seleccione la anticipación mínima.'],
    [{ horas_anticipacion_minima: '-1' }, 'Seleccione la anticipación mínima.'],
  ])('rejects %o with %s and saves nothing', async (change, message) => {
    const before = await getProfessionalBranch(t.db, cast.link.id);
    const res = await api(t, 'PUT', 'actualizar-conf-agenda', conf(change), cast.owner.token);
    expect(body(res)).toMatchObject({ error: message, data: { errorCode: 1003 } });
    expect(await getProfessionalBranch(t.db, cast.link.id)).toEqual(before);
  });

  it('refuses visitors, clients and another branch’s professional', async () => {
    const before = await getProfessionalBranch(t.db, cast.link.id);
    expect(
      body(
        await api(
          t,
          'PUT',
          'actualizar-conf-agenda',
          conf({ tiempo_turno: 45, grilla_turnos: 15 }),
        ),
      ).data.errorCode,
    ).toBe(53);
    for (const who of [cast.client, cast.other]) {
      const res = await api(
        t,
        'PUT',
        'actualizar-conf-agenda',
        conf({ tiempo_turno: 45, grilla_turnos: 15 }),
        who.token,
      );
      expect(body(res).data.errorCode).toBe(1001);
    }
    expect(await getProfessionalBranch(t.db, cast.link.id)).toEqual(before);
  });
});

describe('actualizar-conf-reserva (P/A)', () => {
  it('saves a percentage rounded to two decimals', async () => {
    const res = await api(t, 'PUT', 'actualizar-conf-reserva', deposit(), cast.owner.token);
    expect(body(res).data.confAgenda).toMatchObject({
      tipo_de_cobro_de_reserva: 3,
      valor_de_cobro_de_reserva: '25.56',
      horas_caducidad_reserva_impaga: 24,
      horas_reprogramar_turno: 12,
    });
  });

  it('saves a fixed amount, and the full price without a value', async () => {
    let res = await api(
      t,
      'PUT',
      'actualizar-conf-reserva',
      deposit({ tipo_de_cobro_de_reserva: 2, valor_de_cobro_de_reserva: 1500 }),
      cast.admin.token,
    );
    expect(body(res).data.confAgenda).toMatchObject({
      tipo_de_cobro_de_reserva: 2,
      valor_de_cobro_de_reserva: '1500.00',
    });
    res = await api(
      t,
      'PUT',
      'actualizar-conf-reserva',
      deposit({ tipo_de_cobro_de_reserva: 1, valor_de_cobro_de_reserva: '' }),
      cast.admin.token,
    );
    expect(body(res).data.confAgenda).toMatchObject({
      tipo_de_cobro_de_reserva: 1,
      valor_de_cobro_de_reserva: '0.00',
      horas_caducidad_reserva_impaga: 24,
    });
  });

  it('type 0 resets the value and the expiry to 0 and keeps the reprogram hours', async () => {
    const res = await api(
      t,
      'PUT',
      'actualizar-conf-reserva',
      deposit({
        tipo_de_cobro_de_reserva: '0',
        valor_de_cobro_de_reserva: '50',
        horas_caducidad_reserva_impaga: undefined,
        horas_reprogramar_turno: '72',
      }),
      cast.owner.token,
    );
    expect(body(res).data.confAgenda).toMatchObject({
      tipo_de_cobro_de_reserva: 0,
      valor_de_cobro_de_reserva: '0.00',
      horas_caducidad_reserva_impaga: 0,
      horas_reprogramar_turno: 72,
    });
  });

  it.each([
    [{ tipo_de_cobro_de_reserva: '' }, 'Debe seleccionar un tipo de cobro.'],
    [{ tipo_de_cobro_de_reserva: '4' }, 'Debe seleccionar un tipo de cobro.'],
    [{ valor_de_cobro_de_reserva: '' }, 'Debe especificar un valor.'],
    [{ valor_de_cobro_de_reserva: '0' }, 'Debe especificar un valor.'],
    [{ valor_de_cobro_de_reserva: 'abc' }, 'Debe especificar un valor.'],
    [{ valor_de_cobro_de_reserva: '100' }, 'El porcentaje debe ser mayor a 0 y menor a 100.'],
    [{ valor_de_cobro_de_reserva: '99.999' }, 'El porcentaje debe ser mayor a 0 y menor a 100.'],
    [{ valor_de_cobro_de_reserva: '-5' }, 'El porcentaje debe ser mayor a 0 y menor a 100.'],
    [
      { tipo_de_cobro_de_reserva: '2', valor_de_cobro_de_reserva: '999999999' },
      'El monto debe ser mayor a 0 y menor a 999999999.',
    ],
    [
      { tipo_de_cobro_de_reserva: '2', valor_de_cobro_de_reserva: '-100' },
      'El monto debe ser mayor a 0 y menor a 999999999.',
    ],
    [
      { tipo_de_cobro_de_reserva: '2', valor_de_cobro_de_reserva: undefined },
      'Debe especificar un valor.',
    ],
    [{ horas_caducidad_reserva_impaga: '' }, 'Debe seleccionar un valor.'],
    [{ horas_caducidad_reserva_impaga: '7' }, 'Debe seleccionar un valor.'],
    [{ horas_caducidad_reserva_impaga: undefined }, 'Debe seleccionar un valor.'],
    [{ horas_reprogramar_turno: '' }, 'Debe seleccionar un valor.'],
    [{ horas_reprogramar_turno: '100' }, 'Debe seleccionar un valor.'],
  ])('rejects %o with %s and saves nothing', async (change, message) => {
    const before = await getProfessionalBranch(t.db, cast.link.id);
    const res = await api(t, 'PUT', 'actualizar-conf-reserva', deposit(change), cast.owner.token);
    expect(body(res)).toMatchObject({ error: message, data: { errorCode: 1003 } });
    expect(await getProfessionalBranch(t.db, cast.link.id)).toEqual(before);
  });

  it('refuses visitors, clients and another branch’s professional', async () => {
    const before = await getProfessionalBranch(t.db, cast.link.id);
    expect(body(await api(t, 'PUT', 'actualizar-conf-reserva', deposit())).data.errorCode).toBe(53);
    for (const who of [cast.client, cast.other]) {
      expect(
        body(
          await api(
            t,
            'PUT',
            'actualizar-conf-reserva',
            deposit({ valor_de_cobro_de_reserva: '10' }),
            who.token,
          ),
        ).data.errorCode,
      ).toBe(1001);
    }
    expect(await getProfessionalBranch(t.db, cast.link.id)).toEqual(before);
  });
});

describe('contract §6.4: horas_anticipacion_minima and horas_cancelar_turno', () => {
  it('are saved by their forms, returned by obtener-conf-agenda, and kept when a form omits them', async () => {
    const pb = cast.link.id;
    const saved = await api(
      t,
      'PUT',
      'actualizar-conf-agenda',
      conf({ horas_anticipacion_minima: '24' }),
      cast.owner.token,
    );
    expect(body(saved).data.confAgenda).toMatchObject({ horas_anticipacion_minima: 24 });
    const dep = await api(
      t,
      'PUT',
      'actualizar-conf-reserva',
      deposit({ horas_cancelar_turno: '12' }),
      cast.owner.token,
    );
    expect(body(dep).data.confAgenda).toMatchObject({
      horas_anticipacion_minima: 24,
      horas_cancelar_turno: 12,
    });
    // the seed's forms do not send them: nothing changes
    await api(t, 'PUT', 'actualizar-conf-agenda', conf(), cast.owner.token);
    await api(t, 'PUT', 'actualizar-conf-reserva', deposit(), cast.owner.token);
    const read = await api(t, 'GET', 'obtener-conf-agenda', { id_peluquero_sucursal: pb });
    expect(body(read).data.confAgenda).toMatchObject({
      horas_anticipacion_minima: 24,
      horas_cancelar_turno: 12,
    });
    const bad = await api(
      t,
      'PUT',
      'actualizar-conf-reserva',
      deposit({ horas_cancelar_turno: '7' }),
      cast.owner.token,
    );
    expect(body(bad)).toMatchObject({
      error: 'Debe seleccionar un valor.',
      data: { errorCode: 1003 },
    });
    // back to none, for the other tests of this file
    await api(
      t,
      'PUT',
      'actualizar-conf-agenda',
      conf({ horas_anticipacion_minima: '0' }),
      cast.owner.token,
    );
    await api(
      t,
      'PUT',
      'actualizar-conf-reserva',
      deposit({ horas_cancelar_turno: '0' }),
      cast.owner.token,
    );
  });
});
