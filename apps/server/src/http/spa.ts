import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode, msg } from '@turnos/domain';
import { errorBody } from './app-error';
import { loadAppPage } from './app-page';

/** What the shop window's files say of the studio (composed in app.ts from the options module). */
export interface StudioFace {
  /** The studio's name (option `turnos_nombre_sitio`, 'Turnos' when unset). */
  name(): Promise<string>;
  /** The logo an admin uploaded (`subir-logo`), if any. */
  logo(): Promise<{ mime: string; data: Uint8Array; updatedAt: Date } | undefined>;
}

/** The app's colours (apps/web/src/app/theme.ts: primary and background). */
export const THEME_COLOR = '#6d3b8c';
export const BACKGROUND_COLOR = '#f7f5fa';

/** The installable app's icons, shipped in apps/web/public/icons (scripts/make-icons.ts). */
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
/** The favicon when the studio has no logo. */
const FALLBACK_FAVICON = path.join('icons', 'favicon-48.png');

/** Under the home screen's icon: the name when it fits (≤ 12 characters), else its first word. */
export function shortName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= 12) return trimmed;
  const first = trimmed.split(/\s+/)[0] ?? trimmed;
  return first.length <= 12 ? first : `${first.slice(0, 11)}…`;
}

/** The web app manifest (installable app): the studio's name, the app's colours and icons. */
export function webManifest(name: string) {
  return {
    id: '/',
    name,
    short_name: shortName(name),
    description: `Reservá tu turno en ${name}.`,
    lang: 'es-AR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: ICONS,
  };
}

/** The encodings a request accepts (q=0 refuses one). */
function accepts(req: FastifyRequest, encoding: string): boolean {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
    return (name === encoding || name === '*') && (q === undefined || Number(q) > 0);
  });
}

/**
 * The app page (index.html with the path's first screen and the studio's name, app-page.ts),
 * revalidated on every visit (a deploy changes which chunks it names), compressed by
 * Accept-Encoding.
 */
async function sendAppPage(
  req: FastifyRequest,
  reply: FastifyReply,
  page: ReturnType<typeof loadAppPage>,
  studio: StudioFace,
) {
  const pathname = (req.raw.url ?? '/').split('?')[0] ?? '/';
  const body = page.body(pathname, await studio.name());
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (accepts(req, 'br')) return reply.header('content-encoding', 'br').send(body.br);
  if (accepts(req, 'gzip')) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.html);
}

/** A strong validator's match in If-None-Match (a list, or `*`). */
const matches = (req: FastifyRequest, etag: string) => {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
};

/**
 * The built React app on `/`, with every non-API GET falling back to index.html; an unknown
 * `/wp-json` route answers the contract's 404 envelope instead. Beside it, the shop window's
 * files (ADR 0091): the web app manifest with the studio's name, the studio's logo as favicon
 * (the app's icon when there is none) and `robots.txt` (a static file, text/plain). Assets are
 * sent precompressed (`.br`, `.gz` written by the web build) by the request's Accept-Encoding.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, studio: StudioFace) {
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      // serve files by lookup, so a rebuilt app's new chunks are found without a restart
      wildcard: true,
      index: false,
      // `x.js.br` / `x.js.gz` beside `x.js` (scripts/compress-assets.ts), chosen by
      // Accept-Encoding, with Vary: Accept-Encoding on every answer (also the uncompressed one)
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: run `npm run build`');
  }
  // `/` is a directory to the static plugin (index: false), which refuses it: the app page
  // answers it like every other page.
  const page = hasSpa ? loadAppPage(webDist) : undefined;
  if (page) {
    app.get('/', (req, reply) => sendAppPage(req, reply, page, studio));

    app.get('/manifest.webmanifest', async (req, reply) => {
      const body = JSON.stringify(webManifest(await studio.name()));
      return reply
        .header('content-type', 'application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(body);
    });

    const fallbackFile = path.join(webDist, FALLBACK_FAVICON);
    app.get('/favicon.ico', async (req, reply) => {
      const logo = await studio.logo();
      // short-lived, and cheap to revalidate: a new logo shows within minutes
      reply
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff');
      if (logo) {
        const etag = `"logo-${logo.updatedAt.getTime()}"`;
        reply.header('etag', etag);
        if (matches(req, etag)) return reply.code(304).send();
        return reply.header('content-type', logo.mime).send(Buffer.from(logo.data));
      }
      const etag = '"turnos-icon"';
      reply.header('etag', etag);
      if (matches(req, etag)) return reply.code(304).send();
      if (!fs.existsSync(fallbackFile)) {
        return reply.code(404).send(errorBody(msg.http404, ErrorCode.notFound));
      }
      return reply.header('content-type', 'image/png').send(fs.readFileSync(fallbackFile));
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.raw.url ?? '/';
    const isApi = url.startsWith('/wp-json') || url === '/healthz';
    // a missing asset or icon is a 404, never the app page (which would break as a script)
    const isAsset = url.startsWith('/assets/') || url.startsWith('/icons/');
    if (isApi || isAsset || req.method !== 'GET' || !page) {
      return reply.code(404).send(errorBody(msg.http404, ErrorCode.notFound));
    }
    return sendAppPage(req, reply, page, studio);
  });
}
