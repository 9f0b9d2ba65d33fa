import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createUser } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import { setOptions } from '../../../test/support/messaging-kit';
import { nonWorkingDays, notifications } from '../../db/schema';

// the test clock starts Monday 2026-11-23 09:00 in Buenos Aires (UTC−3)
const DAY = '2026-11-24';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  await setOptions(t, admin.token, {
    turnos_enviar_email_nuevo_turno: '0',
    turnos_enviar_email_cancelar_turno: '0',
    turnos_enviar_email_reprogramar_turno: '0',
  });
});
afterAll(() => t.close());

const join = (s: Studio, who: { token: string; user: { id: number } }, extra = {}) =>
  api(
    t,
    'POST',
    'anotarse-lista-espera',
    {
      id_cliente: who.user.id,
      id_peluquero_sucursal: s.pbId,
      id_servicio_de_peluquero_por_sucursal: s.link.id,
      fecha: DAY,
      ...extra,
    },
    who.token,
  );

async function book(s: Studio, who: { token: string; user: { id: number } }, hora: string) {
  const res = await api(
    t,
    'POST',
    'reservar-turno',
    { ...reserveParams(s, DAY, hora), id_cliente: who.user.id },
    who.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data.id_turno as number;
}

/** The turno_liberado e-mails queued for an entry. */
const freedFor = async (entryId: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.event, 'turno_liberado')))
    .filter((n) => n.dedupeKey?.startsWith(`turno_liberado:${entryId}:`))
    .map((n) => ({ to: n.recipient, ...(JSON.parse(n.body) as { text: string }) }));

