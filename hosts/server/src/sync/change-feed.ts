/**
 * How server nodes on one PostgreSQL hear about each other's changes: PostgreSQL's LISTEN/NOTIFY. A node that stores
 * a chunk of a document notifies the channel `album_changes` in the same statement (so the notice is sent when the
 * chunk is committed, never before); the payload is small, the writer's origin and the document id, and the changes
 * themselves stay in `sync_chunks`. Every node listens on a connection of its own and reads the chunks it does not
 * hold of the documents it has loaded (`stored-changes.ts`).
 *
 * PostgreSQL drops notifications for a listener that is not connected: after every (re)connection the listener is
 * told to catch up (`onResync`), which reads every loaded document's missing chunks.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The notification channel of stored document changes. */
export const ALBUM_CHANGES_CHANNEL = 'album_changes';

/** A stored change as announced: which node wrote it (its origin id) and the document. */
export interface ChangeNotice {
  origin: string;
  documentId: string;
}

/** The payload of a notice (document ids and origins have no spaces). */
export function encodeNotice(notice: ChangeNotice): string {
  return `${notice.origin} ${notice.documentId}`;
}

/** The notice of a payload, or null for anything else on the channel. */
export function decodeNotice(payload: string): ChangeNotice | null {
  const match = /^([A-Za-z0-9_-]{1,64}) ([A-Za-z0-9_:-]{1,200})$/.exec(payload);
  return match ? { origin: match[1]!, documentId: match[2]! } : null;
}

/** What the listener is told. */
export interface ChangeFeedHandlers {
  /** A payload arrived on the channel. */
  onNotice(payload: string): void;
  /** The listener (re)connected: notices sent while it was away are lost, read what was missed. */
  onResync(): void;
}

/** A listener on `album_changes`. */
export interface ChangeFeed {
  /** Starts listening; resolves once the first LISTEN is in place. */
  listen(handlers: ChangeFeedHandlers): Promise<void>;
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

export interface PostgresChangeFeedOptions {
  /** The first reconnection waits this long, doubling up to `maxRetryMs`. Default 250 ms. */
  retryMs?: number;
  /** Default 5 s. */
  maxRetryMs?: number;
  /** Told about connection errors (default: logged). */
  onError?: (error: unknown) => void;
}

/**
 * A listener on PostgreSQL: one dedicated `pg` client (a pooled connection would drop the LISTEN when it goes back to
 * the pool), reconnected with backoff when the connection fails or the server ends it.
 */
export function postgresChangeFeed(url: string, options: PostgresChangeFeedOptions = {}): ChangeFeed {
  const retryMs = options.retryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  const onError = options.onError ?? ((error) => console.warn('[sync] change listener:', error));
  let client: pg.Client | null = null;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function connect(handlers: ChangeFeedHandlers): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    // Errors after the connection was up (server restart, network) arrive here: drop the client, connect again.
    next.on('error', (error) => lost(next, handlers, error));
    next.on('end', () => lost(next, handlers, new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel === ALBUM_CHANGES_CHANNEL && message.payload) handlers.onNotice(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${ALBUM_CHANGES_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    handlers.onResync();
  }

  function lost(which: pg.Client, handlers: ChangeFeedHandlers, error: unknown): void {
    if (closed || client !== which) return;
    client = null;
    which.removeAllListeners();
    which.on('error', () => {});
    void which.end().catch(() => {});
    onError(error);
    void retry(handlers, retryMs);
  }

  async function retry(handlers: ChangeFeedHandlers, delay: number): Promise<void> {
    await new Promise<void>((resolve) => {
      timer = setTimeout(resolve, delay);
    });
    if (closed) return;
    try {
      await connect(handlers);
    } catch (error) {
      onError(error);
      void retry(handlers, Math.min(delay * 2, maxRetryMs));
    }
  }

  return {
    async listen(handlers) {
      let delay = retryMs;
      for (;;) {
        try {
          return await connect(handlers);
        } catch (error) {
          if (closed) return;
          onError(error);
          await new Promise((resolve) => setTimeout(resolve, delay));
          delay = Math.min(delay * 2, maxRetryMs);
        }
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}

/**
 * A listener on an embedded PGlite: its notifications reach listeners of the same instance, which is what several
 * sync services sharing one PGlite in a test need (one process has one node otherwise, and needs no feed).
 */
export function pgliteChangeFeed(pglite: PGlite): ChangeFeed {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async listen(handlers) {
      unlisten = await pglite.listen(ALBUM_CHANGES_CHANNEL, (payload) => handlers.onNotice(payload));
      handlers.onResync();
    },
    async close() {
      await unlisten?.();
      unlisten = null;
    },
  };
}
