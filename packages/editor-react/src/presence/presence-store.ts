/**
 * Collaborators of a live session: who is here, their colour and avatar, and what they have selected.
 *
 * `PresenceSource` is the input interface: the sync package (or a host) implements it, and `usePresence()` and
 * the canvas overlay read it. `createPresenceStore()` is a ready implementation with the three operations of the
 * specification (merge user, merge selection, remove user), for sync adapters and tests.
 */

/** One other user editing the same album. */
export interface Collaborator {
  /** Stable user id (`sub`). */
  id: string;
  /** Their email address. */
  email: string;
  /** Avatar URL, or null to show initials. */
  picture: string | null;
  /** CSS colour of their highlight and avatar ring. */
  color: string;
  /** Ids of the nodes they have selected. */
  selection: readonly string[];
}

/** What the editor reads: a snapshot of collaborators and a change subscription (`useSyncExternalStore` shape). */
export interface PresenceSource {
  /** The current collaborators. Must return the same array until something changes. */
  getCollaborators(): readonly Collaborator[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A writable presence source. */
export interface PresenceStore extends PresenceSource {
  /** Adds a user or updates their email, picture or colour (their selection is kept). */
  mergeUser(user: Omit<Collaborator, 'selection'> & { selection?: readonly string[] }): void;
  /** Replaces a user's selection; unknown users are ignored until `mergeUser` introduces them. */
  mergeSelection(userId: string, selection: readonly string[]): void;
  /** A user left. */
  removeUser(userId: string): void;
  /** Everyone left (disconnect). */
  clear(): void;
}

/** An empty presence, for editors without collaboration. */
export const NO_PRESENCE: PresenceSource = Object.freeze({
  getCollaborators: () => EMPTY,
  subscribe: () => () => undefined,
});

const EMPTY: readonly Collaborator[] = Object.freeze([]);

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** A new writable presence store; `initial` seeds it. */
export function createPresenceStore(initial: readonly Collaborator[] = []): PresenceStore {
  let users: readonly Collaborator[] = initial.length ? [...initial] : EMPTY;
  const listeners = new Set<() => void>();
  const commit = (next: readonly Collaborator[]) => {
    users = next;
    for (const l of [...listeners]) l();
  };
  return {
    getCollaborators: () => users,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    mergeUser(user) {
      const existing = users.find((u) => u.id === user.id);
      const merged: Collaborator = {
        id: user.id,
        email: user.email,
        picture: user.picture,
        color: user.color,
        selection: user.selection ?? existing?.selection ?? [],
      };
      if (
        existing &&
        existing.email === merged.email &&
        existing.picture === merged.picture &&
        existing.color === merged.color &&
        sameIds(existing.selection, merged.selection)
      ) {
        return;
      }
      commit(existing ? users.map((u) => (u.id === user.id ? merged : u)) : [...users, merged]);
    },
    mergeSelection(userId, selection) {
      const existing = users.find((u) => u.id === userId);
      if (!existing || sameIds(existing.selection, selection)) return;
      commit(users.map((u) => (u.id === userId ? { ...u, selection: [...selection] } : u)));
    },
    removeUser(userId) {
      if (!users.some((u) => u.id === userId)) return;
      const next = users.filter((u) => u.id !== userId);
      commit(next.length ? next : EMPTY);
    },
    clear() {
      if (users.length) commit(EMPTY);
    },
  };
}

/** Initials for an avatar without picture: the first letters of the e-mail's name part, upper-cased. */
export function initialsOf(email: string): string {
  const name = email.split('@')[0] ?? '';
  const parts = name.split(/[._\-+]+/).filter(Boolean);
  const letters = parts.length >= 2 ? parts[0]![0]! + parts[1]![0]! : name.slice(0, 2);
  return letters.toUpperCase();
}
