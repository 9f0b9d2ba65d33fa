import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No error is swallowed in the web app: every `catch` names the error and uses it (a failed call
 * goes to useErrorToast, anything else is narrowed and rethrown). `catch {}` or a named error
 * left unused fails here, with the file and line.
 */
const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

function uses(block: ts.Node, name: string): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === name) found = true;
    else ts.forEachChild(node, visit);
  };
  visit(block);
  return found;
}

/** `file:line` of every catch that ignores its error. */
export function bareCatches(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCatchClause(node)) {
      const name = node.variableDeclaration?.name;
      if (!name || !ts.isIdentifier(name) || !uses(node.block, name.text)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${fileName}:${line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no bare catch in apps/web/src', () => {
  it('every catch names its error and uses it', () => {
    const bare = sourceFiles(SRC).flatMap((file) =>
      bareCatches(relative(SRC, file).split('\\').join('/'), readFileSync(file, 'utf8')),
    );
    expect(bare).toEqual([]);
  });

  it('tells a bare catch and an unused error from a handled one', () => {
    const code = [
      'try { a(); } catch { b(); }',
      'try { a(); } catch (_e) { b(); }',
      'try { a(); } catch (e) { show(e, "x"); }',
      'try { a(); } catch ({ message }) { b(message); }',
    ].join('\n');
    expect(bareCatches('x.ts', code)).toEqual(['x.ts:1', 'x.ts:2', 'x.ts:4']);
  });
});
