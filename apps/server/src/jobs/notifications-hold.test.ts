import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createAdmin } from '../../test/factories';
import { createStudio, reserve, type Studio } from '../../test/booking-factories';
import { setOptions, withMessaging } from '../../test/support/messaging-kit';
import { runNotificationsOnce } from './notifications-worker';

/**
 * ADR 0109: while requests saturate the loop a worker pass holds its messages back, and sends
 * them as soon as the loop has room or once its longest wait is spent — never drops or repeats
 * one.
 */
let t: TestApp;
let admin: { token: string };
let m: Awaited<ReturnType<typeof withMessaging>>;
let s: Studio;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sent = () => m.smtp.received.length + m.wapp.messages.length;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  m = await withMessaging(t, admin.token);
  await setOptions(t, admin.token, {
    turnos_enviar_email_nuevo_turno: '1',
    turnos_enviar_wapp_nuevo_turno: '1',
    turnos_mensaje_wapp_nuevo_turno: 'Turno [Fecha] [Hora]',
  });
  s = await createStudio(t);
});
afterAll(async () => {
  await m?.close();
  await t?.close();
});
beforeEach(async () => {
  t.clock.set('2026-11-23T12:00:00Z');
  await m.run();
  m.smtp.received.length = 0;
  m.wapp.messages.length = 0;
});

async function book(hora: string) {
  const res = await reserve(t, s, '2026-11-24', hora);
  expect(res.statusCode, res.body).toBe(200);
}

describe('a worker pass while the loop is saturated', () => {
  it('holds the messages back until the loop has room, then sends each once', async () => {
    await book('10:00');
    let saturated = true;
    const pass = runNotificationsOnce(t.deps, {
      loop: { saturated: () => saturated },
      maxDeferMs: 60_000,
    });
    await sleep(400);
    expect(sent()).toBe(0);
    saturated = false;
    await pass;
    expect(m.smtp.received).toHaveLength(1);
    expect(m.wapp.messages).toHaveLength(1);
  });

  it('sends once its longest wait is spent, even if the loop stays saturated', async () => {
    await book('11:00');
    const started = Date.now();
    await runNotificationsOnce(t.deps, { loop: { saturated: () => true }, maxDeferMs: 300 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(m.smtp.received).toHaveLength(1);
    expect(m.wapp.messages).toHaveLength(1);
  });

  it('does not wait at all when the loop has room', async () => {
    await book('12:00');
    const started = Date.now();
    await runNotificationsOnce(t.deps, { loop: { saturated: () => false }, maxDeferMs: 60_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(sent()).toBe(2);
  });
});
