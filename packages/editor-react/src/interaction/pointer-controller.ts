/**
 * The canvas's pointer logic, free of React and the DOM: what a press, drag, release or double-click does, given
 * where it lands. `useCanvasGestures` feeds it from @use-gesture; tests feed it directly.
 *
 * - Press on an element: select it (shift adds or removes; inside an isolated group its children are picked), then
 *   a drag moves the selection (snapping, re-parenting on drop).
 * - Press on a handle of the overlay: resize, scale or rotate.
 * - Press on a spread's background: a click selects the spread, a drag of more than 5 px draws a lasso. The same
 *   on an unselected page-sized backdrop (a click selects it, a drag lassos rather than moving it) and, with the
 *   mouse, off every spread (the lasso works on the nearest spread; a click clears the selection).
 * - Press with the pan tool, with space held, or with a touch on empty space: pan.
 * - Double-click: isolate a group, edit a text, select an image's content inside its frame (crop by dragging),
 *   open a sticker cell's sticker (host callback).
 * - Insert tools add their element where the canvas is clicked, or draw it from corner to corner by a drag that
 *   may start over an existing element (issue #22).
 */
import { createId, hitTestCanvas } from '@album/editor-core';
import type { Hit, Point, ResizeHandle } from '@album/editor-core';
import { isBackdrop, nearestSpread, toSpread } from './geometry';
import { CropGesture, cropFrameOf } from './gestures/crop-gesture';
import { DrawGesture, drawsByDrag } from './gestures/draw-gesture';
import type { Gesture, GestureEnv } from './gestures/gesture';
import { LassoGesture, selectable } from './gestures/lasso-gesture';
import { MoveGesture } from './gestures/move-gesture';
import { PanGesture } from './gestures/pan-gesture';
import { ResizeGesture, RotateGesture, ScaleGesture } from './gestures/transform-gesture';
import type { CanvasPointer } from './pointer';
import { insertedNode } from './inserted-node';

export { insertedNode };

/** A handle of the selection overlay under the pointer. */
export type HandleTarget =
  { kind: 'resize'; id: string; handle: ResizeHandle } | { kind: 'scale'; id: string } | { kind: 'rotate' };

/** Host callbacks of pointer interactions. */
export interface PointerCallbacks {
  /** A sticker cell was double-clicked (the host opens the stickers tab with that sticker). */
  onEditSticker?: (cellId: string, stickerId: string | null) => void;
}

/** Hit tolerance in screen pixels. */
const HIT_TOLERANCE = 3;
/** A press that moves less than this many screen pixels is a click. */
const CLICK_SLOP = 3;

type PressKind = 'element' | 'background' | 'handle' | 'empty' | 'crop' | 'pan' | 'draw' | 'backdrop';

interface Press {
  kind: PressKind;
  pointer: CanvasPointer;
  spreadId: string | undefined;
  hit: Hit | undefined;
  /** The selectable target of the hit (group or element). */
  target: string | undefined;
  /** The selection was changed on press (so the click does not change it again). */
  selectedOnPress: boolean;
  gesture: Gesture | null;
  moved: boolean;
}

/**
 * The canvas's pointer logic without React or the DOM: what a press, drag, release or double-click does where it lands.
 */
export class PointerController {
  private press: Press | null = null;

  constructor(
    private readonly env: GestureEnv,
    private readonly callbacks: PointerCallbacks = {},
    private readonly newId: () => string = () => createId(),
  ) {}

  /** What is under a canvas point: the spread and the elements, topmost first (locked ones left out). */
  hitAt(canvas: Point): { spreadId: string | undefined; hit: Hit | undefined } {
    const { runtime, viewport } = this.env;
    const zoom = viewport.getState().zoom;
    const result = hitTestCanvas(runtime.index, runtime.layout(), canvas, {
      tolerance: HIT_TOLERANCE / zoom,
      filter: selectable,
    });
    return { spreadId: result.spreadId, hit: result.hits[0] };
  }

  private target(hit: Hit): string {
    const { editor } = this.env;
    const sel = editor.getSelection();
    // Inside an isolated group, its children are what a click picks.
    if (sel.isolatedId) {
      const at = hit.path.indexOf(sel.isolatedId);
      if (at >= 0 && at < hit.path.length - 1) return hit.path[at + 1]!;
    }
    return hit.topId;
  }

