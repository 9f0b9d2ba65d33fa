import type { FastifyBaseLogger } from 'fastify';

/** A periodic job started by `every`. */
export interface Periodic {
  /** asks for a pass now; one under way is followed by one more right after it */
  wake(): void;
  /** no more passes; waits for the one under way */
  stop(): Promise<void>;
}

/**
 * The one way the server runs periodic work: a pass at start, then every `intervalMs` (the timer
 * never keeps the process alive), never two passes of the same job at once. A tick or a wake that
 * finds a pass under way is folded into one more pass right after it. A failing pass is logged
 * with the job's name; the next tick tries again.
 */
export function every(
  log: FastifyBaseLogger,
  job: string,
  intervalMs: number,
  task: () => Promise<unknown>,
  /**
   * a pass that follows a folded wake starts at least this long after the previous one started:
   * under a stream of wakes (a notification per booking) each pass takes many at once instead of
   * paying its fixed statements for one or two; a wake while idle still runs at once
   */
  { minGapMs = 0 }: { minGapMs?: number } = {},
): Periodic {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const passes = async () => {
    try {
      do {
        again = false;
        const started = Date.now();
        try {
          await task();
        } catch (err) {
          log.error({ err, job }, 'periodic job failed');
        }
        const wait = started + minGapMs - Date.now();
        if (again && !stopped && wait > 0) await new Promise((r) => setTimeout(r, wait));
      } while (again && !stopped);
    } finally {
      // in the same step as the last check of `again`: no wake can fall in between
      running = null;
    }
  };
  const tick = () => {
    if (stopped) return;
    if (running) again = true;
    else running = passes();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    wake: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
