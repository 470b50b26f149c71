/**
 * Resize, scale and rotate from the selection handles. Resize and scale work on one element (in its parent's
 * space, so elements inside rotated groups behave); rotate works on one element around its centre or on several
 * around the centre of their joint bounds. Shift keeps the aspect ratio while resizing and snaps rotation to 45
 * degrees; alt resizes or scales from the centre; resize snaps the moving edges (axis-aligned elements on a spread,
 * ctrl or meta turns it off). One undo step per gesture.
 */
import {
  elementBounds,
  expandBounds,
  normalizeDegrees,
  parentWorldMatrix,
  resizeFromHandle,
  rotateAroundPoint,
  rotationFromDrag,
  scaleFromHandle,
  snapAngle,
  snapResize,
  transformPropsOf,
} from '@album/editor-core';
import type { Point, ResizeHandle, TransformProps } from '@album/editor-core';
import { selectionBounds, snapFrameOf, spreadToParent, toSpread } from '../geometry';
import type { CanvasPointer } from '../pointer';
import { GestureTransaction } from './gesture';
import type { Gesture, GestureEnv } from './gesture';

const round = (v: number) => Math.round(v * 1000) / 1000;

function rounded<T extends TransformProps>(p: T): Partial<TransformProps> {
  return {
    x: round(p.x),
    y: round(p.y),
    width: round(p.width),
    height: round(p.height),
    rotation: round(p.rotation),
    scale: Math.round(p.scale * 1e6) / 1e6,
  };
}

/** Resize from one of the eight handles. */
export class ResizeGesture implements Gesture {
  readonly kind = 'resize' as const;
  private readonly tx: GestureTransaction;
  private readonly start: TransformProps;
  private readonly spreadId: string | null;

  constructor(
    private readonly env: GestureEnv,
    private readonly id: string,
    private readonly handle: ResizeHandle,
  ) {
    this.tx = new GestureTransaction(env.editor);
    const nodes = env.editor.getState().nodes;
    this.start = transformPropsOf(nodes[id]!);
    this.spreadId = selectionBounds(nodes, [id])?.spreadId ?? null;
  }

  private propsAt(pointer: Point, keepAspect: boolean, fromCenter: boolean): TransformProps {
    return resizeFromHandle(this.start, this.handle, pointer, { keepAspect, fromCenter });
  }

  move(pointer: CanvasPointer): void {
    if (!this.spreadId || !this.tx.begin()) return;
    const { editor, runtime, ui, viewport } = this.env;
    const nodes = editor.getState().nodes;
    const layout = runtime.layout();
    const local = spreadToParent(nodes, this.id, toSpread(layout, this.spreadId, pointer.canvas));
    let next = this.propsAt(local, pointer.shift, pointer.alt);
    const node = nodes[this.id];
    const parent = parentWorldMatrix(nodes, this.id);
    const axisAligned =
      parent !== undefined && parent[1] === 0 && parent[2] === 0 && this.start.rotation % 360 === 0;
    if (!pointer.mod && ui.getState().view.snapping && axisAligned && parent) {
      const box = elementBounds(next, parent);
      const targets = runtime.index.snapTargets(this.spreadId, expandBounds(box, 200), new Set([this.id]));
      const snap = snapResize(box, this.handle, {
        frame: snapFrameOf(layout, this.spreadId),
        zoom: viewport.getState().zoom,
        targets,
      });
      if (snap.dx !== 0 || snap.dy !== 0) {
        next = this.propsAt(
          { x: local.x + snap.dx / parent[0], y: local.y + snap.dy / parent[3] },
          pointer.shift,
          pointer.alt,
        );
      }
      ui.getState().set({ guides: snap.guides, guidesSpreadId: this.spreadId });
    } else {
      ui.getState().set({ guides: [], guidesSpreadId: null });
    }
    if (node) editor.updateProps(this.id, rounded(next));
  }

  end(): void {
    this.env.ui.getState().set({ guides: [], guidesSpreadId: null });
    this.tx.commit();
  }

  cancel(): void {
    this.env.ui.getState().set({ guides: [], guidesSpreadId: null });
    this.tx.cancel();
  }
}

