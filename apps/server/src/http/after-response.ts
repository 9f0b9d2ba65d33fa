import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for — the password-reset and validation e-mails: the
 * answer leaves first, so neither its timing nor a mail server's failure can tell what the work
 * found (ADR 0005). Failures are logged. `idle()` waits for everything started so far (shutdown
 * waits for it); `hold()` keeps new work queued until released, so tests can see what the
 * request itself did.
 */
export interface AfterResponse {
  run(label: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
  /** queues new work until the returned release is called */
  hold(): () => void;
  /** labels of the work queued or running, oldest first */
  pending(): string[];
}

interface Item {
  label: string;
  task: () => Promise<void>;
}

export function createAfterResponse(log: FastifyBaseLogger): AfterResponse {
  const queued: Item[] = [];
  const running = new Map<Promise<void>, string>();
  let holds = 0;

  const start = (item: Item) => {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(item.task)
      .catch((err: unknown) => log.error({ err, work: item.label }, 'background work failed'))
      .finally(() => running.delete(done));
    running.set(done, item.label);
  };
  const drain = () => {
    while (holds === 0) {
      const item = queued.shift();
      if (!item) return;
      start(item);
    }
  };

  return {
    run(label, task) {
      queued.push({ label, task });
      drain();
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running.keys()]);
    },
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        drain();
      };
    },
    pending: () => [...running.values(), ...queued.map((item) => item.label)],
  };
}
