import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import { createStudio, reserve, type Studio } from '../../../test/booking-factories';
import { logo, notifications, options } from '../../db/schema';
import { openDatabase } from '../../db/open-database';
import type { Db } from '../../db/types';

// A booking reads the options (the active limit, the e-mail's switch and template, the site's
// name) and the logo from this process's cache, trusted only at the configuration generation read
// with the taken units (ADR 0081). Whoever writes them — this process, plain SQL, another server
// process — the very next booking must follow. The test clock: Monday 2026-11-23, 09:00.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// the studio's '1101' service lasts an hour: these starts share no unit
const STARTS = ['09:00', '10:00', '11:00', '12:00', '16:00', '17:00', '18:00', '19:00'];
const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const SLOTS = DAYS.flatMap((fecha) => STARTS.map((hora) => ({ fecha, hora })));

const LIMIT = 'turnos_cant_max_turnos_permitidos';
const EMAIL_ON = 'turnos_enviar_email_nuevo_turno';
const TEMPLATE = 'turnos_mensaje_email_nuevo_turno';
const SITE = 'turnos_nombre_sitio';

/** What the options and the logo are now, as the test wrote them. */
interface Settings {
  limit: number;
  emailOn: boolean;
  marker: string;
  site: string;
  logoAt: number | null;
}

type Change =
  | { kind: 'limit'; value: number | null }
  | { kind: 'email'; on: boolean }
  | { kind: 'template'; marker: string }
  | { kind: 'site'; name: string }
  | { kind: 'logo'; at: number | null };

const word = fc.stringMatching(/^[A-Za-z0-9]{4,10}$/);
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    kind: fc.constant('limit' as const),
    value: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant('email' as const), on: fc.boolean() }),
  fc.record({ kind: fc.constant('template' as const), marker: word }),
  fc.record({ kind: fc.constant('site' as const), name: word }),
  fc.record({
    kind: fc.constant('logo' as const),
    at: fc.option(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), { nil: null }),
  }),
);
/** Each step: some changes (none, one or several), then one booking. */
const steps = fc.array(fc.array(change, { maxLength: 3 }), { minLength: 2, maxLength: 8 });

async function upsertOption(writer: Db, name: string, value: string, raw: boolean) {
  if (raw) {
    await writer.execute(
      sql`insert into options (name, value) values (${name}, ${value})
        on conflict (name) do update set value = excluded.value`,
    );
  } else {
    await writer
      .insert(options)
      .values({ name, value })
      .onConflictDoUpdate({ target: options.name, set: { value } });
  }
}

async function apply(writer: Db, c: Change, now: Settings, raw: boolean) {
  switch (c.kind) {
    case 'limit':
      if (c.value === null) await writer.delete(options).where(eq(options.name, LIMIT));
      else await upsertOption(writer, LIMIT, String(c.value), raw);
      now.limit = c.value ?? 0;
      return;
    case 'email':
      await upsertOption(writer, EMAIL_ON, c.on ? '1' : '0', raw);
      now.emailOn = c.on;
      return;
    case 'template':
      await upsertOption(writer, TEMPLATE, `[Logo]Marca ${c.marker} de [Nombre del sitio]`, raw);
      now.marker = c.marker;
      return;
    case 'site':
      await upsertOption(writer, SITE, c.name, raw);
      now.site = c.name;
      return;
    case 'logo':
      if (c.at === null) await writer.delete(logo).where(eq(logo.id, 1));
      else {
        const values = {
          id: 1,
          mime: 'image/png',
          data: new Uint8Array([1]),
          updatedAt: new Date(c.at),
        };
        await writer
          .insert(logo)
          .values(values)
          .onConflictDoUpdate({ target: logo.id, set: values });
      }
      now.logoAt = c.at;
      return;
  }
}

/** Runs the steps; after each booking, its answer and its e-mail must match the settings of now. */
async function expectEveryBookingFollows(writer: Db, raw: boolean, plan: Change[][]) {
  const s: Studio = await createStudio(t);
  const now: Settings = { limit: 0, emailOn: true, marker: 'Inicial', site: 'Sitio', logoAt: null };
  for (const c of [
    { kind: 'limit', value: 0 },
    { kind: 'email', on: true },
    { kind: 'template', marker: now.marker },
    { kind: 'site', name: now.site },
    { kind: 'logo', at: null },
  ] as const) {
    await apply(writer, c, now, raw);
  }
  let active = 0;
  // the first booking fills the cache; every later one runs after the changes before it
  for (const [i, changes] of [[], ...plan].entries()) {
    for (const c of changes) await apply(writer, c, now, raw);
    const slot = SLOTS[i];
    if (!slot) throw new Error('more steps than slots');
    const res = await reserve(t, s, slot.fecha, slot.hora);
    if (now.limit > 0 && active >= now.limit) {
      expect({ status: res.statusCode, code: body(res).data?.errorCode }).toEqual({
        status: 409,
        code: 1005,
      });
      continue;
    }
    expect(res.statusCode).toBe(200);
    active++;
    const id = body(res).data.id_turno as number;
    const mails = await t.db
      .select({ subject: notifications.subject, body: notifications.body })
      .from(notifications)
      .where(sql`${notifications.appointmentId} = ${id} and ${notifications.channel} = 'email'`);
    if (!now.emailOn) {
      expect(mails).toEqual([]);
      continue;
    }
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`${now.site}: tu turno quedó agendado`);
    expect(mail?.body).toContain(`Marca ${now.marker} de ${now.site}`);
    if (now.logoAt === null) expect(mail?.body).not.toContain('/logo?v=');
    else expect(mail?.body).toContain(`/logo?v=${now.logoAt}`);
  }
}

describe('a booking follows every option and logo change at once', () => {
  it('written by this process, through the query builder or plain SQL', async () => {
    await fc.assert(
      fc.asyncProperty(steps, fc.boolean(), async (plan, raw) => {
        await expectEveryBookingFollows(t.db, raw, plan);
      }),
      { numRuns: 25 },
    );
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'written by another process on the same PostgreSQL database',
    async () => {
      const other = await openDatabase({ kind: 'postgres', url: t.databaseUrl ?? '' });
      try {
        await fc.assert(
          fc.asyncProperty(steps, fc.boolean(), async (plan, raw) => {
            await expectEveryBookingFollows(other.db, raw, plan);
          }),
          { numRuns: 10 },
        );
      } finally {
        await other.close();
      }
    },
  );
});
