/**
 * The one write path of album content, and the reads that go with it.
 *
 * An album's content is its three automerge documents (layout, stickers, settings; stored in `sync_chunks`, see
 * `../sync`) from the moment the album is created. Every content write on the server (REST document saves, font
 * and colour patches, sticker-upload merges, image records, admin tools) goes through `writeAlbumContent`: the edit
 * becomes one automerge change per document it touches, applied to the open documents (so connected editors receive
 * it at once) and stored. Live edits from editors are automerge changes already and reach the same documents over
 * the socket. Nothing is reconciled afterwards: there is no second copy.
 *
 * `album_documents` is a snapshot of the documents for listings, search, previews and the dashboard: every write
 * here stores it with the heads it was made from (`heads`), and its `version` counts the snapshots. It is never read
 * back as the truth: a read uses its text only while its heads are the documents' current heads (a cheap cache of
 * the rendered JSON), and makes a new snapshot otherwise.
 *
 * Crash safety: a write has the steps compute → commit → apply → store each document → done. The commit is one database
 * transaction that stores the new snapshot and journals the write's automerge changes (`album_pending_writes`);
 * once it is committed the write is decided, and `recoverPendingWrites` (run at start, before the server answers)
 * applies journalled changes again (applying a change twice is a no-op in automerge). A process killed before the
 * commit leaves the old content everywhere, after it the new content: never a mix of the two (`content-writer-crash
 * .test.ts` kills it at every step).
 */
import { randomBytes } from 'node:crypto';
import * as A from '@automerge/automerge';
import { diffDocuments, fromNested, toNested } from '@album/editor-core';
import type { AlbumContent, StickerTemplateSettings } from '@album/editor-core';
import { AlbumView, DOC_KINDS, writePatchSet } from '@album/sync';
import type { AlbumDocs, DocKind } from '@album/sync';
import { NewerSchemaError } from '@album/sync/server';
import type { AlbumHeads, OpenAlbum } from '@album/sync/server';
import type { AppContext } from '../context';
import type { StoredAlbumContent } from '../db/content';
import { json } from '../db/json';
import { HttpError, notFound } from '../http/errors';
import { syncServiceOf, type SyncService } from '../sync';
import type { CachedDocument, DocumentCache } from './document-cache';
import { headsKey } from './heads';

export { headsKey };

/** The context the writer needs: the database and the sync service (registered on it), and the answer cache. */
export type WriterContext = AppContext & { documents?: DocumentCache };

/** The steps of a write, for the crash tests (`setWriteStepHook`). */
export type WriteStep =
  'computed' | 'committed' | 'applied' | 'stored-layout' | 'stored-stickers' | 'flushed' | 'done';

let stepHook: ((step: WriteStep, albumId: string) => void | Promise<void>) | undefined;

/** Tests only: called at every step of every write (the crash test SIGKILLs its own process there). */
export function setWriteStepHook(hook: typeof stepHook): void {
  stepHook = hook;
}

async function step(name: WriteStep, albumId: string): Promise<void> {
  if (stepHook) await stepHook(name, albumId);
}

/** The content as stored in `album_documents` (images are answered from their table). */
export function storedShape(content: AlbumContent): StoredAlbumContent {
  const { images: _images, ...stored } = content;
  return stored;
}

function headsOf(docs: Record<DocKind, A.Doc<unknown>>): AlbumHeads {
  return Object.fromEntries(DOC_KINDS.map((kind) => [kind, A.getHeads(docs[kind])])) as AlbumHeads;
}

function sameHeads(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((hash) => b.includes(hash));
}

function serviceOf(ctx: AppContext): SyncService {
  const service = syncServiceOf(ctx);
  if (!service)
    throw new Error('album content needs the sync service (syncPlugin) registered on this context');
  return service;
}

/** An album's documents as they are now, with their heads. */
export interface AlbumState {
  album: OpenAlbum;
  heads: AlbumHeads;
  key: string;
}

/** Opens the album's documents (through the sync service's one load path). 404 for unknown albums. */
export async function albumState(ctx: AppContext, albumId: string): Promise<AlbumState> {
  let album: OpenAlbum | null;
  try {
    album = await serviceOf(ctx).openAlbum(albumId);
  } catch (error) {
    // Documents saved by a newer editor than this server knows: it must neither answer nor write them.
    if (error instanceof NewerSchemaError) {
      throw new HttpError(
        409,
        'newer_schema_version',
        'The album was saved by a newer version of the editor than this server supports',
      );
    }
    throw error;
  }
  if (!album) throw notFound('Album document');
  const heads = headsOf(album.access.docs() as unknown as Record<DocKind, A.Doc<unknown>>);
  return { album, heads, key: headsKey(heads) };
}

