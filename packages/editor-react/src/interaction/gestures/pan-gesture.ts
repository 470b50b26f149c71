/**
 * Panning the view by dragging (the pan tool, space + drag, a drag on the empty canvas, touch). Works in screen
 * pixels, so the document follows the pointer exactly at any zoom.
 */
import type { Point } from '@album/editor-core';
import type { CanvasPointer } from '../pointer';
import type { Gesture, GestureEnv } from './gesture';

export class PanGesture implements Gesture {
  readonly kind = 'pan' as const;
  private last: Point;

  constructor(
    private readonly env: GestureEnv,
    screen: Point,
  ) {
    this.last = screen;
  }

  move(pointer: CanvasPointer): void {
    const dx = pointer.screen.x - this.last.x;
    const dy = pointer.screen.y - this.last.y;
    this.last = pointer.screen;
    if (dx !== 0 || dy !== 0) this.env.viewport.getState().pan(dx, dy);
  }

  end(): void {}

  cancel(): void {}
}
