/**
 * The canvas full-screen with the resources the stories use. It exposes the editor and the canvas's stores on
 * `window.__album` so the end-to-end tests and the benchmark can read the document and drive the view.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Editor } from '@album/editor-core';
import {
  AlbumCanvas,
  EditorProvider,
  createUiStore,
  createViewportStore,
  runtimeOf,
  selectionScreenRect,
} from '@album/editor-react';
import type { AlbumCanvasProps, CanvasRendererStats, PresenceSource, UiState } from '@album/editor-react';
import { fixtureImageLoader, fontLoader, wasmUrl } from './resources';

/** What the tests read from `window.__album`. */
export interface AlbumTestHandle {
  editor: Editor;
  viewport: ReturnType<typeof createViewportStore>;
  ui: ReturnType<typeof createUiStore>;
  stats: CanvasRendererStats | null;
  /** `performance.now()` when the surface became ready. */
  readyAt: number | null;
  /** `performance.now()` when the album document was loaded into the editor. */
  loadedAt: number;
  /** Where a node is on the page (client coordinates of its bounding box), or null. */
  rectOf(id: string): { x: number; y: number; width: number; height: number } | null;
  /** Where a spread's trim box is on the page (client coordinates), or null. */
  spreadRectOf(id: string): { x: number; y: number; width: number; height: number } | null;
}

declare global {
  interface Window {
    __album?: AlbumTestHandle;
  }
}

export interface PlaygroundProps extends Partial<Pick<AlbumCanvasProps, 'onEditSticker' | 'software'>> {
  /** The editor, or a function making it (called once). */
  editor: Editor | (() => Editor);
  presence?: PresenceSource;
  initialUi?: Partial<UiState>;
  /** Rendered above the canvas (toolbars of the hook stories). */
  toolbar?: ReactNode;
  /** Rendered inside the provider beside the canvas (panels). */
  aside?: ReactNode;
  height?: string;
  /** Wraps the content inside the provider (e.g. a `<CanvasDndProvider>` around panels and canvas). */
  wrap?: (children: ReactNode) => ReactNode;
  /** Runs once the canvas is ready (select something, fit a spread, switch a mode). */
  setup?: (handle: AlbumTestHandle) => void;
}

export function Playground({
  editor: editorOrFactory,
  presence,
  initialUi,
  toolbar,
  aside,
  setup,
  wrap = (c) => c,
  height = '100vh',
  ...canvas
}: PlaygroundProps) {
  const [editor] = useState(() =>
    typeof editorOrFactory === 'function' ? editorOrFactory() : editorOrFactory,
  );
  const [loadedAt] = useState(() => performance.now());
  const [viewport] = useState(() => createViewportStore());
  const [ui] = useState(() => createUiStore(initialUi));
  const [images] = useState(() => fixtureImageLoader(() => editor.getDocument()));
  return (
    <EditorProvider editor={editor} presence={presence} viewport={viewport} ui={ui}>
      {wrap(
        <div
          data-playground=""
          style={{ display: 'flex', flexDirection: 'column', height, fontFamily: 'sans-serif' }}
        >
          {toolbar}
          <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
            <div style={{ flex: 1, minWidth: 0, position: 'relative' }}>
              <AlbumCanvas
                wasmUrl={wasmUrl}
                fonts={fontLoader}
                images={images}
                meta={{ title: 'Summer League 2026', releaseDate: '2026-06-01' }}
                onReady={({ stats }) => {
                  const rectOf = (id: string) => {
                    const canvas = document.querySelector('[data-album-canvas]');
                    const rect = selectionScreenRect(
                      editor.getState().nodes,
                      runtimeOf(editor).layout(),
                      viewport.getState(),
                      [id],
                    );
                    if (!canvas || !rect) return null;
                    const box = canvas.getBoundingClientRect();
                    return { ...rect, x: rect.x + box.left, y: rect.y + box.top };
                  };
                  const spreadRectOf = (id: string) => {
                    const canvas = document.querySelector('[data-album-canvas]');
                    const placed = runtimeOf(editor).layout().byId.get(id);
                    if (!canvas || !placed) return null;
                    const box = canvas.getBoundingClientRect();
                    const v = viewport.getState();
                    return {
                      x: box.left + v.x + placed.x * v.zoom,
                      y: box.top + v.y + placed.y * v.zoom,
                      width: placed.width * v.zoom,
                      height: placed.height * v.zoom,
                    };
                  };
                  const handle = {
                    editor,
                    viewport,
                    ui,
                    stats,
                    readyAt: performance.now(),
                    loadedAt,
                    rectOf,
                    spreadRectOf,
                  };
                  window.__album = handle;
                  setup?.(handle);
                }}
                {...canvas}
              />
            </div>
            {aside}
          </div>
        </div>,
      )}
    </EditorProvider>
  );
}
