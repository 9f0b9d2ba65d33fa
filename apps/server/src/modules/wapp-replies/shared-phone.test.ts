import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { addDays } from '@turnos/domain';
import { messagesUpsertEvent } from '@turnos/fake-whatsapp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createUser } from '../../../test/factories';
import {
  createAppointment,
  createBranch,
  createProfessional,
  createService,
} from '../../../test/catalog-factories';
import { setOptions, withMessaging } from '../../../test/support/messaging-kit';
import { appointments, notifications } from '../../db/schema';
import type { ProfessionalBranchRow } from '../professionals/professional-branches.queries';
import { queueDueReminders } from '../../jobs/reminders';
import { sharedNumberReply } from './wapp-replies.service';

/**
 * Contract §6.5 (issue 28.6, ADR 0086): phone numbers are not unique (a family shares one, a
 * client may type another's). An answer changes appointments iff the reminded appointments
 * pending on that number are all of one client, and then only that client's; otherwise nothing
 * changes and the answer sends them to Mis turnos. Numbers match by their normalised form (seed
 * §5), however the stored phone was written. Real HTTP, real database, the real reminder job and
 * the fake gateway.
 */
const PATH = '/wp-json/turnos/v1/wapp-webhook';
let t: TestApp;
let m: Awaited<ReturnType<typeof withMessaging>>;
let link: ProfessionalBranchRow;
let service: Awaited<ReturnType<typeof createService>>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  m = await withMessaging(t, admin.token);
  await setOptions(t, admin.token, {
    turnos_enviar_email_nuevo_turno: '0',
    turnos_enviar_email_cancelar_turno: '0',
    turnos_enviar_wapp_cancelar_turno: '1',
    turnos_enviar_wapp_recordatorio_turno: '1',
    turnos_enviar_wapp_recordatorio_turno_hora_envio: '18:00',
  });
  const branch = await createBranch(t);
  link = (await createProfessional(t, branch.id)).link;
  service = await createService(t);
});
afterAll(async () => {
  await m.close();
  await t.close();
});

/** Every way a stored phone may spell the Argentine mobile 297 `n` (7 digits), ≤ 20 characters. */
const spellings = (n: string) => [
  `549297${n}`,
  `+54 9 297 ${n.slice(0, 3)}-${n.slice(3)}`,
  `54297${n}`,
  `+54 297 ${n}`,
  `297 ${n.slice(0, 3)} ${n.slice(3)}`,
  `0297 15 ${n}`,
  `(0297) 15-${n.slice(0, 3)}-${n.slice(3)}`,
  `0054 9 297 ${n}`,
  ` 0297-${n} `,
];
/** How WhatsApp writes it (without the 9), and the stored form: either is a sender. */
const whatsappForms = (n: string) => [`54297${n}`, `549297${n}`];

let day = 0;
/**
 * A fresh "tomorrow" (each call a later one, so no two tests share a date), the clock at noon of
 * the day before, and `remind()` that runs the reminder job at 18:00 and sends, then moves to
 * 19:00, when people answer.
 */
function nextDay() {
  day += 3;
  const fecha = addDays('2026-11-24', day);
  t.clock.set(`${addDays(fecha, -1)}T15:00:00Z`);
  return {
    fecha,
    async remind() {
      t.clock.set(`${addDays(fecha, -1)}T21:00:00Z`); // 18:00 in Buenos Aires
      await queueDueReminders(t.deps);
      await m.run();
      t.clock.advance(3_600_000);
    },
  };
}

let hour = 0;
/** An appointment of `clientId` on `fecha` (its own 30 minutes of the professional's day). */
async function appointmentOf(clientId: number, fecha: string) {
  hour = (hour + 1) % 28; // 08:00 … 21:30
  const start = 8 * 60 + hour * 30;
  const hora = `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`;
  return createAppointment(t, { link, clientId, service, fecha, hora });
}

let msgSeq = 0;
async function answer(number: string, text: string) {
  msgSeq += 1;
  const id = `SHARED-${msgSeq}`;
  const res = await t.app.inject({
    method: 'POST',
    url: PATH,
    headers: { apikey: m.wapp.apikey },
    payload: messagesUpsertEvent('turnos', { number, text }, id),
  });
  expect(res.statusCode, res.body).toBe(200);
  const [reply] = await t.db
    .select({ body: notifications.body, recipient: notifications.recipient })
    .from(notifications)
    .where(eq(notifications.dedupeKey, `respuesta_wapp:${id}`));
  return { resultado: body(res).data.resultado as string, reply };
}

