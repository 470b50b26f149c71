/**
 * The lasso: a drag on a spread's empty background selects the elements the rectangle touches (the children of the
 * isolated group in select-inside mode). It starts only once the pointer moved more than 5 screen pixels; shift
 * adds to the selection. A page-sized backdrop is picked only when the lasso encloses it whole.
 */
import { lassoBounds, shouldStartLasso } from '@album/editor-core';
import type { AnyNode, Point } from '@album/editor-core';
import { isBackdrop, toSpread } from '../geometry';
import type { CanvasPointer } from '../pointer';
import type { Gesture, GestureEnv } from './gesture';

/** Elements a click or lasso may pick: not locked. */
export function selectable(node: AnyNode): boolean {
  return (node.props as { locked?: boolean }).locked !== true;
}

export class LassoGesture implements Gesture {
  readonly kind = 'lasso' as const;
  private started = false;
  private readonly before: readonly string[];

  constructor(
    private readonly env: GestureEnv,
    private readonly spreadId: string,
    private readonly origin: Point,
    private readonly additive: boolean,
  ) {
    this.before = additive ? env.editor.getSelection().ids : [];
  }

  /** True once the drag passed the lasso threshold. */
  get active(): boolean {
    return this.started;
  }

  move(pointer: CanvasPointer): void {
    const { editor, runtime, ui, viewport } = this.env;
    const zoom = viewport.getState().zoom;
    if (!this.started) {
      if (!shouldStartLasso(pointer.canvas.x - this.origin.x, pointer.canvas.y - this.origin.y, zoom)) return;
      this.started = true;
    }
    const layout = runtime.layout();
    const rect = lassoBounds(
      toSpread(layout, this.spreadId, this.origin),
      toSpread(layout, this.spreadId, pointer.canvas),
    );
    ui.getState().set({ lasso: rect, lassoSpreadId: this.spreadId, gesture: 'lasso' });
    const isolated = editor.getSelection().isolatedId;
    const nodes = editor.getState().nodes;
    const options = { parentId: isolated ?? undefined, filter: selectable };
    // A page-sized backdrop is touched by nearly every lasso on its page: it joins only when wholly inside.
    const inside = new Set(runtime.index.lasso(this.spreadId, rect, 'contain', options));
    const hit = runtime.index
      .lasso(this.spreadId, rect, 'intersect', options)
      .filter((id) => inside.has(id) || !isBackdrop(nodes, id));
    const ids = this.additive ? [...this.before, ...hit.filter((id) => !this.before.includes(id))] : hit;
    editor.selectIds(ids);
  }

  end(): void {
    this.env.ui.getState().set({ lasso: null, lassoSpreadId: null });
  }

  cancel(): void {
    this.env.ui.getState().set({ lasso: null, lassoSpreadId: null });
    this.env.editor.selectIds(this.before);
  }
}
