// Plain JavaScript (type-checked through JSDoc, scripts/tsconfig.json): `npm start` runs it with
// node alone, without loading a TypeScript loader first (ADR 0080).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What each built app is made from besides the shared packages and the lock file. */
const OWN_INPUTS = {
  web: {
    files: ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'],
    dirs: ['src', 'public'],
  },
  server: { files: ['package.json', 'tsconfig.json', 'scripts/build.ts'], dirs: ['src'] },
};

/** @typedef {keyof typeof OWN_INPUTS} BuiltApp */

/** The apps `npm start` builds, in build order. @type {BuiltApp[]} */
export const BUILT_APPS = ['web', 'server'];

/**
 * What a built app (the web app, or the server's bundle) is made from: its sources and build
 * configuration (and the web's public files), the shared packages' sources, and the lock file
 * (dependency versions). Tests are left out: they never change the bundle.
 * @param {string} root the repository's root
 * @param {BuiltApp} [app]
 * @returns {string[]}
 */
export function buildInputs(root, app = 'web') {
  const dir = path.join(root, 'apps', app);
  const own = OWN_INPUTS[app];
  const files = [
    path.join(root, 'package-lock.json'),
    ...own.files.map((f) => path.join(dir, f)),
    ...own.dirs.flatMap((d) => walk(path.join(dir, d))),
  ];
  const packages = path.join(root, 'packages');
  for (const name of fs.existsSync(packages) ? fs.readdirSync(packages) : []) {
    files.push(
      path.join(packages, name, 'package.json'),
      ...walk(path.join(packages, name, 'src')),
    );
  }
  return files.filter((f) => fs.existsSync(f) && !/\.test\.tsx?$/.test(f)).sort();
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return entry.isFile() ? [full] : [];
  });
}

/**
 * One hash of every input's path and content: equal hashes, equal bundles.
 * @param {string} root
 * @param {BuiltApp} [app]
 * @returns {string}
 */
export function hashBuildInputs(root, app = 'web') {
  const hash = createHash('sha256');
  for (const file of buildInputs(root, app)) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}
