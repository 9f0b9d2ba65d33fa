import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { activeUnits, timeToMinutes } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createClient } from '../../../test/factories';
import { api, linkService } from '../../../test/catalog-factories';
import { createVisitStudio, visitSlots, type VisitStudio } from '../../../test/visit-factories';
import { appointmentUnits, appointments, services } from '../../db/schema';

/**
 * ADR 0093, one booking core: whatever mix of single appointments, overbookings, visits, moves
 * (reschedule, move to a colleague) and cancels every role asks for, after every step no
 * professional holds two active appointments on one unit (overbookings take none), every
 * appointment's stored unit count equals its unit rows, every accepted booking or move was
 * offered by availability at that moment to that caller, and a refused one is a 4xx with a
 * Spanish message, never a 500.
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

type Role = 'cliente' | 'peluquero' | 'peluadmin';
type Svc = 'color' | 'peinado' | 'corte' | 'lavado';
const role = fc.constantFrom<Role>('cliente', 'peluquero', 'peluadmin');
const fecha = fc.constantFrom('2026-11-24', '2026-11-25');
const hora = fc.constantFrom(
  '09:00',
  '09:15',
  '09:30',
  '10:00',
  '10:45',
  '11:00',
  '12:30',
  '16:00',
);
const svc = fc.constantFrom<Svc>('color', 'peinado', 'corte', 'lavado');
const op = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('single' as const),
      by: role,
      client: fc.nat(1),
      svc,
      fecha,
      hora,
      over: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('visit' as const),
      by: role,
      client: fc.nat(1),
      svcs: fc.uniqueArray(svc, { minLength: 2, maxLength: 3 }),
      fecha,
      hora,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      by: role,
      client: fc.nat(1),
      pick: fc.nat(9),
      colleague: fc.boolean(),
      fecha,
      hora,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      by: role,
      client: fc.nat(1),
      pick: fc.nat(9),
    }),
  },
);

interface Cast {
  s: VisitStudio;
  clients: { user: { id: number }; token: string }[];
  /** Lucía also cuts: a single 'corte' can move between Martín and her */
  luciaCorte: { id: number };
}

const tokenOf = (c: Cast, by: Role, client: number) =>
  by === 'peluadmin'
    ? admin.token
    : by === 'peluquero'
      ? c.s.lucia.token
      : (c.clients[client] ?? c.clients[0])?.token;

/** A refusal as the contract wants it: 4xx, the envelope's Spanish message, never a 500. */
function expectRefusal(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const message = body(res).data.message ?? body(res).error ?? '';
  expect(message, res.body).toMatch(/[a-záéíóúñ]{3}/i);
  expect(message, res.body).not.toMatch(/\b(the|error|failed|internal|cannot)\b/i);
}

