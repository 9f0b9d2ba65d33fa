import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, logInto, type TestApp } from '../../../test/harness';
import { createStudio, reserve } from '../../../test/booking-factories';
import { api } from '../../../test/catalog-factories';

/**
 * A notification that cannot be queued never fails the change that raised it, and is reported to
 * the server's logger with the event and the booking (ADR 0096) — not as a process warning that
 * skips the structured log. The failure is real: the notifications table is renamed under the
 * running app after the booking, so the reschedule's and the cancel's queueing fail.
 */
let t: TestApp;
const lines: string[] = [];
const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(w.message);

beforeEach(async () => {
  lines.length = 0;
  warnings.length = 0;
  t = await createTestApp({}, undefined, logInto(lines, 'info'));
  process.on('warning', onWarning);
});
afterEach(async () => {
  process.off('warning', onWarning);
  await t.close();
});

const logged = (msg: string) =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === msg);

describe('a notification that cannot be queued', () => {
  it('is logged with its event and booking; the reschedule and the cancel still succeed', async () => {
    const s = await createStudio(t);
    const booked = await reserve(t, s, '2026-11-24', '10:00');
    expect(booked.statusCode).toBe(200);
    const id = (booked.json() as { data: { id_turno: number } }).data.id_turno;
    await t.db.execute(sql`alter table notifications rename to notifications_gone`);

    const moved = await api(
      t,
      'POST',
      'reprogramar-turno',
      { id_turno: id, fecha_nueva: '2026-11-25', hora: '16:00' },
      s.client.token,
    );
    expect(moved.statusCode).toBe(200);
    const cancelled = await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, s.client.token);
    expect(cancelled.statusCode).toBe(200);

    const failures = logged('notification not queued');
    expect(failures.map((l) => [l.event, l.appointmentId])).toEqual([
      ['reprogramar_turno', id],
      ['cancelar_turno', id],
    ]);
    for (const l of failures) expect(l).toHaveProperty('err');
    expect(warnings).toEqual([]);
  });
});
