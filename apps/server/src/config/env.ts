import path from 'node:path';
import { z } from 'zod';
import { emailSchema } from '@turnos/domain';

const MAX_PROXY_HOPS = 32;
const TRUST_PROXY_RULE = `debe ser la cantidad de proxies delante del servidor: un entero de 0 a ${MAX_PROXY_HOPS} (true equivale a 1; false, a 0)`;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).optional(),
  // server processes sharing the port (node:cluster); more than 1 needs DATABASE_URL
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16).optional(),
  // the one e-mail rule (ADR 0050): the first admin must be able to log in with it
  ADMIN_EMAIL: emailSchema.optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('turnos@localhost'),
  MP_API_BASE: z.string().default('https://api.mercadopago.com'),
  MP_WEBHOOK_SECRET: z.string().optional(),
  SEED: z.enum(['demo']).optional(),
  LOG_LEVEL: z.string().default('info'),
  // the number of reverse proxies in front (ADR 0084); `true` is 1, `false` is 0
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?:true|false|\d{1,2})$/, { error: TRUST_PROXY_RULE })
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
    .refine((hops) => hops <= MAX_PROXY_HOPS, { error: TRUST_PROXY_RULE })
    .optional(),
  AUTH_KEY: z.string().optional(),
  WEB_DIST: z.string().optional(),
  // HTTP server limits (issue 14): slow or idle sockets cannot exhaust the process
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).default(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).default(60_000),
  HTTP_MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  // embedded database: daily backups in DATA_DIR/backups kept this many days
  BACKUPS_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  // periodic jobs (tests and demos shorten them)
  NOTIFICATIONS_INTERVAL_MS: z.coerce.number().int().min(50).max(86_400_000).default(30_000),
  EXPIRY_JOB_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(60_000),
});

/** Every environment variable the server reads (README "Settings" and .env.example list them all). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

/** How the HTTP server treats sockets (README "Settings", docs/operations.md). */
export interface HttpLimits {
  /** open sockets at once; more are closed on arrival */
  maxConnections: number;
  /** a request's headers must arrive within this */
  headersTimeoutMs: number;
  /** a whole request (headers and body) must arrive within this */
  requestTimeoutMs: number;
  /** an idle keep-alive socket is closed after this */
  keepAliveTimeoutMs: number;
  /** a socket with no traffic either way is closed after this */
  idleTimeoutMs: number;
  /** requests served on one socket before it is closed (0: no limit) */
  maxRequestsPerSocket: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process (default DEFAULT_POOL_MAX) */
  databasePoolMax: number | undefined;
  /** server processes sharing the port (WORKERS, cluster.ts); > 1 only with databaseUrl */
  workers: number;
  publicUrl: string;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mpApiBase: string;
  mpWebhookSecret: string | undefined;
  seed: 'demo' | undefined;
  logLevel: string;
  /**
   * reverse proxies in front (TRUST_PROXY): the client address is the one this many hops from
   * the right of X-Forwarded-For (http/client-address.ts); 0: the socket's address
   */
  trustProxy: number;
  authKey: string | undefined;
  webDist: string;
  http: HttpLimits;
  /** embedded database: daily backups are kept this many days */
  backupsKeepDays: number;
  jobs: {
    /** the notification worker's safety-net poll (it is woken on commit) */
    notificationsIntervalMs: number;
    /** how often unpaid deposits past their expiry are released */
    expiryIntervalMs: number;
  };
}

const blankToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));

/** Parses and checks the environment once at boot (contract §2). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Configuración inválida: ${first?.path.join('.')}: ${first?.message}`);
  }
  const e = parsed.data;
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new Error(
      'Configuración inválida: WORKERS mayor que 1 necesita DATABASE_URL (la base embebida es de un solo proceso)',
    );
  }
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error(
      'Configuración inválida: HTTP_HEADERS_TIMEOUT_MS no puede ser mayor que HTTP_REQUEST_TIMEOUT_MS',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    workers: e.WORKERS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mpApiBase: e.MP_API_BASE.replace(/\/+$/, ''),
    mpWebhookSecret: e.MP_WEBHOOK_SECRET,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? 0,
    authKey: e.AUTH_KEY,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    http: {
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      maxRequestsPerSocket: e.HTTP_MAX_REQUESTS_PER_SOCKET,
    },
    backupsKeepDays: e.BACKUPS_KEEP_DAYS,
    jobs: {
      notificationsIntervalMs: e.NOTIFICATIONS_INTERVAL_MS,
      expiryIntervalMs: e.EXPIRY_JOB_INTERVAL_MS,
    },
  };
}
