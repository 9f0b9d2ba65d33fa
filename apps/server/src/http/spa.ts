import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode, msg } from '@turnos/domain';
import { errorBody } from './app-error';

/** index.html, revalidated on every visit (a deploy changes which chunks it names). */
const sendAppPage = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });

/**
 * The built React app on `/`, with every non-API GET falling back to index.html; an unknown
 * `/wp-json` route answers the contract's 404 envelope instead.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      // serve files by lookup, so a rebuilt app's new chunks are found without a restart
      wildcard: true,
      index: false,
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
  if (hasSpa) {
    app.get('/', (req, reply) => sendAppPage(reply));
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.raw.url ?? '/';
    const isApi = url.startsWith('/wp-json') || url === '/healthz';
    // a missing asset is a 404, never the app page (which would break as a script)
    const isAsset = url.startsWith('/assets/');
    if (isApi || isAsset || req.method !== 'GET' || !hasSpa) {
      return reply.code(404).send(errorBody(msg.http404, ErrorCode.notFound));
    }
    return sendAppPage(reply);
  });
}
