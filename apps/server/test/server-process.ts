import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** everything the process wrote to stderr so far */
  stderr(): string;
  /** sends `signal` (SIGTERM: a graceful stop) and waits for the exit; no-op once it has exited */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ServerProcessOptions {
  /** keep stderr to `stderr()` only instead of also echoing it to the test output */
  quiet?: boolean;
  /** called with the child as soon as it is spawned (e.g. to kill it after a timed-out test) */
  onSpawn?(child: ChildProcess): void;
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** A real server process (`main.ts`) on a port, for tests that need more than one process. */
export async function startServerProcess(
  env: Record<string, string>,
  port: number,
  opts: ServerProcessOptions = {},
): Promise<ServerProcess> {
  let err = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  opts.onSpawn?.(child);
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
    if (!opts.quiet) process.stderr.write(d);
  });
  const base = `http://127.0.0.1:${port}`;
  // up to 90 s: a busy 2-core machine starts slowly
  for (let i = 0; i < 450; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${err}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        base,
        child,
        stderr: () => err,
        async stop(signal: NodeJS.Signals = 'SIGTERM') {
          const done = exited(child);
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await done;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${err}`);
}
