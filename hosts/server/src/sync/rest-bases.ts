/**
 * What the live documents looked like at each REST version of an album: the heads right after the album was seeded
 * from `album_documents` version n, or right after a REST write produced version n. A whole-document save based on
 * version n is then merged three-way against the live state at those heads, so that live edits made since are kept
 * (only what the save changed relative to version n is written).
 *
 * One row per album in the sync storage (key `album-rest-base/<albumId>`, beside, never inside, the automerge
 * documents' keys), so every node on the database and every restart sees it. Only the latest version is kept: saves
 * based on older versions are refused by the version check before they get here.
 */
import type { StorageAdapterInterface } from '@automerge/automerge-repo';
import type { AlbumHeads } from '@album/sync/server';

const KEY = 'album-rest-base';

interface BaseRecord {
  version: number;
  heads: AlbumHeads;
}

function isRecord(value: unknown): value is BaseRecord {
  const r = value as BaseRecord | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    Number.isInteger(r.version) &&
    typeof r.heads === 'object' &&
    r.heads !== null &&
    ['layout', 'stickers', 'settings'].every((kind) => Array.isArray(r.heads[kind as keyof AlbumHeads]))
  );
}

export class RestBases {
  constructor(private readonly storage: StorageAdapterInterface) {}

  /** Records the live heads of `version`. */
  async record(albumId: string, version: number, heads: AlbumHeads): Promise<void> {
    const record: BaseRecord = { version, heads };
    await this.storage.save([KEY, albumId], new TextEncoder().encode(JSON.stringify(record)));
  }

  /** The live heads recorded for `version`, or null when another version (or none) is recorded. */
  async heads(albumId: string, version: number): Promise<AlbumHeads | null> {
    const bytes = await this.storage.load([KEY, albumId]);
    if (!bytes) return null;
    let record: unknown;
    try {
      record = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return null;
    }
    return isRecord(record) && record.version === version ? record.heads : null;
  }
}
