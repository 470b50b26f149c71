/**
 * Finding an album's documents in a client's Repo. automerge-repo gives a document up as "unavailable" as soon as no
 * connected peer has it: on a first open (nothing in local storage) while the socket is down, still connecting past
 * the adapter's ready timeout, or dropped during the first sync, every peer it knows has "answered" (there are none).
 * `repo.find` then rejects with "Document automerge:… is unavailable" for good, although the server has the album
 * and will send it once the socket is back. So the handles are taken also when unavailable, and waited for until
 * ready: an unavailable handle becomes ready when a reconnected server sends the document.
 */
import type { DocHandle, Repo } from '@automerge/automerge-repo/slim';
import { albumDocumentUrls, DOC_KINDS } from '../schema/layout';
import type { DocKind, DocsByKind } from '../schema/layout';

export type AlbumHandles = { [K in DocKind]: DocHandle<DocsByKind[K]> };

/**
 * Resolves with the album's handles once all are ready, or with null once `stopped` resolves first (the sync was
 * closed or ended by the server). Rejects only on a failure of local storage or a deleted document.
 */
export async function findAlbumDocuments(
  repo: Repo,
  albumId: string,
  stopped: Promise<void>,
): Promise<AlbumHandles | null> {
  const urls = albumDocumentUrls(albumId);
  const found = await Promise.all(
    DOC_KINDS.map((kind) =>
      repo.find<DocsByKind[typeof kind]>(urls[kind], { allowableStates: ['ready', 'unavailable'] }),
    ),
  );
  const ready = Promise.all(
    found.map((handle) => (handle.isReady() ? undefined : handle.whenReady(['ready']))),
  );
  const done = await Promise.race([ready.then(() => true), stopped.then(() => false)]);
  if (!done) return null;
  return Object.fromEntries(DOC_KINDS.map((kind, i) => [kind, found[i]])) as unknown as AlbumHandles;
}
