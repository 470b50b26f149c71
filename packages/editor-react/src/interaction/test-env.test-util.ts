/**
 * A real editor on a small album, with a runtime, a viewport at zoom 1 (screen = canvas coordinates) and a UI store:
 * what the interaction tests drive.
 */
import { albumSpreads, createEditor, createEmptyDocument, sequentialIds } from '@album/editor-core';
import type { NestedNode } from '@album/editor-core';
import { runtimeOf } from '../runtime/editor-runtime';
import { createViewportStore } from '../viewport/viewport-store';
import type { GestureEnv } from './gestures/gesture';
import { pointerAt } from './pointer';
import type { CanvasPointer } from './pointer';
import { createUiStore } from './ui-store';

export function rect(id: string, x: number, y: number, width = 40, height = 30): NestedNode {
  return { type: 'Rectangle', props: { id, x, y, width, height, rotation: 0, scale: 1, fill: 2 } };
}

/**
 * Three spreads: `first` (single page, canvas x 230..460, y 0..297), `middle` (double, x 0..460, y 357..654) and
 * `last` (single, x 0..230, y 714..1011).
 */
export function testEnv(elements: { first?: NestedNode[]; middle?: NestedNode[] } = {}) {
  const editor = createEditor({
    document: createEmptyDocument({ ids: sequentialIds('n') }),
    checkInvariants: true,
  });
  const [first, middle, last] = albumSpreads(editor.getState()).map((s) => s.id) as [string, string, string];
  if (elements.first?.length) editor.addElements(first, elements.first);
  if (elements.middle?.length) editor.addElements(middle, elements.middle);
  editor.clearSelection();
  const runtime = runtimeOf(editor);
  const viewport = createViewportStore({ zoom: 1, x: 0, y: 0, width: 2000, height: 2000 });
  const ui = createUiStore();
  const env: GestureEnv = { editor, runtime, viewport, ui };
  return { env, editor, runtime, viewport, ui, spreads: { first, middle, last } };
}

/** A pointer at a canvas point (zoom 1, no pan: the screen point is the same). */
export function at(x: number, y: number, extra: Partial<CanvasPointer> = {}): CanvasPointer {
  return pointerAt({ x, y }, { x, y }, extra);
}

export function propsOf(editor: ReturnType<typeof createEditor>, id: string) {
  return editor.getNode(id)!.props as {
    x: number;
    y: number;
    width: number;
    height: number;
    rotation: number;
    scale: number;
  };
}
