import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashBuildInputs } from './build-inputs';

/**
 * `npm start`'s build step: builds the web app only when its inputs changed since the last
 * build (a restart serves in about a second instead of rebuilding for several).
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dist = path.join(root, 'apps', 'web', 'dist');
const stamp = path.join(dist, '.build-inputs');

const wanted = hashBuildInputs(root);
const built = fs.existsSync(path.join(dist, 'index.html')) && fs.existsSync(stamp);
if (built && fs.readFileSync(stamp, 'utf8').trim() === wanted) {
  console.log('La aplicación web está al día (sin cambios desde la última compilación).');
} else {
  execFileSync('npm', ['run', 'build', '-w', '@turnos/web'], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stamp, `${wanted}\n`);
}
