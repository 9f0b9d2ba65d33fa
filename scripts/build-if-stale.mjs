// Plain JavaScript (type-checked through JSDoc): see build-inputs.mjs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILT_APPS, hashBuildInputs } from './build-inputs.mjs';

/** @typedef {import('./build-inputs.mjs').BuiltApp} BuiltApp */

/** Where each app's build lands, the file that says it is there, and its name for the log. */
const OUTPUTS = {
  web: { output: ['apps', 'web', 'dist'], built: 'index.html', name: 'La aplicación web' },
  server: {
    output: ['apps', 'server', 'dist', 'bundle'],
    built: 'main.mjs',
    name: 'El servidor',
  },
};

/**
 * @param {string} root
 * @param {BuiltApp} app
 */
function npmBuild(root, app) {
  execFileSync('npm', ['run', 'build', '-w', `@turnos/${app}`], { cwd: root, stdio: 'inherit' });
}

/**
 * `npm start`'s build step: builds the web app and the server's bundle (ADR 0079) only when
 * their inputs changed since their last build, so a restart serves in seconds instead of
 * rebuilding. Each build leaves the hash of its inputs beside its output (`.build-inputs`).
 * @param {string} root the repository's root
 * @param {{ build?: (root: string, app: BuiltApp) => void, log?: (line: string) => void }} [options]
 * @returns {BuiltApp[]} the apps it built
 */
export function buildIfStale(root, { build = npmBuild, log = console.log } = {}) {
  /** @type {BuiltApp[]} */
  const built = [];
  for (const app of BUILT_APPS) {
    const { output: parts, built: file, name } = OUTPUTS[app];
    const output = path.join(root, ...parts);
    const stamp = path.join(output, '.build-inputs');
    const wanted = hashBuildInputs(root, app);
    const ready = fs.existsSync(path.join(output, file)) && fs.existsSync(stamp);
    if (ready && fs.readFileSync(stamp, 'utf8').trim() === wanted) {
      log(`${name} está al día (sin cambios desde la última compilación).`);
    } else {
      build(root, app);
      fs.mkdirSync(output, { recursive: true });
      fs.writeFileSync(stamp, `${wanted}\n`);
      built.push(app);
    }
  }
  return built;
}
