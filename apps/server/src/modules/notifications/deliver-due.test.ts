import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { notifications } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { BACKOFF_MINUTES, deliverDue } from './deliver-due';
import { insertNotifications } from './notifications.queries';

// Whatever mix of sends succeeds and fails, and however many batches the worker claims, each
// message's row ends saying exactly what happened to it: sent once and marked sent at the time
// it went out, retried later, or failed for good.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Outcome = 'sent' | 'retryable' | 'permanent';
const outcomes = fc.array(fc.constantFrom<Outcome>('sent', 'retryable', 'permanent'), {
  minLength: 1,
  maxLength: 45, // past two claims of 20
});

let run = 0;

describe('the notification worker', () => {
  it('marks each message as what happened to it, each at its own time', async () => {
    await fc.assert(
      fc.asyncProperty(outcomes, async (plan) => {
        run++;
        const prefix = `prueba-${run}:`;
        const to = (i: number) => `m${i}@run${run}.test`;
        await insertNotifications(
          t.db,
          plan.map((_, i) => ({
            event: 'nuevo_turno',
            channel: 'email' as const,
            recipient: to(i),
            subject: `Mensaje ${i}`,
            body: JSON.stringify({ html: `<p>${i}</p>`, text: String(i) }),
            dedupeKey: `${prefix}${i}`,
          })),
          { wake: 'caller' },
        );
        const handed: number[] = [];
        const at = new Map<number, Date>();
        const mailer: Mailer = {
          async send(m) {
            const i = Number(m.to.slice(1, m.to.indexOf('@')));
            handed.push(i);
            t.clock.advance(1_000); // each send at its own time
            at.set(i, t.clock.now);
            if (plan[i] === 'retryable') throw new Error('conexión rechazada');
            if (plan[i] === 'permanent')
              throw Object.assign(new Error('550 casilla inexistente'), { responseCode: 550 });
          },
        };

        expect(await deliverDue({ ...t.deps, mailer }, { keyPrefix: prefix })).toBe(plan.length);

        expect([...handed].sort((a, b) => a - b)).toEqual(plan.map((_, i) => i));
        const rows = await t.db
          .select()
          .from(notifications)
          .where(like(notifications.dedupeKey, `${prefix}%`))
          .orderBy(asc(notifications.id));
        expect(rows).toHaveLength(plan.length);
        rows.forEach((row, i) => {
          const when = at.get(i);
          expect(row.attempts).toBe(1);
          expect(row.claimedUntil).toBeNull();
          if (plan[i] === 'sent') {
            expect(row).toMatchObject({ status: 'enviado', sentAt: when, lastError: null });
          } else if (plan[i] === 'retryable') {
            expect(row).toMatchObject({ status: 'pendiente', lastError: 'conexión rechazada' });
            expect(row.nextAttemptAt.getTime()).toBe(
              (when?.getTime() ?? 0) + (BACKOFF_MINUTES[0] ?? 0) * 60_000,
            );
            expect(row.sentAt).toBeNull();
          } else {
            expect(row).toMatchObject({ status: 'fallido', sentAt: null });
            expect(row.lastError).toContain('550');
          }
        });
      }),
      { numRuns: 30 },
    );
  });
});
