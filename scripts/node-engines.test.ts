import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * ADR 0083: the project runs on Node 20 (`engines` >=20.19). Every installed package whose own
 * `engines.node` leaves out the running Node is either pinned to an older version or reviewed and
 * listed here with why it works anyway; a new one fails this test until someone decides.
 */
const REVIEWED: Record<string, string> = {
  // ESM only, loaded with require() by @fastify/static 10: Node >=20.19 does that unflagged
  'content-disposition@3.0.0': 'require(esm)',
  // ESM only, loaded with require() by fastify's light-my-request 6 (inject): same reason
  'cookie@2.0.2': 'require(esm)',
};

const root = fileURLToPath(new URL('..', import.meta.url));
/** The root and every workspace of package.json (`dir/*` globs expanded), where npm installs. */
function workspaceFolders(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  return [
    '.',
    ...(pkg.workspaces ?? []).flatMap((w) =>
      w.endsWith('/*')
        ? fs.readdirSync(path.join(root, w.slice(0, -2))).map((d) => path.join(w.slice(0, -2), d))
        : [w],
    ),
  ];
}

interface Found {
  name: string;
  id: string;
  range: string;
  /** the node_modules folder it is installed in */
  nodeModules: string;
}

/** Every package.json under a node_modules folder (nested ones too), with its engines.node. */
function installed(nodeModules: string, into: Found[] = [], scope = ''): Found[] {
  const folder = path.join(nodeModules, scope);
  if (!fs.existsSync(folder)) return into;
  for (const name of fs.readdirSync(folder)) {
    if (name.startsWith('.')) continue;
    const dir = path.join(folder, name);
    if (!scope && name.startsWith('@')) {
      installed(nodeModules, into, name);
      continue;
    }
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
        engines?: { node?: string };
      };
      const range = pkg.engines?.node;
      if (pkg.name && range) {
        into.push({ name: pkg.name, id: `${pkg.name}@${pkg.version ?? ''}`, range, nodeModules });
      }
    }
    installed(path.join(dir, 'node_modules'), into);
  }
  return into;
}

const all = workspaceFolders().flatMap((w) => installed(path.join(root, w, 'node_modules')));
const refused = all.filter((p) => !semver.satisfies(process.version, p.range));

describe(`installed packages on this Node (${process.version})`, () => {
  it('finds the installed packages at all', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('every package that asks for a newer Node is reviewed (ADR 0083)', () => {
    const unreviewed = refused.filter((p) => !(p.id in REVIEWED)).map((p) => `${p.id} ${p.range}`);
    expect(unreviewed).toEqual([]);
  });

  it('each reviewed ESM-only package really loads through require() here', () => {
    for (const p of refused.filter((x) => REVIEWED[x.id] === 'require(esm)')) {
      // require() by name from the folder that holds this node_modules, as its dependents do
      const req = createRequire(path.join(path.dirname(p.nodeModules), 'requirer.cjs'));
      const loaded = req(p.name) as Record<string, unknown>;
      expect(Object.keys(loaded).length, p.id).toBeGreaterThan(0);
    }
  });

  it('lists no reviewed package that is no longer installed at that version (keeps it honest)', () => {
    const stale = Object.keys(REVIEWED).filter((id) => !all.some((p) => p.id === id));
    expect(stale).toEqual([]);
  });
});
