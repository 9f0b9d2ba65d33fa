import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin } from '../../../test/factories';
import { api, linkService } from '../../../test/catalog-factories';
import { createVisitStudio, type VisitStudio } from '../../../test/visit-factories';
import { appointments } from '../../db/schema';
import { releaseUnpaid } from '../payments/release.service';

/**
 * ADR 0076: every appointment's `unitCount` equals the number of `appointment_units` rows it owns,
 * whatever wrote or deleted them — single bookings (client and staff), overbookings, visits,
 * reschedules (an overbooking moved by its client takes units), moves to another professional,
 * visit reschedules, cancellations (an appointment's and a visit's), busy blocks and their
 * removal, and the release of unpaid deposits (one or every expired one). The report's occupied
 * minutes, now summed from that column, equal 15 × the unit rows the report used to join.
 */
// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires
let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

const DAYS = ['2026-11-24', '2026-11-25'] as const;
/** 09:00 … 19:45: both shifts and the lunch gap (refused starts are part of the sequence too) */
const slot = fc.integer({ min: 36, max: 79 });
const hora = (unit: number) =>
  `${String(Math.floor(unit / 4)).padStart(2, '0')}:${String((unit % 4) * 15).padStart(2, '0')}`;
const day = fc.constantFrom(...DAYS);
const pick = fc.nat(1_000);

type Op =
  | { kind: 'book'; link: number; fecha: string; unit: number; byClient: boolean }
  | { kind: 'overbook'; link: number; fecha: string; unit: number }
  | { kind: 'visit'; combo: number; fecha: string; unit: number; byClient: boolean }
  | { kind: 'reschedule'; pick: number; fecha: string; unit: number; byClient: boolean }
  | { kind: 'move'; pick: number; fecha: string; unit: number }
  | { kind: 'rescheduleVisit'; pick: number; fecha: string; unit: number }
  | { kind: 'cancel'; pick: number; byClient: boolean }
  | { kind: 'cancelVisit'; pick: number }
  | { kind: 'busy'; pro: number; fecha: string; unit: number }
  | { kind: 'expire'; pick: number; all: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('book' as const),
    link: fc.nat(4),
    fecha: day,
    unit: slot,
    byClient: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('overbook' as const), link: fc.nat(4), fecha: day, unit: slot }),
  fc.record({
    kind: fc.constant('visit' as const),
    combo: fc.nat(2),
    fecha: day,
    unit: slot,
    byClient: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('reschedule' as const),
    pick,
    fecha: day,
    unit: slot,
    byClient: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('move' as const), pick, fecha: day, unit: slot }),
  fc.record({ kind: fc.constant('rescheduleVisit' as const), pick, fecha: day, unit: slot }),
  fc.record({ kind: fc.constant('cancel' as const), pick, byClient: fc.boolean() }),
  fc.record({ kind: fc.constant('cancelVisit' as const), pick }),
  fc.record({ kind: fc.constant('busy' as const), pro: fc.nat(1), fecha: day, unit: slot }),
  fc.record({ kind: fc.constant('expire' as const), pick, all: fc.boolean() }),
);

/** A studio of two professionals who both do colour (so a colour appointment can move). */
async function studio() {
  const s = await createVisitStudio(t, {
    // Lucía charges a 10 % deposit that expires in 24 h: her client bookings start unpaid
    lucia: {
      depositType: 3,
      depositValue: '10.00',
      expiryHours: 24,
    },
  });
  const martinColor = await linkService(t, s.martin.link.id, s.services.color.id);
  const links = [
    { pbId: s.lucia.link.id, linkId: s.links.color.id },
    { pbId: s.lucia.link.id, linkId: s.links.peinado.id },
    { pbId: s.martin.link.id, linkId: s.links.corte.id },
    { pbId: s.martin.link.id, linkId: s.links.lavado.id },
    { pbId: s.martin.link.id, linkId: martinColor.id },
  ];
  const combos = [
    [s.links.color.id, s.links.corte.id],
    [s.links.peinado.id, s.links.lavado.id],
    [s.links.corte.id, s.links.color.id, s.links.lavado.id],
  ];
  return { s, links, combos };
}

