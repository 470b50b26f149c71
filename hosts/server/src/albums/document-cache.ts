/**
 * Album content as JSON text, kept per album and version. Answering `GET /albums/:id` then costs a version lookup
 * instead of reading, parsing and re-serialising a document of several MB: the stored text is spliced into the
 * answer as it is. Correct with several server processes too, since the version is read from the database on
 * every request; only the text for a version is cached, and a version's text never changes.
 */
import { sql, type Kysely } from 'kysely';
import type { StickerTemplateSettings } from '@album/editor-core';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';

export interface CachedDocument {
  version: number;
  /** The stored content as a JSON object text (`{"workspace":...}`), without images. */
  text: string;
  /** What the album answer needs from the content besides the text. */
  stickerCount: number;
  stickerTemplateSettings: StickerTemplateSettings;
}

/** Least recently used documents, bounded by their total size. */
export class DocumentCache {
  readonly #entries = new Map<string, CachedDocument>();
  #bytes = 0;

  constructor(private readonly maxBytes = 256 * 1024 * 1024) {}

  get(albumId: string, version: number): CachedDocument | undefined {
    const entry = this.#entries.get(albumId);
    if (!entry || entry.version !== version) return undefined;
    // Re-insert to mark it recently used.
    this.#entries.delete(albumId);
    this.#entries.set(albumId, entry);
    return entry;
  }

  set(albumId: string, entry: CachedDocument): void {
    this.delete(albumId);
    if (entry.text.length > this.maxBytes) return;
    this.#entries.set(albumId, entry);
    this.#bytes += entry.text.length;
    for (const [id, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(id);
      this.#bytes -= old.text.length;
    }
  }

  delete(albumId: string): void {
    const old = this.#entries.get(albumId);
    if (old) {
      this.#entries.delete(albumId);
      this.#bytes -= old.text.length;
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** The current content text of an album, from the cache when its version is there. */
export async function documentText(db: Kysely<Database>, cache: DocumentCache, albumId: string): Promise<CachedDocument> {
  const current = await db
    .selectFrom('album_documents')
    .select('version')
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  if (!current) throw notFound('Album document');
  const hit = cache.get(albumId, current.version);
  if (hit) return hit;
  const row = await db
    .selectFrom('album_documents')
    .select([
      'version',
      sql<string>`content::text`.as('text'),
      sql<number>`jsonb_array_length(content -> 'stickers')`.as('sticker_count'),
      sql<StickerTemplateSettings>`content -> 'stickerTemplateSettings'`.as('settings'),
    ])
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  if (!row) throw notFound('Album document');
  const entry: CachedDocument = {
    version: row.version,
    text: row.text,
    stickerCount: row.sticker_count,
    stickerTemplateSettings: row.settings,
  };
  cache.set(albumId, entry);
  return entry;
}
