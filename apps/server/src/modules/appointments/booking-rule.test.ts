import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import {
  appointmentUnits,
  appointments,
  nonWorkingDays,
  professionalBranches,
  professionalServices,
} from '../../db/schema';

// One test per booking rule (ADR 0020), for every write and caller. Studio: Monday–Saturday
// 09:00–13:00 and 16:00–20:00, service '1101' (an hour, 3 active units). The test clock: Monday
// 2026-11-23, 09:00 in Buenos Aires.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

type Conf = Parameters<typeof createStudio>[1];
const row = async (id: number) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0];
const unitsOf = async (id: number) =>
  (await t.db.select().from(appointmentUnits).where(eq(appointmentUnits.appointmentId, id)))
    .map((u) => `${u.fecha}#${u.unit}`)
    .sort();
const outcome = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  errorCode: body(res).data?.errorCode,
});
const REFUSED = { status: 400, errorCode: 1003 };
const ACCEPTED = { status: 200, errorCode: undefined };

const setActive = async (s: Studio, what: 'professional' | 'service', activo: boolean) => {
  if (what === 'professional') {
    await t.db
      .update(professionalBranches)
      .set({ active: activo })
      .where(eq(professionalBranches.id, s.pbId));
  } else {
    await t.db
      .update(professionalServices)
      .set({ active: activo })
      .where(eq(professionalServices.id, s.link.id));
  }
};

/** A booking made before the rule's condition was set up, to be moved by `reprogramar-turno`. */
async function bookToMove(s: Studio, overbooking = false) {
  const res = await api(
    t,
    'POST',
    'reservar-turno',
    reserveParams(s, '2026-11-27', '10:00', overbooking ? { esSobreturno: '1' } : {}),
    overbooking ? s.pro.token : s.client.token,
  );
  expect(res.statusCode).toBe(200);
  return body(res).data.id_turno as number;
}

interface Writer {
  name: string;
  /** set up before the studio's condition (a reschedule needs its appointment first) */
  prepare(s: Studio): Promise<number | undefined>;
  write(
    s: Studio,
    id: number | undefined,
    fecha: string,
    hora: string,
  ): Promise<{
    status: number;
    errorCode: unknown;
  }>;
}

const writers: Writer[] = [
  {
    name: 'a client reserving',
    prepare: async () => undefined,
    write: async (s, _id, fecha, hora) =>
      outcome(
        await api(t, 'POST', 'reservar-turno', reserveParams(s, fecha, hora), s.client.token),
      ),
  },
  {
    name: 'the professional assigning',
    prepare: async () => undefined,
    write: async (s, _id, fecha, hora) =>
      outcome(await api(t, 'POST', 'reservar-turno', reserveParams(s, fecha, hora), s.pro.token)),
  },
  ...(['client', 'pro'] as const).map((who): Writer => ({
    name: who === 'client' ? 'a client rescheduling' : 'the professional rescheduling',
    prepare: (s) => bookToMove(s),
    write: async (s, id, fecha, hora) =>
      outcome(
        await api(
          t,
          'POST',
          'reprogramar-turno',
          { id_turno: id, fecha_nueva: fecha, hora },
          who === 'client' ? s.client.token : s.pro.token,
        ),
      ),
  })),
];

interface Rule {
  name: string;
  conf?: Conf;
  /** after the appointment to move exists */
  arrange?: (s: Studio) => Promise<void>;
  refused: [fecha: string, hora: string];
  /** the nearest request the same rule allows: the refusal is the rule's, nothing else's */
  allowed: [fecha: string, hora: string];
  /** undone before the allowed request (an inactive row made active again) */
  restore?: (s: Studio) => Promise<void>;
}

