import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A real server process (`main.ts`) on a port, for tests that need more than one process. */
export async function startServerProcess(env: Record<string, string>, port: number) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
        PORT: String(port),
        HOST: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  // up to 90 s: a busy 2-core machine starts slowly
  for (let i = 0; i < 450; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        base,
        stop: () =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}
