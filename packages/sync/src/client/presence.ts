/**
 * Presence of the collaborators of an album (who is here, their colour and current selection), over automerge-repo's
 * Presence API on the album's layout document: ephemeral messages relayed by the server, never stored.
 */
import { Presence } from '@automerge/automerge-repo/slim';
import type { DocHandle, PeerId } from '@automerge/automerge-repo/slim';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { collaboratorColor } from './colors';

/** Who the local user is. */
export interface PresenceUser {
  id: string;
  email: string;
  avatar?: string | null;
}

/** Another collaborator as shown: highlight colour, avatar and selection. */
export interface Collaborator {
  peerId: string;
  userId: string;
  email: string;
  avatar: string | null;
  color: string;
  /** Selected node ids. */
  selection: string[];
  /** The spread the collaborator is looking at. */
  spreadId: string | null;
}

type PresenceValue = {
  user: PresenceUser;
  selection: string[];
  spreadId: string | null;
};

/** The collaborators currently on the album. */
export interface PresenceState {
  collaborators: Collaborator[];
}

/** An album's presence channel: this user's selection out, the collaborators in. */
export interface AlbumPresence {
  readonly store: StoreApi<PresenceState>;
  setSelection(selection: readonly string[], spreadId?: string | null): void;
  /** Called with a collaborator who left (goodbye or timed out). */
  onUserLeft(listener: (collaborator: Collaborator) => void): () => void;
  /** Says goodbye (call on page hide). */
  stop(): void;
}

/** Options of the presence channel: the document handle it rides on, the album, this user and the heartbeat. */
export interface AlbumPresenceOptions {
  handle: DocHandle<unknown>;
  albumId: string;
  user: PresenceUser;
  heartbeatMs?: number;
  peerTtlMs?: number;
}

/** Starts presence on an album's layout document handle. */
export function startPresence(options: AlbumPresenceOptions): AlbumPresence {
  const { albumId, user } = options;
  const presence = new Presence<PresenceValue>({ handle: options.handle });
  const store = createStore<PresenceState>(() => ({ collaborators: [] }));
  const leftListeners = new Set<(collaborator: Collaborator) => void>();

  const read = (): Collaborator[] => {
    const out: Collaborator[] = [];
    const states = presence.getPeerStates().value;
    for (const peerId of Object.keys(states) as PeerId[]) {
      const value = states[peerId]!.value;
      if (!value?.user || value.user.id === undefined) continue;
      out.push({
        peerId,
        userId: value.user.id,
        email: value.user.email,
        avatar: value.user.avatar ?? null,
        color: collaboratorColor(albumId, value.user.id),
        selection: Array.isArray(value.selection) ? value.selection : [],
        spreadId: value.spreadId ?? null,
      });
    }
    return out.sort((a, b) => (a.peerId < b.peerId ? -1 : 1));
  };

  const refresh = () => {
    const before = store.getState().collaborators;
    const after = read();
    store.setState({ collaborators: after });
    for (const gone of before) {
      if (!after.some((c) => c.peerId === gone.peerId))
        for (const listener of [...leftListeners]) listener(gone);
    }
  };

  presence.on('snapshot', refresh);
  presence.on('update', refresh);
  presence.on('goodbye', refresh);
  presence.on('pruning', refresh);
  presence.start({
    initialState: {
      user: { id: user.id, email: user.email, avatar: user.avatar ?? null },
      selection: [],
      spreadId: null,
    },
    heartbeatMs: options.heartbeatMs,
    peerTtlMs: options.peerTtlMs,
  });

  return {
    store,
    setSelection(selection, spreadId) {
      presence.broadcast('selection', [...selection]);
      if (spreadId !== undefined) presence.broadcast('spreadId', spreadId);
    },
    onUserLeft(listener) {
      leftListeners.add(listener);
      return () => leftListeners.delete(listener);
    },
    stop() {
      presence.stop();
      presence.removeAllListeners();
    },
  };
}
