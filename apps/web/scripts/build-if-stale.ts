import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashBuildInputs, type BuiltApp } from './build-inputs';

/**
 * `npm start`'s build step: builds the web app and the server's bundle (ADR 0079) only when
 * their inputs changed since their last build (a restart serves in seconds instead of rebuilding).
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));

const builds: Record<BuiltApp, { output: string; built: string; name: string }> = {
  web: {
    output: path.join(root, 'apps', 'web', 'dist'),
    built: 'index.html',
    name: 'La aplicación web',
  },
  server: {
    output: path.join(root, 'apps', 'server', 'dist', 'bundle'),
    built: 'main.mjs',
    name: 'El servidor',
  },
};

for (const [app, { output, built, name }] of Object.entries(builds) as [
  BuiltApp,
  (typeof builds)[BuiltApp],
][]) {
  const stamp = path.join(output, '.build-inputs');
  const wanted = hashBuildInputs(root, app);
  const ready = fs.existsSync(path.join(output, built)) && fs.existsSync(stamp);
  if (ready && fs.readFileSync(stamp, 'utf8').trim() === wanted) {
    console.log(`${name} está al día (sin cambios desde la última compilación).`);
  } else {
    execFileSync('npm', ['run', 'build', '-w', `@turnos/${app}`], { cwd: root, stdio: 'inherit' });
    fs.writeFileSync(stamp, `${wanted}\n`);
  }
}
