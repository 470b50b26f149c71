/**
 * A pointer gesture in progress (move, resize, scale, rotate, lasso, pan, crop). The pointer controller starts
 * one on pointer-down and feeds it until pointer-up. Gestures that change the document run inside the editor's
 * `beginGesture`/`commitGesture`, so the whole drag is one undo step.
 */
import type { Editor } from '@album/editor-core';
import type { EditorRuntime } from '../../runtime/editor-runtime';
import type { ViewportStore } from '../../viewport/viewport-store';
import type { CanvasPointer } from '../pointer';
import type { GestureKind, UiStore } from '../ui-store';

/** What gestures work with. */
export interface GestureEnv {
  /** The editor. */
  editor: Editor;
  /** The editor's spread layout and spatial index. */
  runtime: EditorRuntime;
  /** The viewport store. */
  viewport: ViewportStore;
  /** The UI store. */
  ui: UiStore;
}

/**
 * A pointer gesture under way (move, resize, rotate, lasso, pan, crop), fed by the pointer controller until the pointer
 * is released.
 */
export interface Gesture {
  /** What the gesture does (move, resize, lasso, …). */
  readonly kind: GestureKind;
  /** The pointer moved: update the document or the overlay. */
  move(pointer: CanvasPointer): void;
  /** Pointer released: commit. */
  end(pointer: CanvasPointer): void;
  /** Escape or a lost pointer: undo what the gesture changed. */
  cancel(): void;
}

/**
 * Opens the editor's gesture around the first change, so a click that never moves leaves no undo step. Returns
 * false when the editor refuses (read-only).
 */
export class GestureTransaction {
  private open = false;

  constructor(private readonly editor: Editor) {}

  begin(): boolean {
    if (this.open) return true;
    const result = this.editor.beginGesture();
    this.open = result.ok;
    return result.ok;
  }

  get isOpen(): boolean {
    return this.open;
  }

  commit(): void {
    if (this.open) this.editor.commitGesture();
    this.open = false;
  }

  cancel(): void {
    if (this.open) this.editor.cancelGesture();
    this.open = false;
  }
}
