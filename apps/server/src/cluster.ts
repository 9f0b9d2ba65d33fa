import cluster from 'node:cluster';

/**
 * `WORKERS=N` (PostgreSQL only, docs/operations.md): this process prepares the database once
 * (migrations, first admin, demo seed) through `prepare`, then forks N server processes that
 * share the port (node:cluster hands each connection to one of them). Each is a whole server —
 * the same as N processes behind a load balancer, which the product already supports: no
 * shared memory, every job safe to run in each (ADR 0040). A worker that dies is replaced;
 * SIGTERM/SIGINT stop them all and then this process.
 */
export async function runClusterPrimary(workers: number, prepare: () => Promise<void>) {
  await prepare();
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `Turnos: el proceso ${worker.process.pid} terminó (${signal ?? code}); se inicia otro.`,
    );
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(0);
    for (const w of running) w?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < workers; i++) fork();
}

export const isClusterWorker = () => cluster.isWorker;
