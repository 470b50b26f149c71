/**
 * Album content as JSON text, kept per album and point of its history (the heads key of its automerge documents, see
 * `content-writer.ts`). Answering `GET /albums/:id` then costs a heads comparison instead of rendering, parsing and
 * re-serialising a document of several MB: the snapshot text is spliced into the answer as it is. Correct with
 * several server processes too: the text is used only for the heads the documents have now, and the text of a
 * point in history never changes.
 */
import { sql, type Kysely } from 'kysely';
import type { StickerTemplateSettings } from '@album/editor-core';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { headsKey } from './heads';

export interface CachedDocument {
  /** The snapshot version (`album_documents.version`) of this text. */
  version: number;
  /** The heads key of the documents this text shows. */
  key: string;
  /**
   * The stored content as UTF-8 JSON without its opening brace (`"workspace":...}`), ready to follow the album's
   * other fields. Kept as bytes: encoding a multi-MB string on every answer was the largest cost of the route.
   */
  tail: Buffer;
  /** What the album answer needs from the content besides the text. */
  stickerCount: number;
  stickerTemplateSettings: StickerTemplateSettings;
}

/** Least recently used documents, bounded by their total size. */
export class DocumentCache {
  readonly #entries = new Map<string, CachedDocument>();
  /** Loads under way, so that many requests missing the same version read it once. */
  readonly loading = new Map<string, Promise<CachedDocument>>();
  #bytes = 0;

  constructor(private readonly maxBytes = 256 * 1024 * 1024) {}

  /** The entry of the album for these heads (and, when given, this snapshot version). */
  get(albumId: string, key: string, version?: number): CachedDocument | undefined {
    const entry = this.#entries.get(albumId);
    if (!entry || entry.key !== key || (version !== undefined && entry.version !== version)) return undefined;
    // Re-insert to mark it recently used.
    this.#entries.delete(albumId);
    this.#entries.set(albumId, entry);
    return entry;
  }

  set(albumId: string, entry: CachedDocument): void {
    this.delete(albumId);
    if (entry.tail.length > this.maxBytes) return;
    this.#entries.set(albumId, entry);
    this.#bytes += entry.tail.length;
    for (const [id, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(id);
      this.#bytes -= old.tail.length;
    }
  }

  delete(albumId: string): void {
    const old = this.#entries.get(albumId);
    if (old) {
      this.#entries.delete(albumId);
      this.#bytes -= old.tail.length;
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * The snapshot text of an album whose stored heads key and version (just read from the database) are `key` and
 * `version`, from the cache when it is there. A write between reading the key and reading the text means another key is answered: callers check
 * `key` of the answer.
 */
export async function documentText(
  db: Kysely<Database>,
  cache: DocumentCache,
  albumId: string,
  key: string,
  version: number,
): Promise<CachedDocument> {
  // The version too: another node may have stored a new snapshot version of the same heads (a save that changed
  // nothing), and the answer names the version a save must be based on.
  const hit = cache.get(albumId, key, version);
  if (hit) return hit;
  const loadKey = `${albumId}@${version}@${key}`;
  let load = cache.loading.get(loadKey);
  if (!load) {
    load = readDocument(db, cache, albumId).finally(() => cache.loading.delete(loadKey));
    cache.loading.set(loadKey, load);
  }
  return load;
}

async function readDocument(
  db: Kysely<Database>,
  cache: DocumentCache,
  albumId: string,
): Promise<CachedDocument> {
  const row = await db
    .selectFrom('album_documents')
    .select([
      'version',
      'heads',
      sql<string>`content::text`.as('text'),
      sql<number>`jsonb_array_length(content -> 'stickers')`.as('sticker_count'),
      sql<StickerTemplateSettings>`content -> 'stickerTemplateSettings'`.as('settings'),
    ])
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  if (!row) throw notFound('Album document');
  const entry: CachedDocument = {
    version: row.version,
    key: row.heads ? headsKey(row.heads) : '',
    // The stored text is always a non-empty JSON object: drop its `{`.
    tail: Buffer.from(row.text.slice(1), 'utf8'),
    stickerCount: row.sticker_count,
    stickerTemplateSettings: row.settings,
  };
  if (entry.key) cache.set(albumId, entry);
  return entry;
}
