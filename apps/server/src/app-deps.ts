import type { AppConfig } from './config/env';
import type { Db } from './db/types';
import type { JwtService } from './auth/jwt';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mail/mailer';
import type { AfterResponse } from './http/after-response';

/** What every service needs, built once at boot and handed to the routes. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  jwt: JwtService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** "now"; tests move it */
  clock: () => Date;
  /** work a request starts but does not wait for (reset and validation e-mails) */
  afterResponse: AfterResponse;
}
