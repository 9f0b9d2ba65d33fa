import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app's data layer: every endpoint of the API (`/wp-json/<namespace>/v1/<name>`) is
 * named in exactly one file, the `src/api/<resource>.ts` holding its fetcher, query keys and
 * mutations. Features call those; a second fetcher of the same endpoint elsewhere fails here.
 * Only code counts (string and template literals), not comments; tests are left out.
 */
const SRC = join(__dirname, '..');
const ENDPOINT = /(?:turnos|simple-jwt-login)\/v1\/[A-Za-z0-9_\-/]+/g;
/** The API client renews the token itself, below any resource. */
const OUTSIDE_API_ALLOWED = new Map([['simple-jwt-login/v1/auth/refresh', 'lib/api-client.ts']]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Endpoint names in the string and template literals of one file's code. */
export function endpointsIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push(...(node.text.match(ENDPOINT) ?? []).map((e) => e.replace(/\/+$/, '')));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function callers(): Map<string, Set<string>> {
  const byEndpoint = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const rel = relative(SRC, file).split('\\').join('/');
    for (const endpoint of endpointsIn(rel, readFileSync(file, 'utf8'))) {
      const files = byEndpoint.get(endpoint) ?? new Set<string>();
      files.add(rel);
      byEndpoint.set(endpoint, files);
    }
  }
  return byEndpoint;
}

describe('one caller per endpoint', () => {
  const byEndpoint = callers();

  it('finds the endpoints (the scan reads the code)', () => {
    expect(byEndpoint.size).toBeGreaterThan(60);
    expect(byEndpoint.get('turnos/v1/get-all-sucursales')).toEqual(new Set(['api/branches.ts']));
  });

  it('names every endpoint in one file only', () => {
    const shared = [...byEndpoint]
      .filter(([, files]) => files.size > 1)
      .map(([endpoint, files]) => `${endpoint}: ${[...files].sort().join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('keeps every endpoint in src/api', () => {
    const outside = [...byEndpoint]
      .flatMap(([endpoint, files]) => [...files].map((file) => ({ endpoint, file })))
      .filter(
        ({ endpoint, file }) =>
          !file.startsWith('api/') && OUTSIDE_API_ALLOWED.get(endpoint) !== file,
      )
      .map(({ endpoint, file }) => `${endpoint} in ${file}`);
    expect(outside).toEqual([]);
  });

  it('counts literals in code, and not in comments', () => {
    const code = [
      '// turnos/v1/commented-out',
      "const a = apiClient.get('turnos/v1/uno');",
      'const b = fetch(`${API_BASE}turnos/v1/dos?x=${x}`);',
      "const c = '/wp-json/simple-jwt-login/v1/auth';",
    ].join('\n');
    expect(endpointsIn('x.ts', code)).toEqual([
      'turnos/v1/uno',
      'turnos/v1/dos',
      'simple-jwt-login/v1/auth',
    ]);
  });
});
