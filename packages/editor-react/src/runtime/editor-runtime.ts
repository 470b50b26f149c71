/**
 * What the canvas derives from an editor and keeps current as the document changes: the canvas layout of the
 * spreads and the spatial index (hit tests, lasso, snapping candidates). One runtime per editor, shared by every
 * hook and canvas that shows it. Pure TypeScript, no React, no DOM.
 */
import { albumSpreads, createSpatialIndex, layoutSpreads, spreadFrameAt } from '@album/editor-core';
import type { AlbumDocument, ChangeEvent, Editor, SpatialIndex, SpreadLayout } from '@album/editor-core';
import { nodeIdsOfPatches } from '../canvas/scene-invalidation';

/** Derived state of one editor. */
export interface EditorRuntime {
  /** The editor it derives from. */
  readonly editor: Editor;
  /** Where every spread sits on the canvas (mm), in album order. */
  layout(): SpreadLayout;
  /** The spatial index of the current document. */
  readonly index: SpatialIndex;
  /** Runs after the layout and index caught up with a change. */
  onChange(listener: (event: ChangeEvent, previous: AlbumDocument) => void): () => void;
  /** Stops following the editor and drops its listeners. */
  dispose(): void;
}

const layoutCache = new WeakMap<AlbumDocument['nodes'], SpreadLayout>();

/** The canvas layout of a document's spreads (cached per node map). */
export function layoutOf(doc: Pick<AlbumDocument, 'nodes'>): SpreadLayout {
  let layout = layoutCache.get(doc.nodes);
  if (!layout) {
    const spreads = albumSpreads(doc);
    layout = layoutSpreads(spreads.map((s, i) => ({ id: s.id, frame: spreadFrameAt(i, spreads.length) })));
    layoutCache.set(doc.nodes, layout);
  }
  return layout;
}

const runtimes = new WeakMap<Editor, EditorRuntime>();

/** The runtime of `editor`, created on first use. */
export function runtimeOf(editor: Editor): EditorRuntime {
  let runtime = runtimes.get(editor);
  if (!runtime) {
    runtime = createRuntime(editor);
    runtimes.set(editor, runtime);
  }
  return runtime;
}

function createRuntime(editor: Editor): EditorRuntime {
  let doc = editor.getDocument();
  const index = createSpatialIndex(doc);
  const listeners = new Set<(event: ChangeEvent, previous: AlbumDocument) => void>();
  const unsubscribe = editor.subscribe('change', (event) => {
    const previous = doc;
    doc = editor.getDocument();
    if (previous.nodes !== doc.nodes) {
      const ops = event.patches.workspace;
      const ids = ops ? nodeIdsOfPatches(ops) : 'all';
      index.update(doc, event.origin === 'load' ? 'all' : ids);
    }
    for (const listener of [...listeners]) listener(event, previous);
  });
  return {
    editor,
    layout: () => layoutOf(editor.getState()),
    index,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      unsubscribe();
      listeners.clear();
      runtimes.delete(editor);
    },
  };
}
