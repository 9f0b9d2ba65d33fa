import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import { REDACTED, redactUrl, scrubText, scrubValue } from './log-redaction';

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
  headers?: Record<string, string | string[] | undefined>;
}

/** Whether a body may come with the request (its fields would win over the query's). */
function bodyMayFollow(req: LoggedRequest): boolean {
  const length = req.headers?.['content-length'];
  return (
    req.headers?.['transfer-encoding'] !== undefined ||
    (length !== undefined && String(length).trim() !== '0')
  );
}

/**
 * Fastify's request line ('incoming request', errors): method, URL with secret values redacted,
 * host, client address. Never headers or bodies. `valor` is shown only when the option the server
 * will resolve is known from the URL and not secret: with a body coming, it is not known.
 */
export function requestSerializer(req: LoggedRequest) {
  return {
    method: req.method,
    url:
      typeof req.url === 'string'
        ? redactUrl(req.url, { bodyMayFollow: bodyMayFollow(req) })
        : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The chain of causes, by type, code (PostgreSQL's SQLSTATE) and message — nothing they held. */
function causesOf(err: Error, depth = 0): unknown {
  const cause = err.cause;
  if (!(cause instanceof Error) || depth > 3) return undefined;
  const code = (cause as { code?: unknown }).code;
  return {
    type: cause.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: scrubText(cause.message),
    cause: causesOf(cause, depth + 1),
  };
}

/** pino's error serializer, then every secret-looking thing removed (a failed statement's values). */
export function errorSerializer(err: unknown) {
  if (!(err instanceof Error)) return scrubValue(err);
  const serialized = scrubValue(pino.stdSerializers.err(err)) as Record<string, unknown>;
  const causes = causesOf(err);
  return causes ? { ...serialized, cause: causes } : serialized;
}

/** Belt and braces: these keys are censored wherever a log call puts them. */
const REDACT_PATHS = [
  'password',
  'new_password',
  'password_actual',
  'jwt',
  'JWT',
  'token',
  'apikey',
  'authorization',
  'headers.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.apikey',
  '*.password',
  '*.new_password',
  '*.password_actual',
  '*.jwt',
  '*.JWT',
  '*.token',
  '*.apikey',
  '*.authorization',
];

/**
 * The server's pino options: the serializers above, the redaction paths, and message strings
 * scrubbed of tokens and secret pairs. `stream` sends the lines somewhere else (the log tests).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    serializers: { req: requestSerializer, err: errorSerializer },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((a) => (typeof a === 'string' ? scrubText(a) : a));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Where the server's lines go when no test gives a stream: readable lines for a person at a
 * terminal (`npm start` by hand: the first admin's password, the demo's users), one JSON object
 * a line for everything else (a pipe, a file, Docker, a log collector).
 */
export function terminalStream(
  isTerminal = process.stdout.isTTY === true,
  destination: NodeJS.WritableStream = process.stdout,
): DestinationStream | undefined {
  if (!isTerminal) return undefined;
  return pretty({
    colorize: isTerminal && destination === process.stdout,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    destination,
    sync: true,
  });
}

/**
 * The server's logger, made before anything else so the database can report to it from its first
 * connection (ADR 0096); `buildApp` hands the same instance to Fastify.
 */
export function createLogger(level: string, stream = terminalStream()) {
  const options = loggerOptions(level);
  return stream ? pino(options, stream) : pino(options);
}