/** The album's content (with its image records, as the documents hold them), from the automerge documents. */
export async function readAlbumContent(ctx: AppContext, albumId: string): Promise<AlbumContent> {
  return toNested((await albumState(ctx, albumId)).album.document());
}

/** Per-album queue: writes (and snapshot refreshes) of one album on this process run one at a time. */
const queues = new Map<string, Promise<unknown>>();

function withAlbumLock<T>(albumId: string, fn: () => Promise<T>): Promise<T> {
  const previous = queues.get(albumId) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  const tail = run.catch(() => undefined);
  queues.set(albumId, tail);
  void tail.then(() => {
    if (queues.get(albumId) === tail) queues.delete(albumId);
  });
  return run;
}

/**
 * An edit of the content: the new content, or null to change nothing. It gets the current content, which shares
 * objects with the open documents' view: build the new content with copies (spreads), never by mutating it.
 */
export type ContentEdit = (
  content: AlbumContent,
) => AlbumContent | StoredAlbumContent | null | Promise<AlbumContent | StoredAlbumContent | null>;

export interface WriteOptions {
  /** Recorded as the snapshot's `updated_by`. */
  userId?: string | null;
  /**
   * The snapshot version the writer read (`PUT /albums/:id/document`): the write happens only while that snapshot is
   * still the current one and shows the documents' current heads (no REST write and no live edit since); otherwise
   * 409 `version_conflict` naming the field `version`.
   */
  expectedVersion?: number;
  /** The heads key (an ETag of `GET /albums/:id`) the writer read: 412 `precondition_failed` unless it is current. */
  expectedHeads?: string;
}

export interface WriteResult {
  /** The snapshot version now stored. */
  version: number;
  updated_at: Date;
  /** The heads (and their key) of the documents right after the write. */
  heads: AlbumHeads;
  key: string;
  /** The content after the write (without images: the stored shape). */
  content: StoredAlbumContent;
  /** False when the edit changed nothing. */
  changed: boolean;
}

type Changes = Partial<Record<DocKind, Uint8Array[]>>;

function encodeChanges(changes: Changes): Partial<Record<DocKind, string[]>> {
  return Object.fromEntries(
    Object.entries(changes).map(([kind, list]) => [kind, list.map((c) => Buffer.from(c).toString('base64'))]),
  );
}

function decodeChanges(stored: Partial<Record<DocKind, string[]>>): Changes {
  return Object.fromEntries(
    Object.entries(stored).map(([kind, list]) => [
      kind,
      list.map((c) => new Uint8Array(Buffer.from(c, 'base64'))),
    ]),
  );
}

/**
 * Applies automerge changes to the open documents (idempotent) and stores them. `made` are the documents the changes
 * were made on, from the heads in `from`: a document that has not changed since takes that document as it is (applying
 * a large change again costs as much as making it), one that has (a live edit meanwhile) gets the changes merged.
 */
async function applyAndFlush(
  service: SyncService,
  album: OpenAlbum,
  changes: Changes,
  albumId: string,
  made?: { docs: Partial<Record<DocKind, A.Doc<unknown>>>; from: AlbumHeads },
): Promise<void> {
  for (const kind of DOC_KINDS) {
    const list = changes[kind];
    if (!list || list.length === 0) continue;
    (album.handles[kind] as unknown as { update(fn: (doc: A.Doc<unknown>) => A.Doc<unknown>): void }).update(
      (doc) => {
        const ready = made?.docs[kind];
        if (ready && sameHeads(A.getHeads(doc), made!.from[kind])) return ready;
        return A.applyChanges(doc, list)[0];
      },
    );
  }
  await step('applied', albumId);
  // One document after the other, so that the crash test can stop the process with some of them stored.
  for (const kind of DOC_KINDS) {
    await service.server.repo.flush([album.handles[kind].documentId]);
    if (kind !== 'settings') await step(`stored-${kind}`, albumId);
  }
  await step('flushed', albumId);
}

