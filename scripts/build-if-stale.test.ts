import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfStale } from './build-if-stale.mjs';
import { buildInputs, hashBuildInputs } from './build-inputs.mjs';

let root: string;
const write = (rel: string, text: string) => {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-build-inputs-'));
  write('package-lock.json', '{}');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/vite.config.ts', 'export default {}');
  write('apps/web/src/main.tsx', 'console.log(1)');
  write('apps/web/src/main.test.tsx', 'test');
  write('apps/web/public/favicon.svg', '<svg/>');
  write('apps/web/dist/index.html', 'built');
  write('packages/domain/src/index.ts', 'export {}');
  write('packages/domain/node_modules/x/index.js', 'x');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm start rebuilds the web app only when its inputs change', () => {
  it('reads sources, public files, build configuration, shared packages and the lock file', () => {
    const rel = buildInputs(root).map((f) => path.relative(root, f));
    expect(rel).toEqual(
      [
        'apps/web/index.html',
        'apps/web/public/favicon.svg',
        'apps/web/src/main.tsx',
        'apps/web/vite.config.ts',
        'package-lock.json',
        'packages/domain/src/index.ts',
      ].sort(),
    );
  });

  it('the same tree hashes the same; any input edited, added or renamed changes it', () => {
    const before = hashBuildInputs(root);
    expect(hashBuildInputs(root)).toBe(before);
    for (const change of [
      () => write('apps/web/src/main.tsx', 'console.log(2)'),
      () => write('apps/web/src/new-screen.tsx', ''),
      () => write('packages/domain/src/index.ts', 'export const a = 1'),
      () => write('package-lock.json', '{"v":2}'),
      () => write('apps/web/public/logo.png', 'png'),
      () =>
        fs.renameSync(
          path.join(root, 'apps/web/src/main.tsx'),
          path.join(root, 'apps/web/src/app.tsx'),
        ),
    ]) {
      const previous = hashBuildInputs(root);
      change();
      expect(hashBuildInputs(root)).not.toBe(previous);
    }
  });

  it('tests, the build output and installed packages do not count', () => {
    const before = hashBuildInputs(root);
    write('apps/web/src/main.test.tsx', 'changed test');
    write('apps/web/src/other.test.ts', 'new test');
    write('apps/web/dist/index.html', 'rebuilt');
    write('packages/domain/node_modules/x/index.js', 'y');
    expect(hashBuildInputs(root)).toBe(before);
  });
});

describe("npm start rebuilds the server's bundle only when its inputs change", () => {
  beforeEach(() => {
    write('apps/server/package.json', '{}');
    write('apps/server/scripts/build.ts', 'build()');
    write('apps/server/src/main.ts', 'serve()');
    write('apps/server/src/main.test.ts', 'test');
    write('apps/server/src/db/migrations/0000_init.sql', 'create table t ()');
    write('apps/server/dist/bundle/main.mjs', 'built');
  });

  it('reads its sources and migrations, its build script, shared packages and the lock file', () => {
    const rel = buildInputs(root, 'server').map((f) => path.relative(root, f));
    expect(rel).toEqual(
      [
        'apps/server/package.json',
        'apps/server/scripts/build.ts',
        'apps/server/src/db/migrations/0000_init.sql',
        'apps/server/src/main.ts',
        'package-lock.json',
        'packages/domain/src/index.ts',
      ].sort(),
    );
  });

  it("changes with the server's inputs and not with the web app's, its tests or its output", () => {
    const before = hashBuildInputs(root, 'server');
    write('apps/web/src/main.tsx', 'console.log(3)');
    write('apps/server/src/main.test.ts', 'changed test');
    write('apps/server/dist/bundle/main.mjs', 'rebuilt');
    expect(hashBuildInputs(root, 'server')).toBe(before);
    for (const change of [
      () => write('apps/server/src/main.ts', 'serve(1)'),
      () => write('apps/server/src/db/migrations/0001_next.sql', 'alter table t'),
      () => write('apps/server/scripts/build.ts', 'build(1)'),
      () => write('packages/domain/src/index.ts', 'export const b = 2'),
    ]) {
      const previous = hashBuildInputs(root, 'server');
      change();
      expect(hashBuildInputs(root, 'server')).not.toBe(previous);
    }
  });
});

describe('buildIfStale: what npm start builds before serving', () => {
  const run = () => {
    const calls: string[] = [];
    const built = buildIfStale(root, {
      // as a real build does, it leaves the app's entry file
      build: (_root, app) => {
        calls.push(app);
        write(app === 'web' ? 'apps/web/dist/index.html' : 'apps/server/dist/bundle/main.mjs', '');
      },
      log: () => {},
    });
    expect(built).toEqual(calls);
    return calls;
  };
  beforeEach(() => {
    write('apps/server/src/main.ts', 'serve()');
    write('apps/server/dist/bundle/main.mjs', 'built');
  });

  it('builds both apps the first time, then nothing until an input changes', () => {
    expect(run()).toEqual(['web', 'server']);
    expect(run()).toEqual([]);
    expect(run()).toEqual([]);
  });

  it('rebuilds only the app whose inputs changed; a shared input rebuilds both', () => {
    run();
    write('apps/web/src/main.tsx', 'console.log(9)');
    expect(run()).toEqual(['web']);
    write('apps/server/src/main.ts', 'serve(9)');
    expect(run()).toEqual(['server']);
    write('packages/domain/src/index.ts', 'export const c = 3');
    expect(run()).toEqual(['web', 'server']);
    expect(run()).toEqual([]);
  });

  it('rebuilds an app whose output or stamp is missing, even with unchanged inputs', () => {
    run();
    fs.rmSync(path.join(root, 'apps/server/dist/bundle/main.mjs'));
    expect(run()).toEqual(['server']);
    fs.rmSync(path.join(root, 'apps/web/dist/.build-inputs'));
    expect(run()).toEqual(['web']);
    write('apps/web/dist/.build-inputs', 'a stamp of other inputs\n');
    expect(run()).toEqual(['web']);
  });

  it('a failed build leaves no stamp, so the next start builds again', () => {
    expect(() =>
      buildIfStale(root, {
        build: () => {
          throw new Error('vite failed');
        },
        log: () => {},
      }),
    ).toThrow('vite failed');
    expect(fs.existsSync(path.join(root, 'apps/web/dist/.build-inputs'))).toBe(false);
    expect(run()).toEqual(['web', 'server']);
  });
});
