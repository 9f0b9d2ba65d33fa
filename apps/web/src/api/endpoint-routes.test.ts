import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as contract from '@turnos/contract';
import { endpoints, type EndpointRoute } from '@turnos/contract';
import * as routes from '@turnos/contract/paths';

/**
 * The web's data layer calls each endpoint through its route from `@turnos/contract/paths`
 * (`apiEndpoint(paths.getAllSucursales)`), whose types come from the entry built from it (ADR
 * 0094). This holds the rest: every route is the one its entry of the same name was built from;
 * every endpoint is called from one file of `src/api` (the API client renews the token itself);
 * no endpoint path is written by hand; the client and the data layer cast nothing (`as`), the
 * one narrowing point being `lib/api-endpoint.ts` (ADR 0063).
 */
const SRC = join(__dirname, '..');
const ENDPOINT = /(?:turnos|simple-jwt-login)\/v1\/[A-Za-z0-9_\-/]+/g;
const PATHS_MODULE = '@turnos/contract/paths';
/** Files where an `as` would be a cast of an answer: the client and the data layer. */
const NO_ASSERTIONS = /^(api\/[^/]+|lib\/(api-client|api-endpoint|json-member))\.ts$/;
const OUTSIDE_API_ALLOWED = new Map([['authRefresh', 'lib/api-client.ts']]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

interface Scan {
  /** the routes named as `<namespace import of the paths module>.<route>` */
  routes: string[];
  /** imports of the paths module other than one namespace (its routes then go unseen) */
  otherImports: string[];
  /** endpoint paths written in string and template literals */
  loosePaths: string[];
  assertions: string[];
}

/** What one file calls, writes and asserts (code only, not comments). */
export function scan(file: string, text: string): Scan {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const namespaces = new Set<string>();
  const result: Scan = { routes: [], otherImports: [], loosePaths: [], assertions: [] };
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === PATHS_MODULE
    ) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
      else result.otherImports.push(`${file}: ${statement.getText()}`);
    }
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text)
    ) {
      result.routes.push(node.name.text);
    }
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      result.loosePaths.push(...(node.text.match(ENDPOINT) ?? []));
    }
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      node.type.getText() !== 'const'
    ) {
      result.assertions.push(`${file}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

const routeOf = ({ namespace, name, method, envelope }: EndpointRoute) => ({
  namespace,
  name,
  method,
  envelope,
});

describe('the routes of @turnos/contract/paths', () => {
  const all = Object.entries(routes);

  it('are each the route of the contract entry of the same name, and of no other', () => {
    const exported = new Map<string, unknown>(Object.entries(contract));
    const wrong = all.flatMap(([name, route]) => {
      const entry = endpoints.find((e) => e === exported.get(name));
      if (!entry) return [`${name}: no contract entry of that name`];
      const same = endpoints.filter(
        (e) => JSON.stringify(routeOf(e)) === JSON.stringify(routeOf(route)),
      );
      return JSON.stringify(routeOf(entry)) === JSON.stringify(routeOf(route)) && same.length === 1
        ? []
        : [`${name}: its entry's route differs or is shared`];
    });
    expect(all.length).toBe(endpoints.length);
    expect(wrong).toEqual([]);
  });
});

describe('the web’s data layer', () => {
  const scans = sourceFiles(SRC).map((path) => {
    const rel = relative(SRC, path).split('\\').join('/');
    return { rel, ...scan(rel, readFileSync(path, 'utf8')) };
  });
  const callers = new Map<string, Set<string>>();
  for (const { rel, routes } of scans) {
    for (const route of routes) callers.set(route, (callers.get(route) ?? new Set()).add(rel));
  }

  it('finds the routes it calls (the scan reads the code)', () => {
    expect(callers.size).toBeGreaterThan(60);
    expect(callers.get('getAllSucursales')).toEqual(new Set(['api/branches.ts']));
    expect([...callers.keys()].filter((name) => !(name in routes))).toEqual([]);
  });

  it('calls every endpoint from one file of src/api', () => {
    const wrong = [...callers].flatMap(([route, files]) =>
      files.size > 1
        ? [`${route}: ${[...files].sort().join(', ')}`]
        : [...files]
            .filter((f) => !f.startsWith('api/') && OUTSIDE_API_ALLOWED.get(route) !== f)
            .map((f) => `${route} in ${f}`),
    );
    expect(wrong).toEqual([]);
  });

  it('imports the routes as one namespace (so the scan sees each one named)', () => {
    expect(scans.flatMap((s) => s.otherImports)).toEqual([]);
  });

  it('writes no endpoint path by hand', () => {
    expect(scans.flatMap((s) => s.loosePaths.map((p) => `${s.rel}: ${p}`))).toEqual([]);
  });

  it('has no type assertion in the API client and the data layer', () => {
    const files = scans.filter((s) => NO_ASSERTIONS.test(s.rel));
    expect(files.map((s) => s.rel)).toEqual(
      expect.arrayContaining(['lib/api-client.ts', 'lib/api-endpoint.ts', 'api/branches.ts']),
    );
    expect(files.flatMap((s) => s.assertions)).toEqual([]);
  });

  it('tells a route, a loose path and a cast, in code and not in comments', () => {
    const code = [
      `import * as routes from '${PATHS_MODULE}';`,
      '// turnos/v1/commented-out',
      'const a = apiEndpoint(routes.getAllSucursales);',
      "const d = fetch('/wp-json/turnos/v1/subir-logo') as unknown as string;",
      'const b = fetch(`${API_BASE}simple-jwt-login/v1/auth?x=${x}`);',
      "const e = ['x'] as const;",
    ].join('\n');
    expect(scan('x.ts', code)).toEqual({
      routes: ['getAllSucursales'],
      otherImports: [],
      loosePaths: ['turnos/v1/subir-logo', 'simple-jwt-login/v1/auth'],
      assertions: [
        "x.ts: fetch('/wp-json/turnos/v1/subir-logo') as unknown as string",
        "x.ts: fetch('/wp-json/turnos/v1/subir-logo') as unknown",
      ],
    });
    const named = `import { getAllSucursales } from '${PATHS_MODULE}';`;
    expect(scan('y.ts', named).otherImports).toEqual([`y.ts: ${named}`]);
  });
});
