import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * How busy this process's event loops are (ADR 0109): the share of each `windowMs` a loop spent
 * running code rather than waiting (Node's event-loop utilization), sampled by an unref'd timer,
 * for the main thread and any other thread requests wait on (the embedded database's). The
 * busiest one counts. Background work asks it before it takes time from requests.
 */
export interface LoopSaturation {
  /** the utilization of the last full window of the busiest loop, 0–1 */
  utilization(): number;
  /** the last window was at least `threshold` busy: requests are waiting for the loop */
  saturated(): boolean;
  /** stops sampling; from then on the loop never counts as saturated (nothing waits on it) */
  stop(): void;
}

export interface LoopSaturationOptions {
  /** a window this busy or more counts as saturated (default 0.9) */
  threshold?: number;
  /** the sampling window (default 200 ms) */
  windowMs?: number;
  /** other threads' cumulative utilization (the embedded database's thread) */
  threads?: (() => EventLoopUtilization)[];
}

export function watchLoopSaturation({
  threshold = 0.9,
  windowMs = 200,
  threads = [],
}: LoopSaturationOptions = {}): LoopSaturation {
  const sources = [() => performance.eventLoopUtilization(), ...threads];
  let last = sources.map((read) => read());
  let utilization = 0;
  const timer = setInterval(() => {
    const now = sources.map((read) => read());
    utilization = Math.max(
      ...now.map((n, i) => {
        const before = last[i];
        return before ? performance.eventLoopUtilization(n, before).utilization : 0;
      }),
    );
    last = now;
  }, windowMs);
  timer.unref();
  return {
    utilization: () => utilization,
    saturated: () => utilization >= threshold,
    stop: () => {
      clearInterval(timer);
      utilization = 0;
    },
  };
}

/**
 * Waits while the loop is saturated, checking every `pollMs`, and at most until `deadline` (ms
 * since the epoch): the work that waits has a bound on how late it may be, whatever the load.
 * Returns at once when the loop is not saturated.
 */
export async function whileSaturated(
  loop: Pick<LoopSaturation, 'saturated'>,
  deadline: number,
  pollMs = 100,
): Promise<void> {
  while (loop.saturated() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, deadline - Date.now())));
  }
}