/** The snapshot as a cached answer text. */
function cachedDocument(content: StoredAlbumContent, version: number, key: string): CachedDocument {
  return {
    version,
    key,
    tail: Buffer.from(JSON.stringify(content).slice(1), 'utf8'),
    stickerCount: content.stickers.length,
    stickerTemplateSettings: content.stickerTemplateSettings as StickerTemplateSettings,
  };
}

/**
 * Writes a content edit as automerge changes of the album's documents (one change per document it touches) and
 * stores the snapshot with the heads it was made from: the one content write of the server (see the module comment).
 * Open editors receive the change at once; the next read shows it.
 */
export function writeAlbumContent(
  ctx: WriterContext,
  albumId: string,
  edit: ContentEdit,
  options: WriteOptions = {},
): Promise<WriteResult> {
  return withAlbumLock(albumId, () => write(ctx, albumId, edit, options));
}

/**
 * The snapshot of the documents as they are now, written first when the stored one shows other heads (live edits
 * since, or an album stored before the documents were the truth). Answers it as a cached answer text.
 */
export async function currentSnapshot(ctx: WriterContext, albumId: string): Promise<CachedDocument> {
  return withAlbumLock(albumId, async () => {
    // Reads waiting here behind the one that made the snapshot find it made: no rendering of the content each.
    const { key } = await albumState(ctx, albumId);
    const row = await ctx.db
      .selectFrom('album_documents')
      .select(['version', 'heads'])
      .where('album_id', '=', albumId)
      .executeTakeFirst();
    if (row?.heads && headsKey(row.heads) === key) {
      const cached = ctx.documents?.get(albumId, key, row.version);
      if (cached) return cached;
    }
    const result = await write(ctx, albumId, null, {});
    const cached = ctx.documents?.get(albumId, result.key, result.version);
    if (cached) return cached;
    const entry = cachedDocument(result.content, result.version, result.key);
    ctx.documents?.set(albumId, entry);
    return entry;
  });
}

async function write(
  ctx: WriterContext,
  albumId: string,
  edit: ContentEdit | null,
  options: WriteOptions,
): Promise<WriteResult> {
  const service = serviceOf(ctx);
  await recoverAlbum(ctx, albumId);
  const { album, heads: before, key } = await albumState(ctx, albumId);
  if (options.expectedHeads !== undefined && options.expectedHeads !== key) {
    throw new HttpError(
      412,
      'precondition_failed',
      'The album was changed since the version named in If-Match',
    );
  }
  const shown = album.document();
  const current = toNested(shown);
  const edited = edit ? await edit(current) : null;
  const docs = album.access.docs() as unknown as Record<DocKind, A.Doc<unknown>>;
  const next = { ...docs };
  const changes: Changes = {};
  /** Only image records change: the stored snapshot (which has none) keeps its text and its version. */
  let imagesOnly = false;
  if (edited) {
    const target = fromNested({ ...edited, images: 'images' in edited ? edited.images : current.images });
    const set = diffDocuments(shown, target);
    imagesOnly = Object.entries(set).every(
      ([domain, ops]) => domain === 'images' || !ops || ops.length === 0,
    );
    // A fresh actor per write: its change can never clash with a change the open document makes meanwhile.
    const actor = randomBytes(16).toString('hex') as A.ActorId;
    writePatchSet(set, (kind, fn) => {
      next[kind] = A.change(A.clone(next[kind], actor), fn as (doc: unknown) => void);
    });
    for (const kind of DOC_KINDS) {
      if (next[kind] !== docs[kind]) changes[kind] = A.getChanges(docs[kind], next[kind]);
    }
  }
  const changed = Object.values(changes).some((list) => list.length > 0);
  const heads = changed ? headsOf(next) : before;
  const nextKey = changed ? headsKey(heads) : key;
  const content = changed
    ? storedShape(toNested(new AlbumView(next as unknown as AlbumDocs).doc))
    : storedShape(current);
  await step('computed', albumId);

  const saved = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('album_documents')
      .select(['version', 'heads', 'updated_at'])
      .where('album_id', '=', albumId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Album document');
    const storedKey = row.heads ? headsKey(row.heads) : null;
    if (
      options.expectedVersion !== undefined &&
      (row.version !== options.expectedVersion || storedKey !== key)
    ) {
      throw new HttpError(
        409,
        'version_conflict',
        row.version !== options.expectedVersion
          ? `The album was changed meanwhile: version ${row.version} is stored, the save was based on ${options.expectedVersion}`
          : `The album was edited live since version ${row.version}: read it again and save on top`,
        'version',
      );
    }
    // Nothing to write: nothing asked to change, and the snapshot already shows the documents as they are.
    if (!changed && edited === null && storedKey === nextKey) {
      return { version: row.version, updated_at: row.updated_at, wrote: false };
    }
    const updated = await trx
      .updateTable('album_documents')
      .set({
        content: json(content),
        heads: json(heads),
        version: changed && imagesOnly ? row.version : row.version + 1,
        ...(edit ? { updated_by: options.userId ?? null } : {}),
        updated_at: new Date(),
      })
      .where('album_id', '=', albumId)
      .returning(['version', 'updated_at'])
      .executeTakeFirstOrThrow();
    if (changed) {
      await trx
        .insertInto('album_pending_writes')
        .values({ album_id: albumId, changes: json(encodeChanges(changes)) })
        .execute();
    }
    if (edit) {
      await trx
        .updateTable('albums')
        .set({ updated_at: updated.updated_at })
        .where('id', '=', albumId)
        .execute();
    }
    return { ...updated, wrote: true };
  });
  await step('committed', albumId);
  if (changed) {
    await applyAndFlush(service, album, changes, albumId, { docs: next, from: headsOf(docs) });
    await ctx.db.deleteFrom('album_pending_writes').where('album_id', '=', albumId).execute();
  }
  await step('done', albumId);
  if (saved.wrote) ctx.documents?.set(albumId, cachedDocument(content, saved.version, nextKey));
  return { version: saved.version, updated_at: saved.updated_at, heads, key: nextKey, content, changed };
}

