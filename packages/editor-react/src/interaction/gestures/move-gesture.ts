/**
 * Moving the selection: the elements follow the pointer, snapping their joint bounds to the spread's edges, centre
 * lines, margins, fold, the grid and other elements within 5/zoom (ctrl or meta turns snapping off). On release
 * over another spread the selection is re-parented to the spread under the drop point (keeping its place on the
 * canvas). Everything is one undo step.
 */
import { expandBounds, planReparent, snapMove, translateBounds } from '@album/editor-core';
import type { Bounds, Point } from '@album/editor-core';
import { selectionBounds, snapFrameOf, spreadVectorToParent } from '../geometry';
import type { CanvasPointer } from '../pointer';
import { GestureTransaction } from './gesture';
import type { Gesture, GestureEnv } from './gesture';

interface Start {
  id: string;
  x: number;
  y: number;
}

export class MoveGesture implements Gesture {
  readonly kind = 'move' as const;
  private readonly tx: GestureTransaction;
  private readonly starts: Start[];
  private readonly spreadId: string | null;
  private readonly bounds: Bounds | null;
  private readonly exclude: ReadonlySet<string>;

  constructor(
    private readonly env: GestureEnv,
    private readonly ids: readonly string[],
    private readonly origin: Point,
  ) {
    this.tx = new GestureTransaction(env.editor);
    const nodes = env.editor.getState().nodes;
    this.starts = ids.flatMap((id) => {
      const p = nodes[id]?.props as { x?: number; y?: number } | undefined;
      return p ? [{ id, x: p.x ?? 0, y: p.y ?? 0 }] : [];
    });
    const sel = selectionBounds(nodes, ids);
    this.spreadId = sel?.spreadId ?? null;
    this.bounds = sel?.bounds ?? null;
    this.exclude = new Set(ids);
  }

  /** The snapped canvas delta for a raw delta. */
  private snapped(dx: number, dy: number, pointer: CanvasPointer): Point {
    const { ui, runtime, viewport } = this.env;
    // Ctrl or meta turns snapping off for one drag, the view setting for good.
    if (!this.bounds || !this.spreadId || pointer.mod || !ui.getState().view.snapping) {
      ui.getState().set({ guides: [], guidesSpreadId: null });
      return { x: dx, y: dy };
    }
    const zoom = viewport.getState().zoom;
    const box = translateBounds(this.bounds, dx, dy);
    const layout = runtime.layout();
    const targets = runtime.index.snapTargets(this.spreadId, expandBounds(box, 200), this.exclude);
    const result = snapMove(box, { frame: snapFrameOf(layout, this.spreadId), zoom, targets });
    ui.getState().set({ guides: result.guides, guidesSpreadId: this.spreadId });
    return { x: dx + result.dx, y: dy + result.dy };
  }

  move(pointer: CanvasPointer): void {
    if (!this.tx.begin()) return;
    const raw = { x: pointer.canvas.x - this.origin.x, y: pointer.canvas.y - this.origin.y };
    const d = this.snapped(raw.x, raw.y, pointer);
    const nodes = this.env.editor.getState().nodes;
    const round = (v: number) => Math.round(v * 1000) / 1000;
    this.env.editor.updateEach(
      this.starts.map((s) => {
        const v = spreadVectorToParent(nodes, s.id, d.x, d.y);
        return { id: s.id, props: { x: round(s.x + v.x), y: round(s.y + v.y) } };
      }),
    );
  }

  end(pointer: CanvasPointer): void {
    this.env.ui.getState().set({ guides: [], guidesSpreadId: null });
    if (!this.tx.isOpen) return;
    const { editor, runtime } = this.env;
    const plan = planReparent({
      nodes: editor.getState().nodes,
      layout: runtime.layout(),
      ids: this.ids,
      drop: pointer.canvas,
    });
    if (plan) {
      editor.moveToSpread(
        plan.spreadId,
        plan.moves.map((m) => m.id),
        'canvas',
      );
      editor.selectIds(this.ids);
    }
    this.tx.commit();
  }

  cancel(): void {
    this.env.ui.getState().set({ guides: [], guidesSpreadId: null });
    this.tx.cancel();
  }
}