const rules: Rule[] = [
  { name: 'a past date', refused: ['2026-11-21', '10:00'], allowed: ['2026-11-24', '10:00'] },
  {
    name: 'a start at or before the current minute today',
    arrange: async () => t.clock.set('2026-11-23T13:00:30Z'), // 10:00:30 in Buenos Aires
    refused: ['2026-11-23', '10:00'],
    allowed: ['2026-11-23', '10:15'],
  },
  {
    name: 'beyond dias_agenda_abierta',
    conf: { agendaOpenDays: 7 },
    refused: ['2026-12-01', '10:00'],
    allowed: ['2026-11-30', '10:00'],
  },
  {
    name: 'an inactive weekday (Sunday)',
    refused: ['2026-11-29', '10:00'],
    allowed: ['2026-11-28', '10:00'],
  },
  {
    name: 'a non-working date',
    arrange: async (s) => {
      await t.db
        .insert(nonWorkingDays)
        .values({ professionalBranchId: s.pbId, fecha: '2026-11-25' });
    },
    refused: ['2026-11-25', '10:00'],
    allowed: ['2026-11-26', '10:00'],
  },
  {
    name: 'off the grid (grilla_turnos 30 from the shift start)',
    conf: { gridStep: 30 },
    refused: ['2026-11-24', '09:15'],
    allowed: ['2026-11-24', '09:30'],
  },
  {
    name: 'not on a 15-minute unit',
    refused: ['2026-11-24', '09:10'],
    allowed: ['2026-11-24', '09:15'],
  },
  {
    name: 'outside working hours',
    refused: ['2026-11-24', '21:00'],
    allowed: ['2026-11-24', '19:00'],
  },
  {
    name: 'an active unit past the shift end',
    refused: ['2026-11-24', '12:15'], // its last active unit would be 13:00
    allowed: ['2026-11-24', '12:00'],
  },
  {
    name: 'an inactive professional',
    arrange: (s) => setActive(s, 'professional', false),
    restore: (s) => setActive(s, 'professional', true),
    refused: ['2026-11-24', '10:00'],
    allowed: ['2026-11-24', '10:00'],
  },
  {
    name: 'an inactive service',
    arrange: (s) => setActive(s, 'service', false),
    restore: (s) => setActive(s, 'service', true),
    refused: ['2026-11-24', '10:00'],
    allowed: ['2026-11-24', '10:00'],
  },
];

describe.each(writers)('$name', (writer) => {
  it.each(rules)('refuses $name with 1003 and writes nothing', async (rule) => {
    const s = await createStudio(t, rule.conf ?? {});
    const id = await writer.prepare(s);
    const before = id === undefined ? undefined : { row: await row(id), units: await unitsOf(id) };
    const count = (await t.db.select().from(appointments)).length;
    await rule.arrange?.(s);
    expect(await writer.write(s, id, ...rule.refused)).toEqual(REFUSED);
    expect((await t.db.select().from(appointments)).length).toBe(count);
    if (id !== undefined) {
      expect(await row(id)).toEqual(before?.row);
      expect(await unitsOf(id)).toEqual(before?.units);
    }
    await rule.restore?.(s);
    expect(await writer.write(s, id, ...rule.allowed)).toEqual(ACCEPTED);
  });
});

