import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, count, eq, inArray } from 'drizzle-orm';
import { addDays, minutesToTime } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';
import { api, createAppointment, snapshot } from '../../../test/catalog-factories';
import { createVisitStudio, reserveVisit, type VisitStudio } from '../../../test/visit-factories';
import { appointmentUnits, appointments, nonWorkingDays, notifications } from '../../db/schema';
import { PAST_DATE } from './non-working-days.service';

/**
 * Contract §4.4 `agregar-dia-no-laborable` over existing bookings (issue 29 item 2, ADR 0089):
 * the answer lists the date's affected appointments, `accion` tells or cancels them, past dates
 * are refused. Today (the test clock) is Monday 2026-11-23, 09:00 in Buenos Aires.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Turno = {
  id_turno: number;
  id_visita: number | null;
  hora_inicio: string;
  is_cancelado: string;
  cancelado_por: string | null;
};

const addDayOff = (
  s: VisitStudio,
  params: Record<string, unknown>,
  token: string = s.lucia.token,
) =>
  api(
    t,
    'POST',
    'agregar-dia-no-laborable',
    { id_peluquero_sucursal: s.lucia.link.id, ...params },
    token,
  );

/** A client of their own (no active limit shared) books one of the studio's links. */
async function book(
  s: VisitStudio,
  link: { id: number },
  professionalBranchId: number,
  fecha: string,
  hora: string,
  staffToken?: string,
) {
  const client = await createUser(t, { roles: ['cliente'] });
  const res = await api(
    t,
    'POST',
    'reservar-turno',
    {
      id_cliente: client.user.id,
      id_peluquero_sucursal: professionalBranchId,
      id_servicio_de_peluquero_por_sucursal: link.id,
      fecha,
      hora,
      ...(staffToken ? { esSobreturno: '1' } : {}),
    },
    staffToken ?? client.token,
  );
  expect(res.statusCode, body(res).error).toBe(200);
  return { id: body(res).data.id_turno as number, client };
}

async function bookVisit(s: VisitStudio, fecha: string, hora: string) {
  const client = await createUser(t, { roles: ['cliente'] });
  const res = await reserveVisit(
    t,
    s,
    fecha,
    hora,
    [s.links.color.id, s.links.corte.id],
    client.token,
    client.user.id,
  );
  expect(res.statusCode, body(res).error).toBe(200);
  const turnos = body(res).data.turnos as Turno[];
  return {
    visitId: body(res).data.id_visita as number,
    ids: turnos.map((x) => x.id_turno),
    client,
  };
}

const messages = (event: string, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.event, event), inArray(notifications.appointmentId, ids)));

const allMessages = async () => (await t.db.select({ n: count() }).from(notifications))[0]?.n ?? 0;

const rowsOf = (ids: number[]) =>
  t.db.select().from(appointments).where(inArray(appointments.id, ids));

const unitsOf = async (ids: number[]) =>
  (
    await t.db
      .select({ n: count() })
      .from(appointmentUnits)
      .where(inArray(appointmentUnits.appointmentId, ids))
  )[0]?.n ?? 0;

/**
 * On Wednesday 2026-11-25 at Lucía's: a visit (her colour 09:00 + Martín's cut 10:00), two
 * singles (10:00 and 16:00), an overbooking (10:00) — the affected ones — and what is not:
 * a cancelled one, her busy block, her appointment the next day, Martín's own single.
 */
async function busyDay(s: VisitStudio, fecha: string) {
  const visit = await bookVisit(s, fecha, '09:00');
  const morning = await book(s, s.links.color, s.lucia.link.id, fecha, '10:00');
  const afternoon = await book(s, s.links.peinado, s.lucia.link.id, fecha, '16:00');
  const overbooking = await book(
    s,
    s.links.peinado,
    s.lucia.link.id,
    fecha,
    '10:00',
    s.lucia.token,
  );
  const cancelled = await book(s, s.links.peinado, s.lucia.link.id, fecha, '17:00');
  const cancel = await api(
    t,
    'DELETE',
    'cancelar-turno',
    { id_turno: cancelled.id },
    cancelled.client.token,
  );
  expect(cancel.statusCode).toBe(200);
  const busy = await api(
    t,
    'POST',
    'marcar-ocupado',
    { id_peluquero_sucursal: s.lucia.link.id, fecha, hora: '18:00' },
    s.lucia.token,
  );
  expect(busy.statusCode, body(busy).error).toBe(200);
  const [busyRow] = await t.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(eq(appointments.professionalBranchId, s.lucia.link.id), eq(appointments.serviceId, 1)),
    );
  const nextDay = await book(s, s.links.peinado, s.lucia.link.id, addDays(fecha, 1), '10:00');
  const martins = await book(s, s.links.lavado, s.martin.link.id, fecha, '12:00');
  const [visitColor = 0, visitCut = 0] = visit.ids;
  return {
    visit,
    visitColor,
    visitCut,
    morning,
    afternoon,
    overbooking,
    affected: [visitColor, morning.id, overbooking.id, afternoon.id],
    untouched: [cancelled.id, busyRow?.id ?? 0, nextDay.id, martins.id],
  };
}