/** This branch's appointments and visits, as the operations pick them. */
async function branchRows(s: VisitStudio) {
  const rows = await t.db
    .select({
      id: appointments.id,
      visitId: appointments.visitId,
      pbId: appointments.professionalBranchId,
      cancelado: appointments.cancelado,
    })
    .from(appointments)
    .where(eq(appointments.branchId, s.branch.id))
    .orderBy(appointments.id);
  const open = rows.filter((r) => !r.cancelado);
  return {
    singles: open.filter((r) => r.visitId === null),
    visits: [...new Set(open.flatMap((r) => (r.visitId === null ? [] : [r.visitId])))],
    all: rows,
  };
}

const at = <T>(list: readonly T[], i: number): T | undefined =>
  list.length === 0 ? undefined : list[i % list.length];

/**
 * A start of a visit: one of those `obtener-horarios-visita` offers (picked by `unit`), or the
 * raw `unit` when none is offered (then refused, which is part of the sequence too).
 */
async function offeredStart(
  s: VisitStudio,
  fecha: string,
  unit: number,
  servicios: readonly (number | null)[],
  extra: Record<string, unknown> = {},
) {
  const res = await api(
    t,
    'GET',
    'obtener-horarios-visita',
    {
      id_sucursal: s.branch.id,
      fecha,
      servicios: servicios.join(','),
      ...extra,
    },
    admin.token,
  );
  const offered = res.statusCode === 200 ? (body(res).data.horarios as string[]) : [];
  return at(offered, unit) ?? hora(unit);
}