describe('staff overbooking (esSobreturno): no free-unit check, still a working day', () => {
  const overbook = async (s: Studio, fecha: string, hora: string) =>
    outcome(
      await api(
        t,
        'POST',
        'reservar-turno',
        reserveParams(s, fecha, hora, { esSobreturno: '1' }),
        s.pro.token,
      ),
    );
  const moveOverbooking = async (s: Studio, id: number, fecha: string, hora: string) =>
    outcome(
      await api(
        t,
        'POST',
        'reprogramar-turno',
        { id_turno: id, fecha_nueva: fecha, hora },
        s.pro.token,
      ),
    );

  const cases: {
    name: string;
    conf?: Conf;
    arrange?: (s: Studio) => Promise<void>;
    fecha: string;
    hora: string;
    expected: typeof REFUSED | typeof ACCEPTED;
  }[] = [
    { name: 'an earlier day is refused', fecha: '2026-11-22', hora: '10:00', expected: REFUSED },
    {
      name: 'an hour already past today is accepted (a walk-in)',
      arrange: async () => t.clock.set('2026-11-23T18:00:00Z'), // 15:00 in Buenos Aires
      fecha: '2026-11-23',
      hora: '10:00',
      expected: ACCEPTED,
    },
    {
      name: 'a non-working date is refused',
      arrange: async (s) => {
        await t.db
          .insert(nonWorkingDays)
          .values({ professionalBranchId: s.pbId, fecha: '2026-11-25' });
      },
      fecha: '2026-11-25',
      hora: '10:00',
      expected: REFUSED,
    },
    {
      name: 'an inactive weekday is refused',
      fecha: '2026-11-29',
      hora: '10:00',
      expected: REFUSED,
    },
    {
      name: 'beyond dias_agenda_abierta is refused',
      conf: { agendaOpenDays: 7 },
      fecha: '2026-12-01',
      hora: '10:00',
      expected: REFUSED,
    },
    {
      name: 'ending after 24:00 is refused',
      fecha: '2026-11-24',
      hora: '23:15', // an hour's service: ends 00:15
      expected: REFUSED,
    },
    { name: 'ending at 24:00 is accepted', fecha: '2026-11-24', hora: '23:00', expected: ACCEPTED },
    {
      name: 'off a 15-minute unit is refused',
      fecha: '2026-11-24',
      hora: '10:05',
      expected: REFUSED,
    },
    {
      name: 'outside working hours and off the grid is accepted (the dialog offers every 15 minutes)',
      conf: { gridStep: 60 },
      fecha: '2026-11-24',
      hora: '21:45',
      expected: ACCEPTED,
    },
    {
      name: 'an inactive professional is refused',
      arrange: (s) => setActive(s, 'professional', false),
      fecha: '2026-11-24',
      hora: '10:00',
      expected: REFUSED,
    },
    {
      name: 'an inactive service is refused',
      arrange: (s) => setActive(s, 'service', false),
      fecha: '2026-11-24',
      hora: '10:00',
      expected: REFUSED,
    },
  ];

  it.each(cases)('reserve: $name', async (c) => {
    const s = await createStudio(t, c.conf ?? {});
    await c.arrange?.(s);
    const res = await overbook(s, c.fecha, c.hora);
    expect(res).toEqual(c.expected);
  });

  it.each(cases)('reschedule an overbooking: $name', async (c) => {
    const s = await createStudio(t, c.conf ?? {});
    const id = await bookToMove(s, true);
    await c.arrange?.(s);
    expect(await moveOverbooking(s, id, c.fecha, c.hora)).toEqual(c.expected);
    const moved = await row(id);
    if (c.expected === ACCEPTED) {
      expect(moved).toMatchObject({ fecha: c.fecha, horaInicio: c.hora, overbooking: true });
      expect(await unitsOf(id)).toEqual([]);
    } else {
      expect(moved).toMatchObject({ fecha: '2026-11-27', horaInicio: '10:00' });
    }
  });

  it('lands on taken units without taking them', async () => {
    const s = await createStudio(t);
    expect(
      outcome(
        await api(
          t,
          'POST',
          'reservar-turno',
          reserveParams(s, '2026-11-24', '10:00'),
          s.client.token,
        ),
      ),
    ).toEqual(ACCEPTED);
    const res = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '10:00', { esSobreturno: '1' }),
      s.pro.token,
    );
    expect(outcome(res)).toEqual(ACCEPTED);
    expect(await unitsOf(body(res).data.id_turno as number)).toEqual([]);
  });

  it('a client moving their own overbooking is under the regular rule, and then takes its units', async () => {
    const s = await createStudio(t);
    const id = await bookToMove(s, true);
    const move = (fecha: string, hora: string) =>
      api(
        t,
        'POST',
        'reprogramar-turno',
        { id_turno: id, fecha_nueva: fecha, hora },
        s.client.token,
      );
    expect(outcome(await move('2026-11-24', '21:45'))).toEqual(REFUSED);
    expect(outcome(await move('2026-11-24', '09:10'))).toEqual(REFUSED);
    expect(outcome(await move('2026-11-24', '16:00'))).toEqual(ACCEPTED);
    expect(await row(id)).toMatchObject({ horaInicio: '16:00', overbooking: false });
    expect(await unitsOf(id)).toEqual(['2026-11-24#64', '2026-11-24#65', '2026-11-24#67']);
  });
});

describe('taken vs invalid', () => {
  it('a start the rule allows but someone holds is 1004; the same start off the rule is 1003', async () => {
    const s = await createStudio(t, { gridStep: 30 });
    expect(
      outcome(
        await api(
          t,
          'POST',
          'reservar-turno',
          reserveParams(s, '2026-11-24', '10:00'),
          s.pro.token,
        ),
      ),
    ).toEqual(ACCEPTED);
    const again = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '10:00'),
      s.client.token,
    );
    expect(outcome(again)).toEqual({ status: 409, errorCode: 1004 });
    // 10:15 overlaps too, but is off the 30-minute grid: it could never be booked
    const offGrid = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '10:15'),
      s.client.token,
    );
    expect(outcome(offGrid)).toEqual(REFUSED);
  });
});