  /** True while a gesture or press is in progress. */
  get busy(): boolean {
    return this.press !== null;
  }

  /** Pointer pressed (on a handle of the overlay when `handle` is given): selects, or starts a gesture. */
  down(pointer: CanvasPointer, handle?: HandleTarget): void {
    if (this.press) this.cancel();
    const { editor, ui } = this.env;
    const state = ui.getState();
    const sel = editor.getSelection();
    if (handle) {
      const gesture =
        handle.kind === 'resize'
          ? new ResizeGesture(this.env, handle.id, handle.handle)
          : handle.kind === 'scale'
            ? new ScaleGesture(this.env, handle.id)
            : new RotateGesture(this.env, sel.ids, pointer.canvas);
      this.start({
        kind: 'handle',
        pointer,
        spreadId: undefined,
        hit: undefined,
        target: undefined,
        gesture,
      });
      return;
    }
    if (state.tool === 'pan' || state.spacePan) {
      this.start({
        kind: 'pan',
        pointer,
        spreadId: undefined,
        hit: undefined,
        target: undefined,
        gesture: new PanGesture(this.env, pointer.screen),
      });
      return;
    }
    const { spreadId, hit } = this.hitAt(pointer.canvas);
    // Crop editing: a drag on the image being edited moves its picture.
    const focus = sel.focusId;
    const cropping =
      focus !== null &&
      (sel.mode === 'image-edit' || sel.mode === 'select-inside') &&
      cropFrameOf(editor.getDocument(), focus) !== null;
    if (cropping && hit && hit.path.includes(focus!)) {
      this.start({
        kind: 'crop',
        pointer,
        spreadId,
        hit,
        target: focus!,
        gesture: new CropGesture(this.env, focus!, pointer),
      });
      return;
    }
    if (sel.mode === 'image-edit' || sel.mode === 'text-edit') editor.escape();
    // An insert tool draws wherever the press lands, over an element too (the element is not picked up).
    if (drawsByDrag(state.tool) && spreadId) {
      this.start({
        kind: 'draw',
        pointer,
        spreadId,
        hit,
        target: undefined,
        gesture: new DrawGesture(this.env, state.tool, spreadId, pointer.canvas, this.newId),
      });
      return;
    }
    const mouse = pointer.pointerType !== 'touch' && state.tool === 'select';
    // A page-sized element that is not selected is the page's backdrop: a drag on it lassos, a click selects it.
    if (hit && mouse && spreadId && !sel.isolatedId && !pointer.shift) {
      const target = this.target(hit);
      if (!sel.ids.includes(target) && isBackdrop(editor.getState().nodes, target)) {
        this.start({
          kind: 'backdrop',
          pointer,
          spreadId,
          hit,
          target,
          gesture: new LassoGesture(this.env, spreadId, pointer.canvas, false),
        });
        return;
      }
    }
    if (hit) {
      const target = this.target(hit);
      let selectedOnPress = false;
      const current = editor.getSelection();
      if (pointer.shift) {
        editor.select(hit.id, { shift: true });
        selectedOnPress = true;
      } else if (!current.ids.includes(target)) {
        editor.select(hit.id);
        selectedOnPress = true;
      }
      this.start({ kind: 'element', pointer, spreadId, hit, target, selectedOnPress, gesture: null });
      return;
    }
    if (spreadId && pointer.pointerType !== 'touch' && state.tool === 'select') {
      this.start({
        kind: 'background',
        pointer,
        spreadId,
        hit: undefined,
        target: undefined,
        gesture: new LassoGesture(this.env, spreadId, pointer.canvas, pointer.shift),
      });
      return;
    }
    // Beside or between the spreads a mouse drag lassos too (on the nearest spread); a click there clears the
    // selection. Touch keeps panning: a finger on empty space scrolls.
    const near = spreadId ? undefined : nearestSpread(this.env.runtime.layout(), pointer.canvas);
    if (!spreadId && near && mouse) {
      this.start({
        kind: 'empty',
        pointer,
        spreadId: undefined,
        hit: undefined,
        target: undefined,
        gesture: new LassoGesture(this.env, near, pointer.canvas, pointer.shift),
      });
      return;
    }
    this.start({
      kind: spreadId ? 'background' : 'empty',
      pointer,
      spreadId,
      hit: undefined,
      target: undefined,
      gesture: state.tool === 'select' ? new PanGesture(this.env, pointer.screen) : null,
    });
  }

