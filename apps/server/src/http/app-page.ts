import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** dist/shells.json as apps/web/scripts/prerender-shells.ts writes it. */
interface ShellsFile {
  /** the text standing for the studio's name in the shells */
  token: string;
  /** a page's path → the HTML of its first screen; "*" for every other path */
  shells: Record<string, string>;
  /** a first page's path → its own scripts, asked for with the entry (issue 29.7) */
  preloads?: Record<string, string[]>;
}

/** The app page as sent: its text and its compressed copies (made once per path and name). */
export interface AppPageBody {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text for HTML content or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const ROOT = '<div id="root"></div>';
/** boot.js's list of scripts to preload with the entry (vite.config.ts writes it). */
const PRELOAD = /(<script\b[^>]*\bsrc="\/boot\.js"[^>]*\bdata-preload=")([^"]*)"/;
/** A script the build named: /assets/<name>.js, nothing that could leave the attribute. */
const SCRIPT_FILE = /^\/assets\/[\w.-]+\.js$/;
const TITLE = /<title>[^<]*<\/title>/;
/** Distinct pages × studio names kept compressed; a renamed studio starts over. */
const CACHE_LIMIT = 64;

/**
 * index.html with the page's first screen inside #root (ADR 0095): the build renders each public
 * page's first render to HTML (dist/shells.json); here the studio's name is written in it, in the
 * title and on #root (data-site-name, read by the app's first render), so the browser paints the
 * page before any script has loaded. Without shells.json (an older build) it is index.html as built.
 */
export function loadAppPage(webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const shellsFile = path.join(webDist, 'shells.json');
  const cache = new Map<string, AppPageBody>();
  let index = '';
  let shells: ShellsFile | undefined;
  let builtAt = '';
  /** Read again when the build changes (a rebuilt app is served without a restart). */
  function refresh() {
    const stamp = [indexFile, shellsFile]
      .map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0))
      .join(':');
    if (stamp === builtAt) return;
    builtAt = stamp;
    index = fs.readFileSync(indexFile, 'utf8');
    shells = fs.existsSync(shellsFile)
      ? (JSON.parse(fs.readFileSync(shellsFile, 'utf8')) as ShellsFile)
      : undefined;
    cache.clear();
  }

  const trim = (pathname: string) =>
    pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  /** The shell's key for a path: the path itself (without a trailing slash), else "*". */
  const keyOf = (trimmed: string) => (shells && trimmed in shells.shells ? trimmed : '*');
  /** The page's own scripts when it is one of the first pages, else none. */
  const preloadsOf = (trimmed: string) =>
    (shells?.preloads && Object.hasOwn(shells.preloads, trimmed)
      ? (shells.preloads[trimmed] ?? [])
      : []
    ).filter((f) => SCRIPT_FILE.test(f));

  function render(key: string, scripts: string[], siteName: string): string {
    if (!shells || !index.includes(ROOT)) return index;
    const name = escapeHtml(siteName);
    const shell = (shells.shells[key] ?? shells.shells['*'] ?? '').split(shells.token).join(name);
    return index
      .replace(TITLE, () => `<title>${name}</title>`)
      .replace(
        PRELOAD,
        (_, head: string, list: string) =>
          `${head}${[list, ...scripts].filter(Boolean).join(' ')}"`,
      )
      .replace(ROOT, () => `<div id="root" data-site-name="${name}">${shell}</div>`);
  }

  return {
    /** The page for a request's path (query string left out) and the studio's name. */
    body(pathname: string, siteName: string): AppPageBody {
      refresh();
      const trimmed = trim(pathname);
      const key = keyOf(trimmed);
      const scripts = preloadsOf(trimmed);
      const cacheKey = `${key}\u0000${scripts.join(' ')}\u0000${siteName}`;
      let body = cache.get(cacheKey);
      if (!body) {
        const html = Buffer.from(render(key, scripts, siteName));
        body = {
          html,
          br: brotliCompressSync(html, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gzip: gzipSync(html, { level: 9 }),
        };
        if (cache.size >= CACHE_LIMIT) cache.clear();
        cache.set(cacheKey, body);
      }
      return body;
    },
  };
}