const FECHA = '2026-11-25';

describe('agregar-dia-no-laborable over bookings', () => {
  it('lists exactly the date’s active appointments of that professional-branch, changing none', async () => {
    const s = await createVisitStudio(t);
    const day = await busyDay(s, FECHA);
    const before = await rowsOf([...day.affected, ...day.untouched, day.visitCut]);
    const units = await unitsOf([...day.affected, day.visitCut]);
    const res = await addDayOff(s, { fecha: FECHA, razon: 'Capacitación' });
    expect(res.statusCode).toBe(200);
    const turnos = body(res).data.turnos_afectados as Turno[];
    // in the order of the day: the visit's colour 09:00, then 10:00 (single, overbooking), 16:00
    expect(turnos.map((x) => x.id_turno)).toEqual(day.affected);
    expect(turnos.find((x) => x.id_turno === day.visitColor)?.id_visita).toBe(day.visit.visitId);
    expect(turnos.every((x) => x.is_cancelado === '0')).toBe(true);
    // nothing else changed: no message, no cancel, every unit in place
    expect(await rowsOf([...day.affected, ...day.untouched, day.visitCut])).toEqual(before);
    expect(await unitsOf([...day.affected, day.visitCut])).toBe(units);
    expect(await messages('cierre_sucursal', [...day.affected, ...day.untouched])).toEqual([]);
    // accion ninguna, spelled out, is the same
    const other = await addDayOff(s, { fecha: addDays(FECHA, 7), accion: 'ninguna' });
    expect(body(other).data.turnos_afectados).toEqual([]);
  });

  it('avisar: each booking told once (a visit once), nothing cancelled', async () => {
    const s = await createVisitStudio(t);
    const day = await busyDay(s, FECHA);
    const units = await unitsOf([...day.affected, day.visitCut]);
    const res = await addDayOff(s, { fecha: FECHA, razon: 'Capacitación', accion: 'avisar' });
    expect(res.statusCode).toBe(200);
    expect((body(res).data.turnos_afectados as Turno[]).map((x) => x.id_turno)).toEqual(
      day.affected,
    );
    const sent = await messages('cierre_sucursal', [
      ...day.affected,
      day.visitCut,
      ...day.untouched,
    ]);
    // e-mail only (WhatsApp ships off): one per single, one for the whole visit
    expect(sent.map((m) => m.appointmentId).sort((a, b) => Number(a) - Number(b))).toEqual(
      [day.visitColor, day.morning.id, day.overbooking.id, day.afternoon.id].sort((a, b) => a - b),
    );
    expect(sent.every((m) => m.channel === 'email')).toBe(true);
    const recipients = sent.map((m) => m.recipient);
    expect(new Set(recipients).size).toBe(recipients.length);
    const morningMail = sent.find((m) => m.appointmentId === day.morning.id);
    expect(morningMail?.recipient).toBe(day.morning.client.user.email);
    expect(morningMail?.subject).toContain('25/11/2026');
    const text = JSON.parse(morningMail?.body ?? '{}') as { text: string; ics?: unknown };
    expect(text.text).toContain('Capacitación');
    expect(text.text).toContain('{{PUBLIC_URL}}/cliente/dashboard');
    expect(text.ics).toBeUndefined();
    const visitMail = sent.find((m) => m.appointmentId === day.visitColor);
    expect(JSON.parse(visitMail?.body ?? '{}').text).toContain('Coloración (09:00');
    // the appointments stand, their units too; no cancel message
    expect((await rowsOf([...day.affected, day.visitCut])).every((a) => !a.cancelado)).toBe(true);
    expect(await unitsOf([...day.affected, day.visitCut])).toBe(units);
    expect(await messages('cancelar_turno', [...day.affected, day.visitCut])).toEqual([]);
  });

  it('cancelar_y_avisar: cancels each one (a visit whole), frees its units, tells each once', async () => {
    const s = await createVisitStudio(t);
    const day = await busyDay(s, FECHA);
    const res = await addDayOff(s, { fecha: FECHA, razon: '', accion: 'cancelar_y_avisar' });
    expect(res.statusCode).toBe(200);
    const turnos = body(res).data.turnos_afectados as Turno[];
    expect(turnos.map((x) => x.id_turno)).toEqual(day.affected);
    expect(turnos.every((x) => x.is_cancelado === '1' && x.cancelado_por === 'profesional')).toBe(
      true,
    );
    const cancelled = await rowsOf([...day.affected, day.visitCut]);
    expect(cancelled.every((a) => a.cancelado && a.canceladoPor === 'profesional')).toBe(true);
    expect(await unitsOf([...day.affected, day.visitCut])).toBe(0);
    // what was not affected stands: the busy block, the next day, Martín's single
    const [, busyId = 0, nextDayId = 0, martinsId = 0] = day.untouched;
    expect((await rowsOf([busyId, nextDayId, martinsId])).every((a) => !a.cancelado)).toBe(true);
    expect(await unitsOf([busyId, nextDayId, martinsId])).toBeGreaterThan(0);
    const sent = await messages('cierre_sucursal', [...day.affected, day.visitCut]);
    expect(sent).toHaveLength(4);
    const mail = JSON.parse(sent.find((m) => m.appointmentId === day.afternoon.id)?.body ?? '{}');
    expect(mail.text).toContain('(día no laborable)');
    expect(mail.text).toContain('/cliente/reservar-turno?id_sucursal=');
    expect(mail.ics?.method).toBe('CANCEL');
    expect(await messages('cancelar_turno', [...day.affected, day.visitCut])).toEqual([]);
    // Martín's time the visit held is free again: another client can book it
    const again = await api(t, 'GET', 'obtener-horarios-disponibles', {
      id_peluquero_sucursal: s.martin.link.id,
      id_servicio_de_peluquero_por_sucursal: s.links.corte.id,
      fecha: FECHA,
    });
    expect(body(again).data.horarios).toContain('10:00');
    // an admin's cancel records 'admin'
    const s2 = await createVisitStudio(t);
    const one = await book(s2, s2.links.color, s2.lucia.link.id, FECHA, '10:00');
    const admin = await createUser(t, { roles: ['peluadmin'] });
    const byAdmin = await addDayOff(s2, { fecha: FECHA, accion: 'cancelar_y_avisar' }, admin.token);
    expect((body(byAdmin).data.turnos_afectados as Turno[])[0]).toMatchObject({
      id_turno: one.id,
      cancelado_por: 'admin',
    });
  });

  it('cancelar_y_avisar keeps a booking already charged at the counter (a visit whole), lists it and tells its client', async () => {
    const s = await createVisitStudio(t);
    const fecha = '2026-11-26';
    const visit = await bookVisit(s, fecha, '09:00');
    const [visitColor = 0, visitCut = 0] = visit.ids;
    const charged = await book(s, s.links.peinado, s.lucia.link.id, fecha, '16:00');
    const plain = await book(s, s.links.peinado, s.lucia.link.id, fecha, '17:00');
    const admin = await createUser(t, { roles: ['peluadmin'] });
    const till = await api(
      t,
      'POST',
      'abrir-caja',
      { id_sucursal: s.branch.id, monto_inicial: '0' },
      admin.token,
    );
    expect(till.statusCode, body(till).error).toBe(200);
    // the single at 16:00, and Martín's part of the visit (paid ahead at the counter)
    for (const id_turno of [charged.id, visitCut]) {
      const cobro = await api(
        t,
        'POST',
        'registrar-cobro',
        {
          id_caja: body(till).data.id_caja,
          items: [{ tipo: 'servicio', id_turno }],
          pagos: [{ medio: 'efectivo', monto: '1000000' }],
        },
        admin.token,
      );
      expect(cobro.statusCode, body(cobro).error).toBe(200);
    }
    const res = await addDayOff(s, { fecha, razon: 'Trámite', accion: 'cancelar_y_avisar' });
    expect(res.statusCode, body(res).error).toBe(200);
    const turnos = body(res).data.turnos_afectados as Turno[];
    expect(turnos.map((x) => [x.id_turno, x.is_cancelado])).toEqual([
      [visitColor, '0'],
      [charged.id, '0'],
      [plain.id, '1'],
    ]);
    const rows = await rowsOf([visitColor, visitCut, charged.id, plain.id]);
    expect(rows.filter((a) => a.cancelado).map((a) => a.id)).toEqual([plain.id]);
    expect(await unitsOf([visitColor, visitCut, charged.id])).toBeGreaterThan(0);
    const sent = await messages('cierre_sucursal', [visitColor, visitCut, charged.id, plain.id]);
    expect(sent).toHaveLength(3);
    const cancelInvites = sent.filter((m) => JSON.parse(m.body).ics?.method === 'CANCEL');
    expect(cancelInvites.map((m) => m.appointmentId)).toEqual([plain.id]);
    expect(sent.every((m) => JSON.parse(m.body).text.includes('Trámite'))).toBe(true);
    expect(await messages('cancelar_turno', [visitColor, visitCut, charged.id, plain.id])).toEqual(
      [],
    );
  });

  it('on today’s date only what has not started is affected', async () => {
    const s = await createVisitStudio(t);
    const early = await book(s, s.links.peinado, s.lucia.link.id, '2026-11-23', '10:00');
    const late = await book(s, s.links.peinado, s.lucia.link.id, '2026-11-23', '16:00');
    t.clock.set('2026-11-23T14:00:00.000Z'); // 11:00 in Buenos Aires
    try {
      const res = await addDayOff(s, { fecha: '2026-11-23', accion: 'cancelar_y_avisar' });
      expect(res.statusCode).toBe(200);
      expect((body(res).data.turnos_afectados as Turno[]).map((x) => x.id_turno)).toEqual([
        late.id,
      ]);
      const [earlyRow] = await rowsOf([early.id]);
      expect(earlyRow?.cancelado).toBe(false);
    } finally {
      t.clock.set('2026-11-23T12:00:00.000Z');
    }
  });

  it('refuses a past date (the studio’s today) with nothing written and no one told', async () => {
    const s = await createVisitStudio(t);
    await book(s, s.links.peinado, s.lucia.link.id, '2026-11-25', '10:00');
    const cases: [string, string, boolean][] = [
      // 23:30 of the 23rd in Buenos Aires: the 23rd is today, the 22nd past
      ['2026-11-24T02:30:00.000Z', '2026-11-22', false],
      ['2026-11-24T02:30:00.000Z', '2026-11-23', true],
      // 00:30 of the 24th: the 23rd is past now
      ['2026-11-24T03:30:00.000Z', '2026-11-23', false],
      ['2026-11-24T03:30:00.000Z', '2020-01-01', false],
    ];
    try {
      for (const [now, fecha, accepted] of cases) {
        t.clock.set(now);
        const rows = await snapshot(t);
        const sent = await allMessages();
        const res = await addDayOff(s, { fecha, accion: 'cancelar_y_avisar' });
        if (accepted) {
          expect(res.statusCode).toBe(200);
          await t.db.delete(nonWorkingDays).where(eq(nonWorkingDays.fecha, fecha));
          continue;
        }
        expect(res.statusCode).toBe(400);
        expect(body(res)).toMatchObject({
          success: false,
          error: PAST_DATE,
          data: { errorCode: 1003, message: PAST_DATE },
        });
        expect(await snapshot(t)).toEqual(rows);
        expect(await allMessages()).toBe(sent);
      }
    } finally {
      t.clock.set('2026-11-23T12:00:00.000Z');
    }
  });

  it('refuses an unknown accion with nothing written', async () => {
    const s = await createVisitStudio(t);
    for (const accion of ['borrar', '', 'AVISAR', 'avisar ', 1, ['avisar']]) {
      const rows = await snapshot(t);
      const res = await addDayOff(s, { fecha: FECHA, accion });
      expect(res.statusCode).toBe(400);
      expect(body(res).data.errorCode).toBe(1003);
      expect(await snapshot(t)).toEqual(rows);
    }
  });

  it('every role: visitor 53, client and another professional 1001 (nothing changes), owner and admin ok', async () => {
    const s = await createVisitStudio(t);
    const booked = await book(s, s.links.peinado, s.lucia.link.id, FECHA, '10:00');
    const admin = await createUser(t, { roles: ['peluadmin'] });
    const refused: [string, number][] = [
      ['', 53],
      [booked.client.token, 1001],
      [s.client.token, 1001],
      [s.martin.token, 1001],
    ];
    for (const [token, code] of refused) {
      const rows = await snapshot(t);
      const sent = await allMessages();
      const res = await addDayOff(s, { fecha: FECHA, accion: 'cancelar_y_avisar' }, token);
      expect(body(res).data.errorCode).toBe(code);
      expect(await snapshot(t)).toEqual(rows);
      expect(await allMessages()).toBe(sent);
    }
    const [still] = await rowsOf([booked.id]);
    expect(still?.cancelado).toBe(false);
    const byOwner = await addDayOff(s, { fecha: FECHA, accion: 'ninguna' });
    expect((body(byOwner).data.turnos_afectados as Turno[]).map((x) => x.id_turno)).toEqual([
      booked.id,
    ]);
    const byAdmin = await addDayOff(s, { fecha: addDays(FECHA, 1), accion: 'avisar' }, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    // a duplicate date is still the seed's message, and tells no one again
    const sent = await allMessages();
    const dup = await addDayOff(s, { fecha: FECHA, accion: 'avisar' });
    expect(body(dup)).toMatchObject({
      error: 'La fecha ya existe en la lista',
      data: { errorCode: 1003 },
    });
    expect(await allMessages()).toBe(sent);
  });
});

describe('the affected list, for any bookings', () => {
  it('⇔ the date’s appointments of that professional-branch, not cancelled, not busy, not started', async () => {
    const slot = fc.record({
      lucia: fc.boolean(),
      // today (where what started stays out), tomorrow and the day after
      day: fc.integer({ min: 0, max: 2 }),
      slot: fc.integer({ min: 0, max: 23 }),
      cancelled: fc.boolean(),
      busy: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(slot, {
          maxLength: 14,
          selector: (x) => `${x.lucia}/${x.day}/${x.slot}`,
        }),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 0, max: 14 * 60 }),
        fc.constantFrom('ninguna', 'cancelar_y_avisar'),
        async (bookings, offDay, minutesAfter8, accion) => {
          const s = await createVisitStudio(t);
          // now: today (the 23rd) between 08:00 and 22:00 in Buenos Aires
          const now = new Date(Date.parse('2026-11-23T11:00:00.000Z') + minutesAfter8 * 60_000);
          t.clock.set(now);
          try {
            const made: { id: number; expected: boolean }[] = [];
            const fecha = addDays('2026-11-23', offDay);
            for (const b of bookings) {
              const link = b.lucia ? s.lucia.link : s.martin.link;
              const hora = minutesToTime(8 * 60 + b.slot * 30);
              const busyService = { ...s.services.peinado, id: 1, duracion: 1 };
              const row = await createAppointment(t, {
                link,
                clientId: s.client.user.id,
                service: b.busy ? busyService : s.services.peinado,
                fecha: addDays('2026-11-23', b.day),
                hora,
              });
              if (b.cancelled) {
                await t.db
                  .delete(appointmentUnits)
                  .where(eq(appointmentUnits.appointmentId, row.id));
                await t.db
                  .update(appointments)
                  .set({ cancelado: true, canceladoPor: 'cliente' })
                  .where(eq(appointments.id, row.id));
              }
              const started = b.day === 0 && 8 * 60 + b.slot * 30 <= 8 * 60 + minutesAfter8;
              made.push({
                id: row.id,
                expected: b.lucia && b.day === offDay && !b.cancelled && !b.busy && !started,
              });
            }
            const res = await addDayOff(s, { fecha, accion });
            expect(res.statusCode, body(res).error).toBe(200);
            const listed = (body(res).data.turnos_afectados as Turno[]).map((x) => x.id_turno);
            const expected = made.filter((m) => m.expected).map((m) => m.id);
            expect([...listed].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
            // cancelled (and unit-free) exactly those when asked, and nothing else
            const rows = await rowsOf(made.map((m) => m.id));
            for (const m of made) {
              const row = rows.find((r) => r.id === m.id);
              const wasCancelled = bookings[made.indexOf(m)]?.cancelled ?? false;
              const cancelNow = accion === 'cancelar_y_avisar' && m.expected;
              expect(row?.cancelado).toBe(wasCancelled || cancelNow);
              if (cancelNow) expect(await unitsOf([m.id])).toBe(0);
            }
          } finally {
            t.clock.set('2026-11-23T12:00:00.000Z');
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