/** Runs one operation; answers whether it changed anything (an accepted call). */
async function run(o: Op, ctx: Awaited<ReturnType<typeof studio>>): Promise<boolean> {
  const { s, links, combos } = ctx;
  const client = { token: s.client.token, id: s.client.user.id };
  const accepted = (res: { statusCode: number }) => res.statusCode === 200;
  switch (o.kind) {
    case 'book':
    case 'overbook': {
      const link = links[o.link];
      if (!link) return false;
      const overbook = o.kind === 'overbook';
      const params = {
        id_cliente: client.id,
        id_peluquero_sucursal: link.pbId,
        id_servicio_de_peluquero_por_sucursal: link.linkId,
        fecha: o.fecha,
        hora: hora(o.unit),
        ...(overbook ? { esSobreturno: '1' } : {}),
      };
      const token = !overbook && o.byClient ? client.token : admin.token;
      return accepted(await api(t, 'POST', 'reservar-turno', params, token));
    }
    case 'visit': {
      const servicios = combos[o.combo];
      if (!servicios) return false;
      const params = {
        id_cliente: client.id,
        id_sucursal: s.branch.id,
        fecha: o.fecha,
        hora: await offeredStart(s, o.fecha, o.unit, servicios),
        servicios,
      };
      const token = o.byClient ? client.token : admin.token;
      return accepted(await api(t, 'POST', 'reservar-visita', params, token));
    }
    case 'reschedule':
    case 'move': {
      const { singles } = await branchRows(s);
      const a = at(singles, o.pick);
      if (!a) return false;
      const other = a.pbId === s.lucia.link.id ? s.martin.link.id : s.lucia.link.id;
      const params = {
        id_turno: a.id,
        fecha_nueva: o.fecha,
        hora: hora(o.unit),
        ...(o.kind === 'move' ? { id_peluquero_sucursal_nuevo: other } : {}),
      };
      const token = o.kind === 'reschedule' && o.byClient ? client.token : admin.token;
      return accepted(await api(t, 'POST', 'reprogramar-turno', params, token));
    }
    case 'rescheduleVisit': {
      const visitId = at((await branchRows(s)).visits, o.pick);
      if (visitId === undefined) return false;
      const servicios = (
        await t.db
          .select({ link: appointments.professionalServiceId })
          .from(appointments)
          .where(eq(appointments.visitId, visitId))
          .orderBy(appointments.horaInicio, appointments.id)
      ).map((r) => r.link);
      const start = await offeredStart(s, o.fecha, o.unit, servicios, { id_visita: visitId });
      const params = { id_visita: visitId, fecha_nueva: o.fecha, hora: start };
      return accepted(await api(t, 'POST', 'reprogramar-visita', params, admin.token));
    }
    case 'cancel': {
      // busy blocks too: cancelling one deletes it
      const a = at((await branchRows(s)).singles, o.pick);
      if (!a) return false;
      const token = o.byClient ? client.token : admin.token;
      return accepted(await api(t, 'DELETE', 'cancelar-turno', { id_turno: a.id }, token));
    }
    case 'cancelVisit': {
      const visitId = at((await branchRows(s)).visits, o.pick);
      if (visitId === undefined) return false;
      return accepted(
        await api(t, 'DELETE', 'cancelar-visita', { id_visita: visitId }, admin.token),
      );
    }
    case 'busy': {
      const params = {
        id_peluquero_sucursal: o.pro === 0 ? s.lucia.link.id : s.martin.link.id,
        fecha: o.fecha,
        hora: hora(o.unit),
      };
      return accepted(await api(t, 'POST', 'marcar-ocupado', params, admin.token));
    }
    case 'expire': {
      if (o.all) {
        // every unpaid deposit past its expiry, 25 h from now
        const later = new Date(t.clock.now.getTime() + 25 * 3_600_000);
        return (await releaseUnpaid(t.db, { expiredBefore: later }, later, t.deps.log)).length > 0;
      }
      const a = at((await branchRows(s)).all, o.pick);
      if (!a) return false;
      return (await releaseUnpaid(t.db, { id: a.id }, t.clock.now, t.deps.log)).length > 0;
    }
  }
}

/** The rows of a raw statement (both drivers answer `{ rows }`). */
const rowsOf = async <Row>(query: SQL) =>
  ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The branch's appointments whose stored count differs from their unit rows. */
async function mismatches(branchId: number) {
  return rowsOf<{ id: number; unitCount: number; rows: number }>(sql`
    select a.id, a.unit_count, count(u.appointment_id)::int as rows
    from ${appointments} a left join appointment_units u on u.appointment_id = a.id
    where a.branch_id = ${branchId}
    group by a.id, a.unit_count
    having a.unit_count <> count(u.appointment_id)`);
}

/** The report's occupied minutes as it read them before ADR 0076: units ⋈ appointments. */
async function joinedMinutes(s: VisitStudio) {
  const rows = await rowsOf<{ pb: number; units: number }>(sql`
    select a.professional_branch_id as pb, count(*)::int as units
    from appointment_units u join ${appointments} a on a.id = u.appointment_id
    where a.branch_id = ${s.branch.id} and not a.cancelado
      and a.fecha between ${DAYS[0]} and ${DAYS[1]} and u.fecha between ${DAYS[0]} and ${DAYS[1]}
    group by 1`);
  return new Map(rows.map((r) => [Number(r.pb), 15 * Number(r.units)]));
}

