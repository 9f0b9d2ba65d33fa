import { describe, expect, it } from 'vitest';
import { StatementBatcher } from './statement-batcher';

/** A statement stand-in whose answers the test releases by hand. */
function manualRun() {
  const calls: { keys: number[]; finish(values?: string[]): void; fail(e: Error): void }[] = [];
  const run = (keys: readonly number[]) =>
    new Promise<readonly string[]>((resolve, reject) => {
      calls.push({
        keys: [...keys],
        finish: (values) => resolve(values ?? keys.map((k) => `v${k}`)),
        fail: reject,
      });
    });
  return { calls, run };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('StatementBatcher', () => {
  it('sends a lone key at once, alone', async () => {
    const { calls, run } = manualRun();
    const b = new StatementBatcher({ run, maxInFlight: 2, maxBatch: 10 });
    const a = b.load(1);
    expect(calls.map((c) => c.keys)).toEqual([[1]]);
    calls[0]?.finish();
    await expect(a).resolves.toBe('v1');
  });

  it('past maxInFlight, waiting keys share the next statement and each gets its own answer', async () => {
    const { calls, run } = manualRun();
    const b = new StatementBatcher({ run, maxInFlight: 2, maxBatch: 10 });
    const answers = [1, 2, 3, 4, 5, 6].map((k) => b.load(k));
    expect(calls.map((c) => c.keys)).toEqual([[1], [2]]);
    calls[0]?.finish();
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([[1], [2], [3, 4, 5, 6]]);
    calls[1]?.finish();
    calls[2]?.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6']);
  });

  it('a key asked for after a statement was sent never joins it (the snapshot is always later)', async () => {
    const { calls, run } = manualRun();
    const b = new StatementBatcher({ run, maxInFlight: 1, maxBatch: 10 });
    const first = b.load(1);
    const second = b.load(2);
    const third = b.load(3);
    expect(calls.map((c) => c.keys)).toEqual([[1]]);
    calls[0]?.finish();
    await settle();
    const late = b.load(4);
    expect(calls.map((c) => c.keys)).toEqual([[1], [2, 3]]);
    calls[1]?.finish();
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([[1], [2, 3], [4]]);
    calls[2]?.finish();
    await expect(Promise.all([first, second, third, late])).resolves.toEqual([
      'v1',
      'v2',
      'v3',
      'v4',
    ]);
  });

  it('never puts more than maxBatch keys in one statement', async () => {
    const { calls, run } = manualRun();
    const b = new StatementBatcher({ run, maxInFlight: 1, maxBatch: 3 });
    const answers = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => b.load(k));
    for (let i = 0; i < 4; i++) {
      calls[i]?.finish();
      await settle();
    }
    expect(calls.map((c) => c.keys)).toEqual([[0], [1, 2, 3], [4, 5, 6], [7]]);
    await expect(Promise.all(answers)).resolves.toHaveLength(8);
  });

  it('a failed statement rejects its own keys only, and the next statement still goes', async () => {
    const { calls, run } = manualRun();
    const b = new StatementBatcher({ run, maxInFlight: 1, maxBatch: 10 });
    const first = b.load(1);
    const [second, third] = [b.load(2), b.load(3)];
    calls[0]?.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    expect(calls[1]?.keys).toEqual([2, 3]);
    calls[1]?.finish();
    await expect(Promise.all([second, third])).resolves.toEqual(['v2', 'v3']);
  });

  it('a statement that answers a different number of keys is an error for all of them', async () => {
    const { calls, run } = manualRun();
    const b = new StatementBatcher({ run, maxInFlight: 1, maxBatch: 10 });
    const first = b.load(1);
    const [second, third] = [b.load(2), b.load(3)];
    calls[0]?.finish();
    await settle();
    calls[1]?.finish(['only one']);
    await expect(first).resolves.toBe('v1');
    await expect(second).rejects.toThrow(/2 keys got 1 answers/);
    await expect(third).rejects.toThrow(/2 keys got 1 answers/);
  });

  it('refuses limits below 1', () => {
    const { run } = manualRun();
    expect(() => new StatementBatcher({ run, maxInFlight: 0, maxBatch: 1 })).toThrow();
    expect(() => new StatementBatcher({ run, maxInFlight: 1, maxBatch: 0 })).toThrow();
  });
});
