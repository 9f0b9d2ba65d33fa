import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the built web app is made from: its sources, public files and build configuration, the
 * shared packages' sources, and the lock file (dependency versions). Tests are left out: they
 * never change the bundle.
 */
export function buildInputs(root: string): string[] {
  const web = path.join(root, 'apps', 'web');
  const files = [
    path.join(root, 'package-lock.json'),
    ...['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((f) =>
      path.join(web, f),
    ),
    ...walk(path.join(web, 'src')),
    ...walk(path.join(web, 'public')),
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

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return entry.isFile() ? [full] : [];
  });
}

/** One hash of every input's path and content: equal hashes, equal bundles. */
export function hashBuildInputs(root: string): string {
  const hash = createHash('sha256');
  for (const file of buildInputs(root)) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}
