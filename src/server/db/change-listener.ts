import type pg from 'pg';

export const CHANGE_CHANNEL = 'table_changed';
/** How the listening connection shows in pg_stat_activity (operators, tests). */
export const LISTENER_APPLICATION_NAME = 'app-change-listener';
const RETRY_MIN_MS = 200;
const RETRY_MAX_MS = 5_000;

export type ChangeListener = {
  /** True while the connection is up and LISTENing: no notification can have been missed. */
  readonly listening: boolean;
  /** Resolves after the first attempt to connect, whether or not it succeeded. */
  started: Promise<void>;
  /**
   * Runs a read on the listening connection, prepared once under `name`: a read many requests
   * wait for, which then needs neither the pool nor a connection of its own. Rejects while the
   * connection is down.
   */
  read(name: string, text: string, values?: readonly unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
};

type Handlers = {
  /** The channel to LISTEN on: table_changed unless told. */
  channel?: string;
  /** How its connection shows in pg_stat_activity: LISTENER_APPLICATION_NAME unless told. */
  applicationName?: string;
  onChange(payload: string): void;
  /** The connection is up again: anything may have changed meanwhile. */
  onListening(): void;
  onLost(err: Error | undefined): void;
};

/**
 * LISTEN table_changed (or `handlers.channel`) on a connection of its own (not the pool's: a
 * pooled connection is handed to queries and its LISTEN would be lost with it). Reconnects with
 * backoff when the connection drops; between the drop and the next LISTEN, `listening` is false.
 */
export function listenForChanges(url: string, handlers: Handlers): ChangeListener {
  const channel = handlers.channel ?? CHANGE_CHANNEL;
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let delay = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (failed: pg.Client, err?: Error) => {
    if (client !== failed) return;
    client = undefined;
    const was = listening;
    listening = false;
    failed.end().catch(() => {});
    if (was) handlers.onLost(err);
    if (!closed) timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    // pg is loaded here, not with this file, so a bundle that holds this file loads pg only when a
    // PostgreSQL server starts listening (a SQLite server never does).
    const { default: pgModule } = await import('pg');
    if (closed) return;
    const next = new pgModule.Client({
      connectionString: url,
      application_name: handlers.applicationName ?? LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    client = next;
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onChange(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed || client !== next) return void next.end().catch(() => {});
      delay = RETRY_MIN_MS;
      listening = true;
      handlers.onListening();
    } catch (err) {
      lost(next, err as Error);
    }
  }

  const started = connect();
  return {
    get listening() {
      return listening;
    },
    started,
    async read(name, text, values) {
      if (!client || !listening) throw new Error('The change listener is not connected');
      return (await client.query({ name, text, values: values as unknown[] | undefined })).rows;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      listening = false;
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