const states = async (ids: number[]) =>
  new Map(
    (
      await t.db
        .select({ id: appointments.id, c: appointments.confirmed, x: appointments.cancelado })
        .from(appointments)
        .where(inArray(appointments.id, ids))
    ).map((r) => [r.id, { confirmado: r.c, cancelado: r.x }]),
  );

let numberSeq = 0;
/** A 7-digit local number no other test uses (and no fake-gateway "unregistered" one). */
const freshNumber = () => {
  numberSeq += 1;
  return `6${String(numberSeq).padStart(5, '0')}1`;
};

describe('a WhatsApp answer from a number several clients share (contract §6.5)', () => {
  it('two clients’ reminded appointments on one number: "1", "2" and any text change nothing and send them to Mis turnos', async () => {
    const { fecha, remind } = nextDay();
    const n = freshNumber();
    const ana = await createUser(t, { nombre: 'Ana Familia', celular: `549297${n}` });
    const bruno = await createUser(t, { nombre: 'Bruno Familia', celular: `549297${n}` });
    const a = await appointmentOf(ana.user.id, fecha);
    const b = await appointmentOf(bruno.user.id, fecha);
    await remind();
    const before = await states([a.id, b.id]);
    for (const text of ['2', 'no', '1', 'sí', 'hola']) {
      const { resultado, reply } = await answer(`54297${n}`, text);
      expect(resultado).toBe('varios_clientes');
      expect(reply).toEqual({
        recipient: `549297${n}`,
        body: `Este número tiene turnos de más de una persona, así que no cambiamos ninguno. Para confirmar o cancelar el tuyo, ingresá a Mis turnos: ${t.config.publicUrl}/cliente/dashboard`,
      });
      expect(await states([a.id, b.id])).toEqual(before);
    }
    // the answer names nobody and no time
    expect(sharedNumberReply(t.config.publicUrl)).not.toMatch(/Ana|Bruno|\d{2}:\d{2}|\d{2}\/\d{2}/);
    // once Bruno's is over (cancelled here), the number is Ana's alone again
    await t.db.update(appointments).set({ cancelado: true }).where(eq(appointments.id, b.id));
    expect((await answer(`54297${n}`, '1')).resultado).toBe('confirmado');
    expect((await states([a.id])).get(a.id)?.confirmado).toBe(true);
  });

  it('one client with several reminded appointments keeps the rule: the earliest one', async () => {
    const { fecha, remind } = nextDay();
    const n = freshNumber();
    const ana = await createUser(t, { celular: `549297${n}` });
    const first = await appointmentOf(ana.user.id, fecha);
    const second = await appointmentOf(ana.user.id, fecha);
    // a sibling with the same number but nothing reminded does not make it ambiguous
    const sibling = await createUser(t, { celular: `549297${n}` });
    const later = await appointmentOf(sibling.user.id, addDays(fecha, 2));
    await remind();
    expect((await answer(`54297${n}`, '2')).resultado).toBe('cancelado');
    expect(await states([first.id, second.id, later.id])).toEqual(
      new Map([
        [first.id, { confirmado: false, cancelado: true }],
        [second.id, { confirmado: false, cancelado: false }],
        [later.id, { confirmado: false, cancelado: false }],
      ]),
    );
  });

  it('every spelling of the number is the same number: each alone is answered, all together are shared', async () => {
    const { fecha, remind } = nextDay();
    const n = freshNumber();
    const people = [];
    for (const celular of spellings(n)) {
      const p = await createUser(t, { celular });
      people.push({ celular, id: p.user.id, appointment: await appointmentOf(p.user.id, fecha) });
    }
    await remind();
    // all of them together: shared, from either form WhatsApp may use
    for (const from of whatsappForms(n)) {
      expect((await answer(from, '2')).resultado, from).toBe('varios_clientes');
    }
    const ids = people.map((p) => p.appointment.id);
    expect([...(await states(ids)).values()].every((s) => !s.cancelado && !s.confirmado)).toBe(
      true,
    );
    // each spelling alone (the others' appointments set aside): its client is found
    for (const p of people) {
      await t.db
        .update(appointments)
        .set({ cancelado: true })
        .where(
          inArray(
            appointments.id,
            ids.filter((id) => id !== p.appointment.id),
          ),
        );
      await t.db
        .update(appointments)
        .set({ cancelado: false, confirmed: false })
        .where(eq(appointments.id, p.appointment.id));
      for (const from of whatsappForms(n)) {
        expect((await answer(from, '1')).resultado, `${p.celular} from ${from}`).toBe('confirmado');
        expect((await states([p.appointment.id])).get(p.appointment.id)?.confirmado).toBe(true);
      }
    }
    // a number nobody has
    expect((await answer(`54297${freshNumber()}`, '1')).resultado).toBe('desconocido');
  });

  it('random clients sharing or not sharing numbers: an answer changes appointments iff one client owns the pending reminded ones of that number, and only theirs', async () => {
    const text = fc.constantFrom('1', '2', 'hola');
    const scenario = fc.record({
      phones: fc.integer({ min: 1, max: 3 }),
      clients: fc.array(
        fc.record({
          phone: fc.nat(2),
          spelling: fc.nat(8),
          // each: reminded (tomorrow) or not (the day after, no reminder yet)
          appointments: fc.array(fc.boolean(), { maxLength: 2 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      messages: fc.array(fc.record({ from: fc.nat(2), form: fc.nat(1), text }), {
        minLength: 1,
        maxLength: 3,
      }),
    });
    await fc.assert(
      fc.asyncProperty(scenario, async (sc) => {
        const { fecha, remind } = nextDay();
        const numbers = Array.from({ length: sc.phones }, () => freshNumber());
        const phoneOf = (i: number) => i % sc.phones;
        const clientPhones = sc.clients.map((c) => phoneOf(c.phone));
        const model: {
          id: number;
          client: number;
          phone: number;
          reminded: boolean;
          start: string;
          confirmado: boolean;
          cancelado: boolean;
        }[] = [];
        for (const [c, client] of sc.clients.entries()) {
          const phone = phoneOf(client.phone);
          const number = numbers[phone] ?? '';
          const all = spellings(number);
          const u = await createUser(t, {
            celular: all[client.spelling % all.length] ?? number,
          });
          for (const reminded of client.appointments) {
            const a = await appointmentOf(u.user.id, reminded ? fecha : addDays(fecha, 1));
            model.push({
              id: a.id,
              client: c,
              phone,
              reminded,
              start: `${a.fecha} ${a.horaInicio}`,
              confirmado: false,
              cancelado: false,
            });
          }
        }
        await remind();
        for (const msg of sc.messages) {
          const phone = phoneOf(msg.from);
          const number = numbers[phone] ?? '';
          const from = whatsappForms(number)[msg.form] ?? number;
          const pending = model
            .filter((a) => a.phone === phone && a.reminded && !a.cancelado)
            .sort((x, y) => x.start.localeCompare(y.start));
          const owners = new Set(pending.map((a) => a.client));
          const known = clientPhones.includes(phone);
          const { resultado, reply } = await answer(from, msg.text);
          const [target] = pending;
          if (owners.size === 1 && target) {
            const act = { '1': 'confirmado', '2': 'cancelado', hola: 'ayuda' }[msg.text];
            expect(resultado).toBe(act);
            if (msg.text === '1') target.confirmado = true;
            if (msg.text === '2') target.cancelado = true;
          } else if (owners.size > 1) {
            expect(resultado).toBe('varios_clientes');
            expect(reply?.body).toBe(sharedNumberReply(t.config.publicUrl));
          } else {
            expect(resultado).toBe(known ? 'sin_turno' : 'desconocido');
          }
          // every appointment of the scenario is as the model says: nobody else's was touched
          const now = await states(model.map((a) => a.id));
          for (const a of model) {
            expect(now.get(a.id), JSON.stringify({ sc, a })).toEqual({
              confirmado: a.confirmado,
              cancelado: a.cancelado,
            });
          }
        }
      }),
      {
        numRuns: 30,
        examples: [
          // the reported case: two clients of one number, both reminded, "2"
          [
            {
              phones: 1,
              clients: [
                { phone: 0, spelling: 0, appointments: [true] },
                { phone: 0, spelling: 5, appointments: [true] },
              ],
              messages: [{ from: 0, form: 0, text: '2' }],
            },
          ],
        ],
      },
    );
  });
});
