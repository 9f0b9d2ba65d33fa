import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import multipart from '@fastify/multipart';
import type { AppConfig } from './config/env';
import type { Db } from './db/types';
import type { AppDeps } from './app-deps';
import type { Mailer } from './mail/mailer';
import { createMailer } from './mail/mailer';
import { createJwtService, loadJwtSecret } from './auth/jwt';
import { createAfterResponse } from './http/after-response';
import { registerBodyParsers } from './http/body-parsers';
import { trustedHops } from './http/client-address';
import { registerErrorHandler } from './http/error-handler';
import { registerHealth } from './http/health';
import { registerApiDocs } from './http/api-docs';
import { loggerOptions, terminalStream } from './http/logger';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerRequestGuards,
} from './http/request-guards';
import { registerResponseHeaders } from './http/response-headers';
import { registerRoutes } from './http/route';
import { registerSpa } from './http/spa';
import { allRoutes } from './routes';
import { LOGO_MAX_BYTES, logoUploadRoutes } from './modules/options/logo-upload.routes';
import { importRoutes } from './modules/imports/imports.routes';
import { getLogoBytes, siteName } from './modules/options';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  clock?: () => Date;
  mailer?: Mailer;
  /**
   * false: no logs (tests); a stream: the same logs written there (the log tests); a logger: that
   * one (`serve.ts` makes it first, for the database too); else stdout
   */
  logger?: boolean | { stream: DestinationStream; level?: string } | FastifyBaseLogger;
}

export const BODY_LIMIT_BYTES = 1024 * 1024 + 64 * 1024;

/** Builds the whole product as one Fastify instance; `main.ts` only listens. */
export async function buildApp(
  opts: BuildAppOptions,
): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const { config, db } = opts;
  const limits = config.http;
  const given = opts.logger;
  const app = Fastify({
    ...(typeof given === 'object' && 'info' in given
      ? { loggerInstance: given }
      : {
          logger:
            given === false
              ? false
              : typeof given === 'object'
                ? loggerOptions(given.level ?? config.logLevel, given.stream)
                : loggerOptions(config.logLevel, terminalStream()),
        }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // the client address n hops from the right of X-Forwarded-For (ADR 0084)
    trustProxy: trustedHops(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // slow or idle sockets cannot pile up (issue 14, docs/operations.md)
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // how often Node checks those two timeouts (its default, 30 s, would let a slow client
      // keep a socket up to 30 s past them)
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(25, Math.floor(limits.headersTimeoutMs / 4)),
      ),
    },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  app.server.maxConnections = limits.maxConnections;

  const clock = opts.clock ?? (() => new Date());
  const secret = await loadJwtSecret(db, config.jwtSecret);
  const deps: AppDeps = {
    db,
    config,
    clock,
    log: app.log,
    jwt: createJwtService(secret, config.publicUrl, clock),
    mailer:
      opts.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    afterResponse: createAfterResponse(app.log),
  };
  // e-mails a request started go out before the process lets go of the database
  app.addHook('onClose', () => deps.afterResponse.idle());

  registerErrorHandler(app);
  registerResponseHeaders(app);
  registerRequestGuards(app);
  registerBodyParsers(app);
  registerHealth(app, db);
  registerRoutes(app, deps, allRoutes);
  // multipart only where a file is expected (the logo, the imports), not on every route; each
  // route reads its file with its own size limit (http/upload.ts)
  const uploadRoutes = [...logoUploadRoutes, ...importRoutes];
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 } });
    registerRoutes(scope, deps, uploadRoutes);
  });
  registerApiDocs(app, [...allRoutes, ...uploadRoutes]);
  await registerSpa(app, config.webDist, {
    name: () => siteName(db),
    logo: () => getLogoBytes(db),
  });
  return { app, deps };
}
