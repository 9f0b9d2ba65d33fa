import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as contract from '@turnos/contract';
import { endpointMethods, endpointPath, endpoints, type Endpoint } from '@turnos/contract';

/**
 * The web types its calls from `@turnos/contract` without loading it (ADR 0063): each endpoint
 * is declared once as `apiEndpoint<typeof entry>(method, path[, 'plain'])`, and the entry's type
 * does not know its own path. This test reads those declarations and holds each one to the entry
 * it names: same path, a method the entry takes, same envelope. It also checks that every
 * endpoint path in the code is such a declaration, and that the client and the data layer
 * contain no type assertion (`as`), the one narrowing point being `lib/api-endpoint.ts`.
 */
const SRC = join(__dirname, '..');
const ENDPOINT = /(?:turnos|simple-jwt-login)\/v1\/[A-Za-z0-9_\-/]+/g;
/** Files where an `as` would be a cast of an answer: the client and the data layer. */
const NO_ASSERTIONS = /^(api\/[^/]+|lib\/(api-client|api-endpoint|json-member))\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

interface Declaration {
  file: string;
  /** the contract export named in `typeof …`, or null when the type argument is something else */
  entry: string | null;
  args: string[];
}

interface Scan {
  declarations: Declaration[];
  /** endpoint paths written in a string outside an `apiEndpoint(…)` declaration */
  loosePaths: string[];
  assertions: string[];
}

/** What one file declares, writes and asserts. */
function scan(file: string, text: string): Scan {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  // local name → exported name, for the names imported from the contract
  const imported = new Map<string, string>();
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === '@turnos/contract' &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings)
    ) {
      for (const el of statement.importClause.namedBindings.elements) {
        imported.set(el.name.text, (el.propertyName ?? el.name).text);
      }
    }
  }
  const result: Scan = { declarations: [], loosePaths: [], assertions: [] };
  const visit = (node: ts.Node, inDeclaration: boolean) => {
    let declaring = inDeclaration;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'apiEndpoint'
    ) {
      const [typeArg] = node.typeArguments ?? [];
      const entry =
        typeArg && ts.isTypeQueryNode(typeArg) && ts.isIdentifier(typeArg.exprName)
          ? (imported.get(typeArg.exprName.text) ?? null)
          : null;
      const args = node.arguments.map((a) => (ts.isStringLiteral(a) ? a.text : a.getText()));
      result.declarations.push({ file, entry, args });
      declaring = true;
    }
    if (
      !declaring &&
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node))
    ) {
      result.loosePaths.push(...(node.text.match(ENDPOINT) ?? []));
    }
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      node.type.getText() !== 'const'
    ) {
      result.assertions.push(`${file}: ${node.getText()}`);
    }
    ts.forEachChild(node, (child) => visit(child, declaring));
  };
  visit(source, false);
  return result;
}

/** Every contract entry by the name it is exported under. */
const entries = new Map<string, Endpoint>(
  Object.entries(contract).flatMap(([name, value]) => {
    const entry = endpoints.find((e) => e === value);
    return entry ? [[name, entry]] : [];
  }),
);

describe('the web’s endpoint declarations', () => {
  const scans = sourceFiles(SRC).map((path) => {
    const rel = relative(SRC, path).split('\\').join('/');
    return { rel, ...scan(rel, readFileSync(path, 'utf8')) };
  });
  const declarations = scans.flatMap((s) => s.declarations);

  it('finds them (the scan reads the code)', () => {
    expect(declarations.length).toBeGreaterThan(60);
    expect(declarations).toContainEqual({
      file: 'api/branches.ts',
      entry: 'getAllSucursales',
      args: ['GET', 'turnos/v1/get-all-sucursales'],
    });
  });

  it('each names a contract entry and matches its path, method and envelope', () => {
    const wrong = declarations.flatMap(({ file, entry: name, args }) => {
      const entry = name === null ? undefined : entries.get(name);
      if (!entry) return [`${file}: ${args.join(' ')} is not typed by a contract entry`];
      const [method = '', path = '', envelope = 'data'] = args;
      const problems = [];
      if (endpointPath(entry) !== `/wp-json/${path}`)
        problems.push(`path ${path} ≠ ${endpointPath(entry)}`);
      if (!endpointMethods(entry).some((m) => m === method))
        problems.push(`method ${method} ∉ ${endpointMethods(entry).join(', ')}`);
      if ((entry.envelope ?? 'data') !== envelope)
        problems.push(`envelope ${envelope} ≠ ${entry.envelope ?? 'data'}`);
      return problems.map((p) => `${file}: ${name}: ${p}`);
    });
    expect(wrong).toEqual([]);
  });

  it('every endpoint path in the code is one of them', () => {
    expect(scans.flatMap((s) => s.loosePaths.map((p) => `${s.rel}: ${p}`))).toEqual([]);
  });

  it('no type assertion in the API client and the data layer', () => {
    const files = scans.filter((s) => NO_ASSERTIONS.test(s.rel));
    expect(files.map((s) => s.rel)).toEqual(
      expect.arrayContaining(['lib/api-client.ts', 'lib/api-endpoint.ts', 'api/branches.ts']),
    );
    expect(files.flatMap((s) => s.assertions)).toEqual([]);
  });

  it('tells a wrong declaration, a loose path and a cast', () => {
    const code = [
      "import type { getAllSucursales as list, crearSucursal } from '@turnos/contract';",
      "const a = apiEndpoint<typeof list>('GET', 'turnos/v1/get-all-sucursales');",
      "const b = apiEndpoint<typeof crearSucursal>('PUT', 'turnos/v1/crear-sucursales');",
      "const c = apiEndpoint<Local>('GET', 'turnos/v1/otro');",
      "const d = fetch('/wp-json/turnos/v1/subir-logo') as unknown as string;",
      "const e = ['x'] as const;",
    ].join('\n');
    const found = scan('x.ts', code);
    expect(found.declarations).toEqual([
      { file: 'x.ts', entry: 'getAllSucursales', args: ['GET', 'turnos/v1/get-all-sucursales'] },
      { file: 'x.ts', entry: 'crearSucursal', args: ['PUT', 'turnos/v1/crear-sucursales'] },
      { file: 'x.ts', entry: null, args: ['GET', 'turnos/v1/otro'] },
    ]);
    expect(found.loosePaths).toEqual(['turnos/v1/subir-logo']);
    expect(found.assertions).toHaveLength(2);
    const crear = entries.get('crearSucursal');
    expect(crear && endpointPath(crear)).toBe('/wp-json/turnos/v1/crear-sucursal');
  });
});
