import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { watchLoopSaturation, whileSaturated } from './loop-saturation';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** keeps the loop running code for `ms` in slices, yielding only to the sampling timer */
async function busy(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const slice = Date.now() + 40;
    while (Date.now() < slice) {
      // spin
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('watchLoopSaturation (ADR 0109)', () => {
  it('reads a loop that only runs code as saturated, and an idle one as not', async () => {
    const loop = watchLoopSaturation({ windowMs: 50 });
    try {
      await busy(300);
      expect(loop.utilization()).toBeGreaterThan(0.9);
      expect(loop.saturated()).toBe(true);
      await sleep(200);
      expect(loop.utilization()).toBeLessThan(0.5);
      expect(loop.saturated()).toBe(false);
    } finally {
      loop.stop();
    }
  });

  it('counts the busiest of its threads', async () => {
    let calls = 0;
    // a thread that reports being busy all the time: its idle time never grows
    const busyThread = () => {
      calls += 1;
      return { idle: 0, active: calls * 1000, utilization: 1 };
    };
    const loop = watchLoopSaturation({ windowMs: 30, threads: [busyThread] });
    try {
      await sleep(150);
      expect(loop.saturated()).toBe(true);
    } finally {
      loop.stop();
    }
    expect(loop.saturated()).toBe(false);
  });
});

describe('whileSaturated', () => {
  it('returns at once when the loop is not saturated, whatever the deadline', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -1_000, max: 60_000 }), async (ahead) => {
        const started = Date.now();
        await whileSaturated({ saturated: () => false }, Date.now() + ahead);
        expect(Date.now() - started).toBeLessThan(50);
      }),
      { numRuns: 20 },
    );
  });

  it('waits while saturated and no longer than the deadline', async () => {
    const started = Date.now();
    await whileSaturated({ saturated: () => true }, Date.now() + 250, 20);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(240);
    expect(waited).toBeLessThan(1_000);
  });

  it('stops waiting once the loop is no longer saturated', async () => {
    let saturated = true;
    setTimeout(() => (saturated = false), 150);
    const started = Date.now();
    await whileSaturated({ saturated: () => saturated }, Date.now() + 60_000, 20);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(140);
    expect(waited).toBeLessThan(1_000);
  });
});
