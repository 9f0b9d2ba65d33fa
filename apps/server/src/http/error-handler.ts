import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode, msg } from '@turnos/domain';
import { AppError, errorBody } from './app-error';

/** Every error leaves in the contract §1 shape; nothing internal is ever shown. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, 'app error');
      return reply.code(err.status).headers(err.headers).send(errorBody(err.message, err.code));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return reply
        .code(413)
        .send(errorBody('El contenido enviado es demasiado grande.', ErrorCode.tooLarge));
    }
    if (
      err.statusCode === 400 ||
      err.statusCode === 415 ||
      err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.code(400).send(errorBody(msg.http400, ErrorCode.invalidInput));
    }
    // the static files plugin refuses a directory (403) or a vanished file (404): not found
    if (err.statusCode === 403 || err.statusCode === 404) {
      return reply.code(404).send(errorBody(msg.http404, ErrorCode.notFound));
    }
    req.log.error({ err }, 'unexpected error');
    return reply.code(500).send(errorBody(msg.http500, ErrorCode.internal));
  });
}
