/**
 * The collaborators of a live session (colour, avatar, selection), from the provider's `presence` source.
 */
import { useSyncExternalStore } from 'react';
import { useEditorContext } from '../context/editor-context';
import type { Collaborator } from '../presence/presence-store';

/** The collaborators of a live session (colour, avatar, selection), from the provider's presence source. */
export function usePresence(): readonly Collaborator[] {
  const { presence } = useEditorContext();
  return useSyncExternalStore(presence.subscribe, presence.getCollaborators, presence.getCollaborators);
}