/** Rolls a journalled write of the album forward (a process was killed after its commit). */
async function recoverAlbum(ctx: AppContext, albumId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('album_pending_writes')
    .select('changes')
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  if (!row) return false;
  const service = serviceOf(ctx);
  const album = await service.openAlbum(albumId);
  if (album) await applyAndFlush(service, album, decodeChanges(row.changes), albumId);
  await ctx.db.deleteFrom('album_pending_writes').where('album_id', '=', albumId).execute();
  return true;
}

/**
 * Rolls every journalled write forward: run at start, before the server answers (the app does, `onReady`). Answers
 * how many there were.
 */
export async function recoverPendingWrites(ctx: AppContext): Promise<number> {
  const rows = await ctx.db.selectFrom('album_pending_writes').select('album_id').execute();
  let count = 0;
  for (const { album_id: albumId } of rows) {
    try {
      if (await withAlbumLock(albumId, () => recoverAlbum(ctx, albumId))) count++;
    } catch (error) {
      // The entry stays (its next write or the next start tries again); the other albums are served.
      console.error(`[albums] journalled write of album ${albumId} could not be rolled forward`, error);
    }
  }
  return count;
}

/**
 * Seeds the automerge documents of a new album from its just-written `album_documents` row (the seed records the
 * row's heads on it): from here on its content is the documents. A process killed before this leaves an album that
 * `seedStoredAlbums` (or its first read) seeds.
 */
export async function seedAlbum(ctx: AppContext, albumId: string): Promise<void> {
  const service = syncServiceOf(ctx);
  if (service) await service.openAlbum(albumId);
}

/**
 * Moves albums stored before their documents were the truth (snapshot `heads` null, migration 0004): each is opened,
 * which seeds its documents from the stored content when it has none (recording their heads on the row); an album
 * that had documents already gets its snapshot made from them. Idempotent and safe to interrupt: what is not moved
 * still has `heads` null and is moved at the next start (or its first read). Answers how many albums were moved.
 */
export async function seedStoredAlbums(ctx: WriterContext, batch = 20): Promise<number> {
  const failed = new Set<string>();
  let moved = 0;
  for (;;) {
    let query = ctx.db.selectFrom('album_documents').select('album_id').where('heads', 'is', null);
    if (failed.size > 0) query = query.where('album_id', 'not in', [...failed]);
    const rows = await query.orderBy('album_id').limit(batch).execute();
    if (rows.length === 0) return moved;
    for (const { album_id: albumId } of rows) {
      try {
        await currentSnapshot(ctx, albumId);
        moved++;
      } catch (error) {
        failed.add(albumId);
        console.error(`[albums] album ${albumId} could not be moved to its live documents`, error);
      }
    }
  }
}
