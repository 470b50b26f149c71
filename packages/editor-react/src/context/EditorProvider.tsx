/**
 * `<EditorProvider>`: makes an editor available to the hooks and to `<AlbumCanvas>` below it. Holds the state of
 * one editing surface (viewport, tool, print preview) and the presence of collaborators.
 */
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Editor } from '@album/editor-core';
import { createUiStore } from '../interaction/ui-store';
import type { UiState, UiStore } from '../interaction/ui-store';
import { NO_PRESENCE } from '../presence/presence-store';
import type { PresenceSource } from '../presence/presence-store';
import { runtimeOf } from '../runtime/editor-runtime';
import { createViewportStore } from '../viewport/viewport-store';
import type { Viewport } from '../viewport/viewport-math';
import type { ViewportStore } from '../viewport/viewport-store';
import { EditorContext } from './editor-context';
import type { EditorContextValue } from './editor-context';

/** Props of `<EditorProvider>`: the editor, optional presence, and the initial (or given) viewport and UI stores. */
export interface EditorProviderProps {
  /** The editor from `createEditor()` of `@album/editor-core`. */
  editor: Editor;
  /** Collaborators (from `@album/sync` or `createPresenceStore()`); none by default. */
  presence?: PresenceSource;
  /** A saved view to start from (zoom and position); by default the first spread is fitted. */
  initialViewport?: Partial<Viewport>;
  /** Initial interaction state (tool, print preview). */
  initialUi?: Partial<UiState>;
  /** Use an existing viewport store (several canvases showing one view). */
  viewport?: ViewportStore;
  /** Use an existing interaction store. */
  ui?: UiStore;
  /** The editor UI: `<AlbumCanvas>` and the host's toolbars and panels. */
  children?: ReactNode;
}

/**
 * Makes an editor, with the viewport, UI state and presence of one editing surface, available to the hooks and
 * `<AlbumCanvas>` below it.
 */
export function EditorProvider({
  editor,
  presence = NO_PRESENCE,
  initialViewport,
  initialUi,
  viewport: givenViewport,
  ui: givenUi,
  children,
}: EditorProviderProps) {
  // The stores live as long as the provider; the initial values are read once.
  const [viewport] = useState(() => givenViewport ?? createViewportStore(initialViewport));
  const [ui] = useState(() => givenUi ?? createUiStore(initialUi));
  const [workspace, setWorkspace] = useState<HTMLElement | null>(null);
  // One runtime per editor, kept as long as the editor lives (shared by every provider showing it).
  const runtime = useMemo(() => runtimeOf(editor), [editor]);
  const value = useMemo<EditorContextValue>(
    () => ({ editor, runtime, viewport, ui, presence, workspace, setWorkspace }),
    [editor, runtime, viewport, ui, presence, workspace],
  );
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}
