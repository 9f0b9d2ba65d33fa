import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode, msg } from '@turnos/domain';
import { AppError, errorBody } from './app-error';

/** Every error leaves in the contract §1 shape; nothing internal is ever shown. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      // a 503 was logged where it arose, with its cause
      if (err.status >= 500 && err.status !== 503) req.log.error({ err }, 'app error');
      return reply.code(err.status).headers(err.headers).send(errorBody(err.message, err.code));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return reply
        .code(413)
        .send(errorBody('El contenido enviado es demasiado grande.', ErrorCode.tooLarge));
    }
    // the static files plugin refuses a directory (403) or a vanished file (404): not found
    const notFoundFile = err.statusCode === 403 || err.statusCode === 404;
    // any other 4xx a framework or plugin raises (a body it cannot parse: 400, 406, 415...) is
    // the sender's fault (issue 28.7)
    const senderFault =
      typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500;
    if (
      (senderFault && !notFoundFile) ||
      err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.code(400).send(errorBody(msg.http400, ErrorCode.invalidInput));
    }
    if (notFoundFile) {
      return reply.code(404).send(errorBody(msg.http404, ErrorCode.notFound));
    }
    req.log.error({ err }, 'unexpected error');
    return reply.code(500).send(errorBody(msg.http500, ErrorCode.internal));
  });
}
