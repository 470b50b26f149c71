/**
 * The text being edited in place, per editor: the toolbar reads and styles the editor's selection through it
 * while a text is open (and the whole text otherwise). `useTextSession` re-renders on every change of the
 * editor's state, so toggles show what the selected words carry.
 */
import { useSyncExternalStore } from 'react';
import type { EditorView } from 'prosemirror-view';

/** An open in-place editor. */
export interface TextSession {
  /** The Text element being edited. */
  nodeId: string;
  view: EditorView;
  /** Registers the fonts of a family with the editor's document (a FONT-* style the text did not use yet). */
  loadFamily(family: string): void;
}

/** What `useTextSession` answers; a new object on every change of the editing state. */
export interface TextSessionSnapshot {
  session: TextSession | null;
  version: number;
}

interface SessionStore {
  session: TextSession | null;
  snapshot: TextSessionSnapshot;
  listeners: Set<() => void>;
}

const stores = new WeakMap<object, SessionStore>();

function storeOf(editor: object): SessionStore {
  let store = stores.get(editor);
  if (!store)
    stores.set(
      editor,
      (store = { session: null, snapshot: { session: null, version: 0 }, listeners: new Set() }),
    );
  return store;
}

function notify(store: SessionStore): void {
  store.snapshot = { session: store.session, version: store.snapshot.version + 1 };
  for (const listener of store.listeners) listener();
}

/** Opens (or with null closes) the session of `editor`. */
export function setTextSession(editor: object, session: TextSession | null): void {
  const store = storeOf(editor);
  store.session = session;
  notify(store);
}

/** Tells the session's readers that the editor's state changed. */
export function textSessionChanged(editor: object): void {
  notify(storeOf(editor));
}

/** The open session of `editor`, if any. */
export function textSessionOf(editor: object): TextSession | null {
  return stores.get(editor)?.session ?? null;
}

/**
 * The open session of `editor` for React: a new snapshot whenever the editing state changes (use it as a memo
 * dependency).
 */
export function useTextSession(editor: object): TextSessionSnapshot {
  const store = storeOf(editor);
  return useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.snapshot,
    () => store.snapshot,
  );
}