/** On a fresh studio, each of these is accepted (singles and visits are picked in id order). */
const EVERY_KIND: Op[] = [
  // Lucía's colour by the client: a 10 % deposit, unpaid (appointment 1)
  { kind: 'book', link: 0, fecha: DAYS[0], unit: 40, byClient: true },
  // Martín's colour by the admin (appointment 2), then an overbooking on his 09:00 (3)
  { kind: 'book', link: 4, fecha: DAYS[0], unit: 36, byClient: false },
  { kind: 'overbook', link: 2, fecha: DAYS[0], unit: 36 },
  { kind: 'visit', combo: 0, fecha: DAYS[1], unit: 0, byClient: false },
  // appointment 2 to 17:00, then to Lucía at 18:00
  { kind: 'reschedule', pick: 1, fecha: DAYS[0], unit: 68, byClient: false },
  { kind: 'move', pick: 1, fecha: DAYS[0], unit: 72 },
  { kind: 'rescheduleVisit', pick: 0, fecha: DAYS[1], unit: 3 },
  { kind: 'busy', pro: 1, fecha: DAYS[0], unit: 79 },
  // the overbooking
  { kind: 'cancel', pick: 2, byClient: false },
  // appointment 1's deposit
  { kind: 'expire', pick: 0, all: true },
  { kind: 'cancelVisit', pick: 0 },
];

describe('appointments.unitCount', () => {
  it('equals its unit rows after any sequence of writes; the report reads the same minutes as the join', async () => {
    const done = new Map<Op['kind'], number>();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        t.clock.set('2026-11-23T12:00:00Z');
        const ctx = await studio();
        for (const o of ops) {
          if (await run(o, ctx)) done.set(o.kind, (done.get(o.kind) ?? 0) + 1);
          expect(await mismatches(ctx.s.branch.id), JSON.stringify(o)).toEqual([]);
        }
        const res = await api(
          t,
          'GET',
          'obtener-reporte',
          { fecha_desde: DAYS[0], fecha_hasta: DAYS[1], id_sucursal: ctx.s.branch.id },
          admin.token,
        );
        expect(res.statusCode, res.body).toBe(200);
        const rows = body(res).data.por_profesional as {
          id_peluquero_sucursal: number;
          minutos_reservados: number;
        }[];
        const joined = await joinedMinutes(ctx.s);
        for (const r of rows) {
          expect(r.minutos_reservados, `pb ${r.id_peluquero_sucursal}`).toBe(
            joined.get(r.id_peluquero_sucursal) ?? 0,
          );
        }
      }),
      // besides the random sequences, one written to succeed at every kind of write, so the check
      // below never depends on the draw (a move needs a colour appointment and a free colleague)
      { numRuns: 30, examples: [[EVERY_KIND]] },
    );
    // the sequences did exercise every kind of write (a test that cannot fail is a defect)
    for (const kind of [
      'book',
      'overbook',
      'visit',
      'reschedule',
      'move',
      'rescheduleVisit',
      'cancel',
      'cancelVisit',
      'busy',
      'expire',
    ] as const) {
      expect(done.get(kind) ?? 0, kind).toBeGreaterThan(0);
    }
  });

  it('an overbooking owns no units; moved by its client it takes them, and the count follows', async () => {
    const ctx = await studio();
    const link = ctx.links[2];
    if (!link) throw new Error('no link');
    const over = await api(
      t,
      'POST',
      'reservar-turno',
      {
        id_cliente: ctx.s.client.user.id,
        id_peluquero_sucursal: link.pbId,
        id_servicio_de_peluquero_por_sucursal: link.linkId,
        fecha: DAYS[0],
        hora: '10:00',
        esSobreturno: '1',
      },
      admin.token,
    );
    expect(over.statusCode, over.body).toBe(200);
    const id = body(over).data.id_turno as number;
    const count = async () =>
      (
        await t.db
          .select({ n: appointments.unitCount })
          .from(appointments)
          .where(eq(appointments.id, id))
      )[0]?.n;
    expect(await count()).toBe(0);
    const moved = await api(
      t,
      'POST',
      'reprogramar-turno',
      { id_turno: id, fecha_nueva: DAYS[1], hora: '11:00' },
      ctx.s.client.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // the cut ('11') takes two units
    expect(await count()).toBe(2);
    expect(await mismatches(ctx.s.branch.id)).toEqual([]);
  });
});
