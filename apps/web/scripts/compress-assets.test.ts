import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { compressAssets } from './compress-assets';

/**
 * The web build's precompressed copies (ADR 0091): beside every text file worth it, a .br and a
 * .gz that decompress to exactly the file; nothing beside what is binary already, the source
 * maps or Vite's manifest; no copy that would be bigger than the file, and no stale copy.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
function tempDist(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-compress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const script = Array.from({ length: 300 }, (_, i) => `export const v${i} = "valor ${i}";`).join(
  '\n',
);

describe('compressAssets', () => {
  it('every compressible text file gets copies that decompress to it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 200, maxLength: 4000 }),
        fc.constantFrom('assets/a.js', 'assets/b.css', 'index.html', 'robots.txt', 'x/y.svg'),
        async (text, name) => {
          // repeated so it compresses, with random (also non-ASCII) content
          const content = Buffer.from(text.repeat(3));
          const dir = tempDist({ [name]: content });
          await compressAssets(dir);
          const file = path.join(dir, name);
          expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(content)).toBe(true);
          expect(gunzipSync(fs.readFileSync(`${file}.gz`)).equals(content)).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('leaves binary files, source maps and the manifest alone', async () => {
    const dir = tempDist({
      'assets/app.js': script,
      'assets/app.js.map': script,
      'icons/icon.png': Buffer.alloc(4096, 1),
      '.vite/manifest.json': script,
    });
    const result = await compressAssets(dir);
    expect(result.files).toBe(1);
    const written = (sub: string) => fs.readdirSync(path.join(dir, sub)).sort();
    expect(written('assets')).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'app.js.map']);
    expect(written('icons')).toEqual(['icon.png']);
    expect(written('.vite')).toEqual(['manifest.json']);
    expect(result.br).toBeLessThan(script.length / 4);
    expect(result.gz).toBeLessThan(script.length / 3);
  });

  it('writes no copy that is not smaller, and removes a stale one', async () => {
    const dir = tempDist({ 'assets/tiny.js': 'export{}', 'assets/app.js': script });
    await compressAssets(dir);
    expect(fs.existsSync(path.join(dir, 'assets/tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets/tiny.js.gz'))).toBe(false);
    // a rebuild where app.js became tiny: its old copies must not be sent for the new content
    fs.writeFileSync(path.join(dir, 'assets/app.js'), 'x');
    await compressAssets(dir);
    expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual(['app.js', 'tiny.js']);
  });
});
