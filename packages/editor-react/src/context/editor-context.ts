/**
 * The React context every hook and the canvas read: the editor, its runtime (layout, spatial index), the viewport,
 * the interaction state, presence, and the workspace element once the canvas mounted.
 */
import { createContext, useContext } from 'react';
import type { Editor } from '@album/editor-core';
import type { UiStore } from '../interaction/ui-store';
import type { PresenceSource } from '../presence/presence-store';
import type { EditorRuntime } from '../runtime/editor-runtime';
import type { ViewportStore } from '../viewport/viewport-store';

/**
 * What `<EditorProvider>` shares with the hooks and the canvas: the editor, its runtime, the viewport and UI stores,
 * presence and the workspace element.
 */
export interface EditorContextValue {
  /** The editor. */
  editor: Editor;
  /** Derived state of the editor that the canvas and hooks share (spread layout, spatial index). */
  runtime: EditorRuntime;
  /** The viewport store of this editing surface. */
  viewport: ViewportStore;
  /** The UI store of this editing surface. */
  ui: UiStore;
  /** Where the collaborators of a live session come from. */
  presence: PresenceSource;
  /** The canvas element's container (the workspace), or null before `<AlbumCanvas>` mounted. */
  workspace: HTMLElement | null;
  /** Registers the workspace element (`<AlbumCanvas>` does). */
  setWorkspace(element: HTMLElement | null): void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

/** The editor context; throws a clear error outside `<EditorProvider>`. */
export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('editor-react hooks must be used inside <EditorProvider editor={...}>');
  return value;
}