describe('waitlist (contract §6.3)', () => {
  it('a client joins a day with no fitting start, sees it, staff see it, and it is refused otherwise', async () => {
    const s = await createStudio(t);
    const other = await createUser(t, { roles: ['cliente'] });
    // 10:00 is taken: a range of exactly 10:00 has no start
    await book(s, other, '10:00');
    // a day with starts in the range: book one instead
    const free = await join(s, s.client);
    expect([free.statusCode, body(free).data.errorCode]).toEqual([409, 1009]);
    expect(body(free).error).toBe('Hay horarios disponibles ese día: podés reservar uno.');
    // only for themselves, not in the past, a sane range
    expect((await join(s, s.client, { id_cliente: other.user.id })).statusCode).toBe(403);
    expect((await join(s, s.client, { fecha: '2026-11-20' })).statusCode).toBe(400);
    expect((await join(s, s.client, { hora_desde: '11:00', hora_hasta: '10:00' })).statusCode).toBe(
      400,
    );
    const ok = await join(s, s.client, { hora_desde: '10:00', hora_hasta: '10:00' });
    expect(ok.statusCode, ok.body).toBe(200);
    const id = body(ok).data.id_espera as number;
    const again = await join(s, s.client, { hora_desde: '10:00', hora_hasta: '10:00' });
    expect([again.statusCode, body(again).data.errorCode]).toEqual([409, 1009]);

    const mine = await api(
      t,
      'GET',
      'obtener-lista-espera-cliente',
      { ID: s.client.user.id },
      s.client.token,
    );
    expect(body(mine).data.esperas).toEqual([
      {
        id_espera: id,
        id_peluquero_sucursal: s.pbId,
        id_servicio_de_peluquero_por_sucursal: s.link.id,
        fecha: DAY,
        hora_desde: '10:00',
        hora_hasta: '10:00',
        nombre_servicio: 'Color',
        nombre_peluquero: s.pro.user.name,
        nombre_sucursal: s.branch.name,
      },
    ]);
    expect(
      (await api(t, 'GET', 'obtener-lista-espera-cliente', { ID: s.client.user.id }, other.token))
        .statusCode,
    ).toBe(403);
    const day = await api(
      t,
      'GET',
      'obtener-lista-espera',
      { id_peluquero_sucursal: s.pbId, fecha: DAY },
      s.pro.token,
    );
    expect(body(day).data.esperas).toEqual([
      expect.objectContaining({
        id_espera: id,
        id_cliente: s.client.user.id,
        cliente_nombre: s.client.user.name,
        cliente_celular: s.client.user.phone,
      }),
    ]);
    const otherStudio = await createStudio(t);
    expect(
      (
        await api(
          t,
          'GET',
          'obtener-lista-espera',
          { id_peluquero_sucursal: s.pbId, fecha: DAY },
          otherStudio.pro.token,
        )
      ).statusCode,
    ).toBe(403);
    // the entry expires with its date
    t.clock.set('2026-11-25T12:00:00Z');
    const later = await api(
      t,
      'GET',
      'obtener-lista-espera-cliente',
      { ID: s.client.user.id },
      await t.deps.jwt.sign(s.client.user),
    );
    expect(body(later).data.esperas).toEqual([]);
    t.clock.set('2026-11-23T12:00:00Z');
  });

  it('a cancel that frees a fitting start sends turno_liberado once, with the booking link', async () => {
    t.clock.set('2026-11-23T12:00:00Z');
    const s = await createStudio(t);
    const other = await createUser(t, { roles: ['cliente'] });
    const taken = await book(s, other, '10:00');
    const afternoon = await book(s, other, '17:00');
    const id = body(await join(s, s.client, { hora_desde: '10:00', hora_hasta: '10:00' })).data
      .id_espera as number;
    // freeing a time outside the range tells nobody
    await api(t, 'DELETE', 'cancelar-turno', { id_turno: afternoon }, other.token);
    expect(await freedFor(id)).toEqual([]);
    await api(t, 'DELETE', 'cancelar-turno', { id_turno: taken }, other.token);
    const sent = await freedFor(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(s.client.user.email);
    expect(sent[0]?.text).toContain('24/11/2026 a las 10:00');
    expect(sent[0]?.text).toContain(
      `/cliente/reservar-turno?id_sucursal=${s.branch.id}&id_peluquero_sucursal=${s.pbId}&id_servicio_de_peluquero_por_sucursal=${s.link.id}&fecha=${DAY}`,
    );
    // booked again and freed again: that start was announced already
    const again = await book(s, other, '10:00');
    await api(t, 'DELETE', 'cancelar-turno', { id_turno: again }, other.token);
    expect(await freedFor(id)).toHaveLength(1);
  });

  it('a reschedule and a removed non-working date also announce; the entry can be removed', async () => {
    t.clock.set('2026-11-23T12:00:00Z');
    const s = await createStudio(t);
    const other = await createUser(t, { roles: ['cliente'] });
    const taken = await book(s, other, '11:00');
    const id = body(await join(s, s.client, { hora_desde: '11:00', hora_hasta: '11:00' })).data
      .id_espera as number;
    const moved = await api(
      t,
      'POST',
      'reprogramar-turno',
      { id_turno: taken, fecha_nueva: DAY, hora: '17:00' },
      other.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await freedFor(id)).map((m) => m.text.includes('a las 11:00'))).toEqual([true]);

    // a non-working date removed: its starts are offered again
    const s2 = await createStudio(t);
    const [off] = await t.db
      .insert(nonWorkingDays)
      .values({ professionalBranchId: s2.pbId, fecha: DAY })
      .returning();
    const id2 = body(await join(s2, s2.client)).data.id_espera as number;
    const removed = await api(
      t,
      'DELETE',
      'eliminar-dia-no-laborable',
      { id_peluquero_sucursal: s2.pbId, id_dia_no_laborable: off?.id },
      s2.pro.token,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await freedFor(id2)).map((m) => m.text.includes('a las 09:00'))).toEqual([true]);

    // removal: not by another client; by its client or the professional of that agenda
    expect(
      (await api(t, 'DELETE', 'eliminar-lista-espera', { id_espera: id }, other.token)).statusCode,
    ).toBe(403);
    expect(
      (await api(t, 'DELETE', 'eliminar-lista-espera', { id_espera: id }, s2.pro.token)).statusCode,
    ).toBe(403);
    expect(
      (await api(t, 'DELETE', 'eliminar-lista-espera', { id_espera: id }, s.client.token))
        .statusCode,
    ).toBe(200);
    expect(
      (await api(t, 'DELETE', 'eliminar-lista-espera', { id_espera: id2 }, s2.pro.token))
        .statusCode,
    ).toBe(200);
    expect(
      (await api(t, 'DELETE', 'eliminar-lista-espera', { id_espera: id2 }, s2.pro.token))
        .statusCode,
    ).toBe(404);
  });

  it('a notification is sent iff a start fitting the entry became available', async () => {
    t.clock.set('2026-11-23T12:00:00Z');
    const starts = [
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...starts), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.constantFrom(...starts),
        fc.nat({ max: 8 }),
        async (blocks, pick, from, span) => {
          // one-unit service and busy blocks of one unit: each block hides a few starts
          const s = await createStudio(t, { tiempoTurno: 15 }, '1');
          const ids: number[] = [];
          for (const hora of blocks) {
            const res = await api(
              t,
              'POST',
              'marcar-ocupado',
              { id_peluquero_sucursal: s.pbId, fecha: DAY, hora },
              s.pro.token,
            );
            ids.push(body(res).data.id_turno as number);
          }
          const to = starts[Math.min(starts.indexOf(from) + span, starts.length - 1)] ?? from;
          const joined = await join(s, s.client, { hora_desde: from, hora_hasta: to });
          const offered = async () =>
            (
              body(
                await api(t, 'GET', 'obtener-horarios-disponibles', {
                  id_peluquero_sucursal: s.pbId,
                  id_servicio_de_peluquero_por_sucursal: s.link.id,
                  fecha: DAY,
                }),
              ).data.horarios as string[]
            ).filter((h) => h >= from && h <= to);
          if ((await offered()).length > 0) {
            expect(joined.statusCode).toBe(409);
            return;
          }
          expect(joined.statusCode, joined.body).toBe(200);
          const entry = body(joined).data.id_espera as number;
          const freed = ids[pick % ids.length];
          await api(t, 'DELETE', 'cancelar-turno', { id_turno: freed }, s.pro.token);
          const now = await offered();
          const sent = await freedFor(entry);
          expect(sent.length).toBe(now.length > 0 ? 1 : 0);
          if (now[0]) expect(sent[0]?.text).toContain(`a las ${now[0]}`);
        },
      ),
      { numRuns: 20 },
    );
  });
});
