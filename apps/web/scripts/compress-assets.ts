/// <reference types="node" />
/**
 * After `vite build`: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, zopfli) copy beside
 * every text file of dist/ that compresses (scripts, styles, index.html, SVG, robots.txt), so the
 * server sends them precompressed by the request's Accept-Encoding (@fastify/static
 * `preCompressed`, apps/server/src/http/spa.ts; ADR 0091) without compressing on each request.
 * A copy that would not be smaller than the file is not written (the server then sends the file).
 * Source maps are left alone: only developer tools read them.
 *
 * `node --import tsx scripts/compress-assets.ts [dist]`; WEB_DIST overrides the folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const brotliAsync = promisify(brotliCompress);

/** The files worth compressing; binary formats (PNG, WebP, fonts) are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|txt|json|webmanifest)$/;

export function brotli(bytes: Buffer): Promise<Buffer> {
  return brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * Zopfli: a gzip stream any gzip reader takes, ~3.5% smaller than zlib's level 9 on the scripts
 * (ADR 0108), for the browsers that do not take brotli. Slower to make (WebAssembly, one file at
 * a time): once per build.
 */
export const gzip = async (bytes: Buffer): Promise<Buffer> =>
  Buffer.from(await gzipAsync(bytes, { numiterations: 15 }));

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '.vite' ? [] : filesUnder(file);
    return COMPRESSIBLE.test(e.name) ? [file] : [];
  });
}

export interface CompressResult {
  files: number;
  raw: number;
  br: number;
  gz: number;
}

/** Writes `<file>.br` and `<file>.gz` for one file; the sizes written (0 when left out). */
async function compressFile(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const bytes = fs.readFileSync(file);
  const [br, gz] = await Promise.all([brotli(bytes), gzip(bytes)]);
  const written = { raw: bytes.length, br: 0, gz: 0 };
  for (const [ext, packed] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    const target = `${file}${ext}`;
    // a stale copy of an earlier build must not outlive its file's new content
    fs.rmSync(target, { force: true });
    if (packed.length >= bytes.length) continue;
    fs.writeFileSync(target, packed);
    written[ext === '.br' ? 'br' : 'gz'] = packed.length;
  }
  return written;
}

/**
 * Writes `<file>.br` and `<file>.gz` for each compressible file under `dir`, several at a time
 * (brotli works on libuv's thread pool; zopfli on this thread).
 */
export async function compressAssets(dir: string): Promise<CompressResult> {
  const files = filesUnder(dir);
  const results = await Promise.all(files.map(compressFile));
  return results.reduce<CompressResult>(
    (sum, r) => ({
      files: sum.files + 1,
      raw: sum.raw + r.raw,
      br: sum.br + r.br,
      gz: sum.gz + r.gz,
    }),
    { files: 0, raw: 0, br: 0, gz: 0 },
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dist = path.resolve(
    process.argv[2] ??
      process.env.WEB_DIST ??
      path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
  );
  const started = Date.now();
  const r = await compressAssets(dist);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `compress-assets: ${r.files} files, ${kb(r.raw)} → brotli ${kb(r.br)}, gzip ${kb(r.gz)} ` +
      `(${Date.now() - started} ms)`,
  );
}
