/**
 * The album session's presence before the sync code has loaded: the workspace renders at once with a stable
 * source, which starts reporting collaborators when the lazily loaded sync's own source arrives.
 */
import type { Collaborator, PresenceSource } from '@album/editor-react';

const NOBODY: readonly Collaborator[] = Object.freeze([]);

/** A presence source that is empty until `later` resolves, then follows the source it resolved to. */
export function deferredPresence(later: Promise<PresenceSource>): PresenceSource {
  let inner: PresenceSource | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  later.then(
    (source) => {
      inner = source;
      source.subscribe(notify);
      if (source.getCollaborators().length > 0) notify();
    },
    // A sync that fails to start reports that in its own status; presence then stays empty.
    () => undefined,
  );
  return {
    getCollaborators: () => inner?.getCollaborators() ?? NOBODY,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
