/**
 * Adaptive batching of one hot read (in the manner of DataLoader, but never delaying a lone
 * request): a key is sent at once while fewer than `maxInFlight` statements are running; past
 * that, keys wait and the next free turn sends all of them, up to `maxBatch`, as one statement.
 *
 * Under light load nothing changes: every key is its own statement, sent at once. Under load,
 * one round trip answers many requests, which saves the database and this process the per-
 * statement work (a write to the socket, a wake-up of a backend, protocol parsing) that
 * dominates a cheap read. Freshness is kept: a key only joins a statement not yet sent, so the
 * statement's snapshot is always taken after the key was asked for.
 */
export interface BatcherOptions<K, V> {
  /** answers every key, in the keys' order */
  run(keys: readonly K[]): Promise<readonly V[]>;
  maxInFlight: number;
  maxBatch: number;
}

interface Waiting<K, V> {
  key: K;
  resolve(value: V): void;
  reject(error: unknown): void;
}

export class StatementBatcher<K, V> {
  private waiting: Waiting<K, V>[] = [];
  private inFlight = 0;

  constructor(private readonly options: BatcherOptions<K, V>) {
    if (options.maxInFlight < 1 || options.maxBatch < 1)
      throw new Error('batcher limits must be ≥ 1');
  }

  load(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async send(batch: Waiting<K, V>[]): Promise<void> {
    try {
      const values = await this.options.run(batch.map((w) => w.key));
      if (values.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} keys got ${values.length} answers`);
      }
      values.forEach((value, i) => batch[i]?.resolve(value));
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }
}
