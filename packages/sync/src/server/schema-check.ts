/**
 * The server's rule on clients of another schema version. A client announces the schema version it reads and writes
 * in its connection URL (`schema=<n>`, see `createAlbumSync`). A client of an older version than the album's
 * documents would write records in the old shape: it is refused at the connection with `SyncCloseCode.
 * upgradeRequired` (4426) and, knowing that code, stops writing and tells its user to reload the page. Newer clients
 * are let in: they read older documents and wait for the server's upgrade (which they cannot write themselves).
 */
import { isSchemaVersion } from '@album/editor-core';
import { SyncCloseCode } from './close-codes';

/** The query parameter of the connection URL that carries the client's schema version. */
export const SCHEMA_VERSION_PARAM = 'schema';

/**
 * The schema version a client announced in its connection URL (a request's `url`, path and query, or a full URL):
 * null when it announced none (a client older than versions, or not an editor) or something that is no version.
 */
export function announcedSchemaVersion(url: string | undefined): number | null {
  if (!url) return null;
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const raw = new URLSearchParams(query).get(SCHEMA_VERSION_PARAM);
  if (raw === null || !/^[1-9][0-9]{0,8}$/.test(raw)) return null;
  const version = Number(raw);
  return isSchemaVersion(version) ? version : null;
}

/** The answer of `checkClientSchema`. */
export type ClientSchemaVerdict =
  { ok: true } | { ok: false; code: typeof SyncCloseCode.upgradeRequired; reason: string };

/**
 * Whether a client that announced `client` (null: nothing) may sync documents of schema `documents`. A client that
 * announced nothing counts as `unannounced` (default: let in, see `SyncServerOptions.unannouncedSchemaVersion`).
 */
export function checkClientSchema(
  client: number | null,
  documents: number,
  unannounced: number | null = null,
): ClientSchemaVerdict {
  const version = client ?? unannounced;
  if (version === null || version >= documents) return { ok: true };
  return {
    ok: false,
    code: SyncCloseCode.upgradeRequired,
    reason: `schema ${documents} required, client has ${version}`,
  };
}
