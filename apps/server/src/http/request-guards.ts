import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, msg } from '@turnos/domain';
import { errorBody, invalid } from './app-error';
import { isWellEncodedUrl } from './encoding';
import { setResponseHeaders } from './response-headers';

const BAD_URL = 'La dirección solicitada está mal codificada.';

/**
 * Every request's target must be well encoded (ASCII, `%XX` escapes that decode to UTF-8), page,
 * API or /healthz alike: a 400 envelope otherwise, before routing, parsing or authentication.
 */
export function registerRequestGuards(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    done(isWellEncodedUrl(req.raw.url ?? '/') ? undefined : invalid(BAD_URL));
  });
}

/**
 * Errors Fastify's router raises before any hook runs (a path it cannot decode): the same 400
 * envelope and headers as everything else, not Fastify's own `{"error":"Bad Request",…}`.
 */
export function frameworkErrorHandler(
  _err: FastifyError,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  setResponseHeaders(reply.raw, req.id);
  void reply.code(400).send(errorBody(BAD_URL, ErrorCode.invalidInput));
}

const socketAnswer = (status: number, message: string, code: number) => {
  const body = JSON.stringify(errorBody(message, code));
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'X-Content-Type-Options: nosniff\r\n' +
    'Connection: close\r\n\r\n' +
    body
  );
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (malformed request line or
 * headers, headers too large, a request or its headers too slow): the contract envelope on the
 * socket, then the socket closed. Logged at debug without the raw bytes (they may carry a token).
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Socket,
) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message, code] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'La solicitud tardó demasiado.', ErrorCode.invalidInput]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Los encabezados de la solicitud son demasiado grandes.', ErrorCode.tooLarge]
        : [400, msg.http400, ErrorCode.invalidInput];
  this.log.debug({ err: { code: err.code, message: err.message } }, `client error ${status}`);
  if (socket.writable) socket.write(socketAnswer(status, message, code));
  socket.destroy();
}
