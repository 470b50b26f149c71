/**
 * The collaborators of a synced album in the shape editor-react draws them (`PresenceSource` of
 * `@album/editor-react`: coloured selection highlights and avatars). This package does not depend on editor-react:
 * the types below are structurally the same as its `Collaborator` and `PresenceSource` (plus the spread each
 * collaborator looks at), so the result can be passed straight to `<EditorProvider presence={...}>`.
 */
import type { AlbumSync } from './create-album-sync';
import type { Collaborator } from './presence';

/** One other user of the album, as editor-react shows them. */
export interface EditorCollaborator {
  /** User id. */
  id: string;
  email: string;
  /** Avatar URL, or null for initials. */
  picture: string | null;
  /** Highlight and avatar ring colour (`collaboratorColor`). */
  color: string;
  /** Selected node ids (of every tab the user has open on the album). */
  selection: readonly string[];
  /** The spread the user looks at (their first tab that reports one), or null. */
  spreadId: string | null;
}

/** A snapshot of the collaborators and a change subscription (`useSyncExternalStore` shape). */
export interface CollaboratorSource {
  /** The same array until something changes. */
  getCollaborators(): readonly EditorCollaborator[];
  subscribe(listener: () => void): () => void;
}

/** Options of the presence source that feeds editor-react's collaborator highlights. */
export interface PresenceSourceOptions {
  /**
   * Leave this user out (default: the sync's own user, whose other tabs would otherwise show as a collaborator with
   * the user's own face). Null keeps everyone.
   */
  excludeUserId?: string | null;
}

const EMPTY: readonly EditorCollaborator[] = Object.freeze([]);

/** Collaborators per user (a user may have several tabs, i.e. several presence peers), in first-seen order. */
export function collaboratorsByUser(
  peers: readonly Collaborator[],
  excludeUserId: string | null,
): EditorCollaborator[] {
  const byUser = new Map<string, EditorCollaborator>();
  for (const peer of peers) {
    if (peer.userId === excludeUserId) continue;
    const known = byUser.get(peer.userId);
    if (!known) {
      byUser.set(peer.userId, {
        id: peer.userId,
        email: peer.email,
        picture: peer.avatar,
        color: peer.color,
        selection: [...peer.selection],
        spreadId: peer.spreadId,
      });
      continue;
    }
    const selection = [...known.selection];
    for (const id of peer.selection) if (!selection.includes(id)) selection.push(id);
    byUser.set(peer.userId, { ...known, selection, spreadId: known.spreadId ?? peer.spreadId });
  }
  return [...byUser.values()];
}

function sameCollaborators(a: readonly EditorCollaborator[], b: readonly EditorCollaborator[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i]!;
      return (
        x.id === y.id &&
        x.email === y.email &&
        x.picture === y.picture &&
        x.color === y.color &&
        x.spreadId === y.spreadId &&
        x.selection.length === y.selection.length &&
        x.selection.every((id, j) => id === y.selection[j])
      );
    })
  );
}

/**
 * The presence of a synced album as editor-react's `PresenceSource`. Empty until the sync is ready (and always
 * when it was started without a user). The local selection is published by the sync itself (`createAlbumSync`
 * follows the editor's `selection` event).
 */
export function presenceSourceOf(
  sync: Pick<AlbumSync, 'ready' | 'presence' | 'user'>,
  options: PresenceSourceOptions = {},
): CollaboratorSource {
  const excludeUserId = options.excludeUserId === undefined ? (sync.user?.id ?? null) : options.excludeUserId;
  let current: readonly EditorCollaborator[] = EMPTY;
  const listeners = new Set<() => void>();
  const update = (peers: readonly Collaborator[]) => {
    const next = collaboratorsByUser(peers, excludeUserId);
    if (sameCollaborators(current, next)) return;
    current = next.length > 0 ? next : EMPTY;
    for (const listener of [...listeners]) listener();
  };
  void sync.ready.then(
    () => {
      const presence = sync.presence();
      if (!presence) return;
      update(presence.store.getState().collaborators);
      presence.store.subscribe((state) => update(state.collaborators));
    },
    // The sync reports an album that cannot be opened in its own status; presence simply stays empty.
    () => undefined,
  );
  return {
    getCollaborators: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