/** Uniform scale from the scale handle (bottom-right corner). */
export class ScaleGesture implements Gesture {
  readonly kind = 'scale' as const;
  private readonly tx: GestureTransaction;
  private readonly start: TransformProps;
  private readonly spreadId: string | null;

  constructor(
    private readonly env: GestureEnv,
    private readonly id: string,
  ) {
    this.tx = new GestureTransaction(env.editor);
    const nodes = env.editor.getState().nodes;
    this.start = transformPropsOf(nodes[id]!);
    this.spreadId = selectionBounds(nodes, [id])?.spreadId ?? null;
  }

  move(pointer: CanvasPointer): void {
    if (!this.spreadId || !this.tx.begin()) return;
    const { editor, runtime } = this.env;
    const nodes = editor.getState().nodes;
    const local = spreadToParent(nodes, this.id, toSpread(runtime.layout(), this.spreadId, pointer.canvas));
    editor.updateProps(this.id, rounded(scaleFromHandle(this.start, local, { fromCenter: pointer.alt })));
  }

  end(): void {
    this.tx.commit();
  }

  cancel(): void {
    this.tx.cancel();
  }
}

interface RotateStart {
  id: string;
  props: TransformProps;
}

/** Rotation by the rotate handle: one element around its centre, several around their joint centre. */
export class RotateGesture implements Gesture {
  readonly kind = 'rotate' as const;
  private readonly tx: GestureTransaction;
  private readonly starts: RotateStart[];
  private readonly spreadId: string | null;
  private readonly pivot: Point | null;
  private readonly from: Point;

  constructor(
    private readonly env: GestureEnv,
    ids: readonly string[],
    origin: Point,
  ) {
    this.tx = new GestureTransaction(env.editor);
    const nodes = env.editor.getState().nodes;
    this.starts = ids.flatMap((id) => (nodes[id] ? [{ id, props: transformPropsOf(nodes[id]) }] : []));
    const sel = selectionBounds(nodes, ids);
    this.spreadId = sel?.spreadId ?? null;
    this.pivot = sel
      ? { x: (sel.bounds.minX + sel.bounds.maxX) / 2, y: (sel.bounds.minY + sel.bounds.maxY) / 2 }
      : null;
    this.from = this.spreadId ? toSpread(env.runtime.layout(), this.spreadId, origin) : origin;
  }

  /** The raw rotation delta (degrees) around the pivot since the gesture started. */
  angleFor(pointer: CanvasPointer): number {
    if (!this.spreadId || !this.pivot) return 0;
    const to = toSpread(this.env.runtime.layout(), this.spreadId, pointer.canvas);
    const raw =
      ((Math.atan2(to.y - this.pivot.y, to.x - this.pivot.x) -
        Math.atan2(this.from.y - this.pivot.y, this.from.x - this.pivot.x)) *
        180) /
      Math.PI;
    return raw;
  }

  move(pointer: CanvasPointer): void {
    if (!this.spreadId || !this.pivot || !this.tx.begin()) return;
    const { editor, runtime } = this.env;
    const nodes = editor.getState().nodes;
    const layout = runtime.layout();
    if (this.starts.length === 1) {
      const { id, props } = this.starts[0]!;
      const from = spreadToParent(nodes, id, this.from);
      const to = spreadToParent(nodes, id, toSpread(layout, this.spreadId, pointer.canvas));
      editor.updateProps(id, { rotation: round(rotationFromDrag(props, from, to, pointer.shift)) });
      return;
    }
    const raw = this.angleFor(pointer);
    const delta = pointer.shift ? snapAngle(raw) : raw;
    editor.updateEach(
      this.starts.map(({ id, props }) => {
        const pivot = spreadToParent(nodes, id, this.pivot!);
        const next = rotateAroundPoint(props, pivot, delta);
        return {
          id,
          props: { x: round(next.x), y: round(next.y), rotation: round(normalizeDegrees(next.rotation)) },
        };
      }),
    );
  }

  end(): void {
    this.tx.commit();
  }

  cancel(): void {
    this.tx.cancel();
  }
}