async function offeredSingle(
  token: string | undefined,
  pbId: number,
  linkId: number,
  day: string,
  extra: Record<string, unknown> = {},
) {
  const res = await api(
    t,
    'GET',
    'obtener-horarios-disponibles',
    {
      id_peluquero_sucursal: pbId,
      id_servicio_de_peluquero_por_sucursal: linkId,
      fecha: day,
      ...extra,
    },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data.horarios as string[];
}

/** The invariants over every appointment of the studio's branch, as stored. */
async function expectInvariants(c: Cast) {
  const rows = await t.db
    .select({
      id: appointments.id,
      professionalId: appointments.professionalId,
      fecha: appointments.fecha,
      horaInicio: appointments.horaInicio,
      overbooking: appointments.overbooking,
      cancelado: appointments.cancelado,
      unitCount: appointments.unitCount,
      pattern: services.pattern,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(eq(appointments.branchId, c.s.branch.id));
  const unitRows = await t.db
    .select({ id: appointmentUnits.appointmentId, unit: appointmentUnits.unit })
    .from(appointmentUnits)
    .innerJoin(appointments, eq(appointments.id, appointmentUnits.appointmentId))
    .where(eq(appointments.branchId, c.s.branch.id));
  const held = new Map<string, number>();
  for (const a of rows) {
    const own = unitRows
      .filter((u) => u.id === a.id)
      .map((u) => u.unit)
      .sort((x, y) => x - y);
    // stored unit count = unit rows (ADR 0076)
    expect(a.unitCount, `appointment ${a.id}`).toBe(own.length);
    if (a.cancelado || a.overbooking) {
      expect(own, `appointment ${a.id}`).toEqual([]);
      continue;
    }
    const expected = activeUnits(timeToMinutes(a.horaInicio), a.pattern);
    expect(own, `appointment ${a.id}`).toEqual([...expected].sort((x, y) => x - y));
    // no professional holds two active appointments on one unit
    for (const u of expected) {
      const key = `${a.professionalId}/${a.fecha}/${u}`;
      expect(held.get(key), `unit ${key} of ${a.id}`).toBeUndefined();
      held.set(key, a.id);
    }
  }
}

type Booked = { client: number } & (
  { kind: 'turno'; id: number } | { kind: 'visita'; id: number; links: number[] }
);

describe('one booking core (ADR 0093)', () => {
  it('any mix of singles, visits, moves and cancels by every role keeps the invariants', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 8 }), async (ops) => {
        t.clock.set('2026-11-23T12:00:00Z');
        const s = await createVisitStudio(t);
        const c: Cast = {
          s,
          clients: [s.client, await createClient(t)],
          luciaCorte: await linkService(t, s.lucia.link.id, s.services.corte.id),
        };
        const pbOf = (k: Svc) => (k === 'color' || k === 'peinado' ? s.lucia : s.martin).link.id;
        const booked: Booked[] = [];
        for (const o of ops) {
          const token = tokenOf(c, o.by, o.client);
          const clientId = (c.clients[o.client] ?? s.client).user.id;
          if (o.kind === 'single') {
            const pbId = pbOf(o.svc);
            const linkId = s.links[o.svc].id;
            const offered = await offeredSingle(token, pbId, linkId, o.fecha);
            const res = await api(
              t,
              'POST',
              'reservar-turno',
              {
                id_cliente: clientId,
                id_peluquero_sucursal: pbId,
                id_servicio_de_peluquero_por_sucursal: linkId,
                fecha: o.fecha,
                hora: o.hora,
                ...(o.over ? { esSobreturno: true } : {}),
              },
              token,
            );
            if (res.statusCode === 200) {
              // an overbooking is the one booking not held to what is offered
              if (!o.over) expect(offered, res.body).toContain(o.hora);
              booked.push({
                client: o.client,
                kind: 'turno',
                id: body(res).data.id_turno as number,
              });
            } else expectRefusal(res);
          } else if (o.kind === 'visit') {
            const links = o.svcs.map((k) => s.links[k].id);
            const offered = await visitSlots(t, s, o.fecha, links, {}, token);
            const res = await api(
              t,
              'POST',
              'reservar-visita',
              {
                id_cliente: clientId,
                id_sucursal: s.branch.id,
                fecha: o.fecha,
                hora: o.hora,
                servicios: links,
              },
              token,
            );
            if (res.statusCode === 200) {
              expect(offered, res.body).toContain(o.hora);
              booked.push({
                client: o.client,
                kind: 'visita',
                id: body(res).data.id_visita as number,
                links,
              });
            } else expectRefusal(res);
          } else {
            const target = booked[o.pick % Math.max(booked.length, 1)];
            if (!target) continue;
            // a client acts on their own booking (client 0) or on someone else's (client 1)
            const actor =
              o.by === 'cliente' ? tokenOf(c, o.by, (target.client + o.client) % 2) : token;
            if (o.kind === 'cancel') {
              const res =
                target.kind === 'turno'
                  ? await api(t, 'DELETE', 'cancelar-turno', { id_turno: target.id }, actor)
                  : await api(t, 'DELETE', 'cancelar-visita', { id_visita: target.id }, actor);
              if (res.statusCode !== 200) expectRefusal(res);
            } else if (target.kind === 'turno') {
              const [a] = await t.db
                .select()
                .from(appointments)
                .where(eq(appointments.id, target.id));
              if (!a) throw new Error('no appointment');
              // to a colleague: the other one who cuts (only 'corte' has one)
              const colleague =
                o.colleague && a.professionalServiceId === s.links.corte.id
                  ? { pbId: s.lucia.link.id, linkId: c.luciaCorte.id }
                  : o.colleague && a.professionalServiceId === c.luciaCorte.id
                    ? { pbId: s.martin.link.id, linkId: s.links.corte.id }
                    : undefined;
              const pbId = colleague?.pbId ?? a.professionalBranchId;
              const offered = await offeredSingle(
                actor,
                pbId,
                colleague?.linkId ?? a.professionalServiceId ?? 0,
                o.fecha,
                { id_turno: a.id },
              );
              const res = await api(
                t,
                'POST',
                'reprogramar-turno',
                {
                  id_turno: a.id,
                  fecha_nueva: o.fecha,
                  hora: o.hora,
                  ...(colleague ? { id_peluquero_sucursal_nuevo: colleague.pbId } : {}),
                },
                actor,
              );
              if (res.statusCode === 200) {
                // staff move an overbooking as one, off what is offered
                if (!a.overbooking || o.by === 'cliente')
                  expect(offered, res.body).toContain(o.hora);
              } else expectRefusal(res);
            } else {
              const offered = await visitSlots(
                t,
                s,
                o.fecha,
                target.links,
                {
                  id_visita: target.id,
                },
                actor,
              );
              const res = await api(
                t,
                'POST',
                'reprogramar-visita',
                { id_visita: target.id, fecha_nueva: o.fecha, hora: o.hora },
                actor,
              );
              if (res.statusCode === 200) expect(offered, res.body).toContain(o.hora);
              else expectRefusal(res);
            }
          }
          await expectInvariants(c);
        }
      }),
      { numRuns: 20 },
    );
  });
});
