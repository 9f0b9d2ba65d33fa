import pg from 'pg';

/** Stops listening; resolves once the connection is closed. */
export type Unlisten = () => Promise<void>;
/**
 * Calls `onNotify` for every notification on `channel` (after the sending transaction commits),
 * and once more whenever listening (re)starts, so that nothing committed in between is missed.
 */
export type Listen = (channel: string, onNotify: () => void) => Promise<Unlisten>;

/** How the listening connection is named in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'turnos-notificaciones';
const MAX_RETRY_MS = 30_000;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * LISTEN on a dedicated PostgreSQL connection, outside the pool (a pooled connection would be
 * handed to queries and lose its LISTEN). When the connection drops (server restart, failover,
 * idle-killing proxy) it reconnects with back-off, from 0.5 s up to 30 s; TCP keep-alive finds a
 * silently dead peer. Until it is back, the worker's poll is the safety net.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
  /** the server's logger (open-database.ts); tests read the messages */
  warn: (message: string) => void,
): Promise<Unlisten> {
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const lost = (client: pg.Client, err?: unknown) => {
    if (current !== client) return;
    current = null;
    client.end().catch(() => {});
    if (closed) return;
    const wait = Math.min(MAX_RETRY_MS, 500 * 2 ** failures);
    failures += 1;
    const reason = err instanceof Error ? err.message : 'conexión cerrada';
    warn(`PostgreSQL: se perdió la escucha de ${channel} (${reason}); reintento en ${wait} ms`);
    retry = setTimeout(() => void connect(), wait);
    retry.unref();
  };

  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    current = client;
    client.on('notification', (m) => {
      if (m.channel === channel) onNotify();
    });
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(channel)}`);
      if (current !== client) return;
      failures = 0;
      // whatever was committed while nobody listened here
      onNotify();
    } catch (err) {
      lost(client, err);
    }
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