  private start(press: Omit<Press, 'moved' | 'selectedOnPress'> & { selectedOnPress?: boolean }): void {
    this.press = { selectedOnPress: false, moved: false, ...press };
    this.env.ui
      .getState()
      .set({ gesture: press.gesture && press.gesture.kind !== 'lasso' ? press.gesture.kind : null });
  }

  /** Pointer moved: feeds the gesture under way, starting a drag past the threshold. */
  move(pointer: CanvasPointer): void {
    const press = this.press;
    if (!press) return;
    if (!press.moved) {
      const d = Math.hypot(
        pointer.screen.x - press.pointer.screen.x,
        pointer.screen.y - press.pointer.screen.y,
      );
      if (d < CLICK_SLOP && press.kind !== 'background') return;
      press.moved = d >= CLICK_SLOP;
    }
    if (press.kind === 'element' && !press.gesture) {
      const sel = this.env.editor.getSelection();
      if (sel.ids.length === 0) return;
      press.gesture = new MoveGesture(this.env, sel.ids, press.pointer.canvas);
      this.env.ui.getState().set({ gesture: 'move' });
    }
    press.gesture?.move(pointer);
  }

  /** Pointer released: ends the gesture (one undo step) or completes a click. */
  up(pointer: CanvasPointer): void {
    const press = this.press;
    this.press = null;
    if (!press) return;
    press.gesture?.end(pointer);
    this.env.ui.getState().set({ gesture: null });
    const clicked = !press.moved && !(press.gesture instanceof LassoGesture && press.gesture.active);
    if (clicked) this.click(press);
  }

  private click(press: Press): void {
    const { editor, ui } = this.env;
    const tool = ui.getState().tool;
    if (tool !== 'select' && tool !== 'pan' && press.spreadId) {
      const at = toSpread(this.env.runtime.layout(), press.spreadId, press.pointer.canvas);
      const node = insertedNode(tool, at, this.newId);
      if (node) {
        const parent = editor.getSelection().isolatedId ?? press.spreadId;
        editor.addElements(parent, [node]);
        ui.getState().setTool('select');
        if (node.type === 'Text') editor.editText((node.props as { id: string }).id);
      }
      return;
    }
    if (press.kind === 'backdrop' && press.hit) {
      editor.select(press.hit.id);
      return;
    }
    if (press.kind === 'element' && press.target && !press.selectedOnPress && press.hit) {
      // A click on one of several selected elements selects only it.
      editor.select(press.hit.id);
      return;
    }
    if (press.kind === 'background' && press.spreadId) {
      if (editor.getSelection().mode === 'select-inside') editor.escape();
      else editor.selectSpread(press.spreadId);
      return;
    }
    if (press.kind === 'empty') editor.clearSelection();
  }

  /** Escape during a drag, or a lost pointer: the gesture is undone. */
  cancel(): void {
    const press = this.press;
    this.press = null;
    press?.gesture?.cancel();
    this.env.ui.getState().set({ gesture: null, guides: [], lasso: null });
  }

  /** Double-click: isolates a group, edits a text, or selects an image's content. */
  doubleClick(pointer: CanvasPointer): void {
    const { editor } = this.env;
    const { hit } = this.hitAt(pointer.canvas);
    if (!hit) return;
    const target = this.target(hit);
    const node = editor.getNode(target);
    if (!node) return;
    if (node.type === 'StickerCell' || node.type === 'Sticker') {
      editor.select(target);
      this.callbacks.onEditSticker?.(target, node.props.stickerId ?? null);
      return;
    }
    editor.enterInside(target, hit.id);
  }

  /** Hover outline: the element a click would select. */
  hover(pointer: CanvasPointer): void {
    if (this.press) return;
    const { hit } = this.hitAt(pointer.canvas);
    const hoverId = hit ? this.target(hit) : null;
    if (this.env.ui.getState().hoverId !== hoverId) this.env.ui.getState().set({ hoverId });
  }
}
