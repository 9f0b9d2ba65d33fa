import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { every } from './every';

const HOUR = 60 * 60_000;

function capturingLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

/** A pass that stays under way until released. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('every (the one runner of periodic jobs)', () => {
  it('runs at start; wakes during a pass fold into one more pass, never two at once', async () => {
    const { log } = capturingLog();
    let underWay = 0;
    let most = 0;
    let passes = 0;
    const first = gate();
    const job = every(log, 'test', HOUR, async () => {
      passes += 1;
      underWay += 1;
      most = Math.max(most, underWay);
      if (passes === 1) await first.opened;
      underWay -= 1;
    });
    expect(passes).toBe(1);
    job.wake();
    job.wake();
    job.wake();
    await settle();
    expect(passes).toBe(1);
    first.open();
    await settle();
    await settle();
    expect(passes).toBe(2);
    expect(most).toBe(1);
    await job.stop();
  });

  it('a failing pass is logged with the job name; the next wake runs again', async () => {
    const { log, lines } = capturingLog();
    let passes = 0;
    const job = every(log, 'expiry', HOUR, async () => {
      passes += 1;
      if (passes === 1) throw new Error('boom');
    });
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ job: 'expiry', msg: 'periodic job failed' });
    job.wake();
    await settle();
    expect(passes).toBe(2);
    await job.stop();
  });

  it('stop waits for the pass under way, and nothing runs after it', async () => {
    const { log } = capturingLog();
    let passes = 0;
    let finished = false;
    const first = gate();
    const job = every(log, 'test', 5, async () => {
      passes += 1;
      await first.opened;
      finished = true;
    });
    job.wake();
    const stopped = job.stop();
    setTimeout(first.open, 20);
    await stopped;
    expect(finished).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(passes).toBe(1);
  });

  it('the interval runs it again', async () => {
    const { log } = capturingLog();
    let passes = 0;
    const job = every(log, 'test', 10, async () => {
      passes += 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 55));
    await job.stop();
    expect(passes).toBeGreaterThanOrEqual(3);
  });

  it('with minGapMs, a folded wake waits for the gap; a wake while idle runs at once', async () => {
    const { log } = capturingLog();
    const starts: number[] = [];
    const job = every(
      log,
      'test',
      HOUR,
      async () => {
        starts.push(Date.now());
        await settle();
        if (starts.length === 2) job.wake(); // during the pass: folded, must wait for the gap
      },
      { minGapMs: 80 },
    );
    await settle();
    await settle();
    job.wake(); // idle: at once
    expect(starts).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(starts).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(starts).toHaveLength(3);
    expect((starts[2] ?? 0) - (starts[1] ?? 0)).toBeGreaterThanOrEqual(79);
    await job.stop();
  });
});
