import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const helmetMiddleware = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * Helmet's headers as name/value pairs: none of our directives depends on the request, so its
 * middleware runs once, at start-up, on a detached response, and what it set is kept.
 */
function helmetHeaders(): [string, string][] {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  let failure: unknown;
  helmetMiddleware(res.req, res, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]);
}

const headers = helmetHeaders();

/** The request id and Helmet's headers, on a raw response (also used before any hook runs). */
export function setResponseHeaders(raw: ServerResponse, requestId: string) {
  raw.setHeader('x-request-id', requestId);
  for (const [name, value] of headers) raw.setHeader(name, value);
}

/**
 * Every answer carries its request id and Helmet's headers with a strict Content-Security-Policy.
 * One hook, headers set on the raw response: it runs on every request, so it stays cheap.
 */
export function registerResponseHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    setResponseHeaders(reply.raw, req.id);
    done();
  });
}
