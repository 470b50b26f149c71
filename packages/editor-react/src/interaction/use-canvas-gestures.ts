/**
 * Binds the canvas element's pointer, wheel and pinch input (through @use-gesture/react) to the pointer
 * controller and the viewport:
 * - drag: the controller (select, move, lasso, handles, crop, pan);
 * - wheel: ctrl/meta (and trackpad pinch) zooms by 0.0075 per unit around the pointer, otherwise scrolls (shift:
 *   sideways); over the image being cropped it zooms the crop (1 + 0.002·|delta|);
 * - two-finger touch: pinch zoom around the fingers and pan with them;
 * - double-click and hover.
 */
import { useGesture } from '@use-gesture/react';
import type { RefObject } from 'react';
import { clampCropScale } from '@album/editor-core';
import { wheelCropScale } from '../crop/crop-math';
import { normaliseWheelDelta, screenToDoc } from '../viewport/viewport-math';
import { cropFrameOf } from './gestures/crop-gesture';
import type { GestureEnv } from './gestures/gesture';
import { handleTargetOf } from './handle-target';
import type { CanvasPointer } from './pointer';
import type { PointerController } from './pointer-controller';

/** Parts of the canvas that take pointer input themselves. */
const OWN_INPUT = '[data-album-scrollbar], [data-album-text-editor]';

interface PointerLike {
  clientX: number;
  clientY: number;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  pointerType?: string;
}

/** A DOM pointer event as a canvas pointer. */
export function canvasPointer(env: GestureEnv, element: HTMLElement, e: PointerLike): CanvasPointer {
  const box = element.getBoundingClientRect();
  const screen = { x: e.clientX - box.left, y: e.clientY - box.top };
  return {
    screen,
    canvas: screenToDoc(env.viewport.getState(), screen),
    shift: e.shiftKey,
    alt: e.altKey,
    mod: e.ctrlKey || e.metaKey,
    pointerType: e.pointerType ?? 'mouse',
  };
}

export function useCanvasGestures(
  target: RefObject<HTMLElement | null>,
  env: GestureEnv,
  controller: PointerController,
): void {
  useGesture(
    {
      onDrag: (state) => {
        const element = target.current;
        const event = state.event as PointerEvent;
        if (!element) return;
        // Scrollbars and the text editor handle their own pointer input.
        if (state.first && (event.target as Element | null)?.closest?.(OWN_INPUT)) {
          state.cancel();
          return;
        }
        if (state.pinching) {
          controller.cancel();
          state.cancel();
          return;
        }
        // Only the primary button drags (the middle button pans).
        const p = canvasPointer(env, element, event);
        if (state.first) {
          if (event.button === 1) env.ui.getState().set({ spacePan: true });
          element.focus({ preventScroll: true });
          controller.down(p, handleTargetOf(event.target));
        }
        if (!state.first && !state.last) controller.move(p);
        if (state.last) {
          if (!state.first) controller.move(p);
          controller.up(p);
          if (event.button === 1) env.ui.getState().set({ spacePan: false });
        }
      },
      onMove: (state) => {
        const element = target.current;
        if (!element || state.dragging) return;
        controller.hover(canvasPointer(env, element, state.event as PointerEvent));
      },
      onWheel: (state) => {
        const element = target.current;
        const event = state.event as WheelEvent;
        if (!element) return;
        event.preventDefault();
        const v = env.viewport.getState();
        const box = element.getBoundingClientRect();
        const anchor = { x: event.clientX - box.left, y: event.clientY - box.top };
        const dy = normaliseWheelDelta(event.deltaY, event.deltaMode, v.height);
        const dx = normaliseWheelDelta(event.deltaX, event.deltaMode, v.width);
        const sel = env.editor.getSelection();
        if (sel.mode === 'image-edit' && sel.focusId && cropFrameOf(env.editor.getDocument(), sel.focusId)) {
          const p = canvasPointer(env, element, event);
          const { hit } = controller.hitAt(p.canvas);
          if (hit?.path.includes(sel.focusId)) {
            const node = env.editor.getNode(sel.focusId);
            const cscale = (node?.props as { cscale?: number } | undefined)?.cscale ?? 1;
            env.editor.updateProps(sel.focusId, { cscale: clampCropScale(wheelCropScale(cscale, dy)) });
            return;
          }
        }
        if (event.ctrlKey || event.metaKey) {
          v.wheel(dy, anchor);
          return;
        }
        if (event.shiftKey && dx === 0) v.pan(-dy, 0);
        else v.pan(-dx, -dy);
      },
      onPinch: (state) => {
        const element = target.current;
        if (!element || (state.event as Event).type === 'wheel') return;
        const box = element.getBoundingClientRect();
        const origin = { x: state.origin[0] - box.left, y: state.origin[1] - box.top };
        const memo = (state.memo ?? { distance: state.da[0], origin }) as {
          distance: number;
          origin: { x: number; y: number };
        };
        const v = env.viewport.getState();
        if (memo.distance > 0 && state.da[0] > 0) v.zoomAt(v.zoom * (state.da[0] / memo.distance), origin);
        env.viewport.getState().pan(origin.x - memo.origin.x, origin.y - memo.origin.y);
        return { distance: state.da[0], origin };
      },
    },
    {
      target,
      eventOptions: { passive: false },
      // Arrow keys nudge (editor-core's keyboard map), they must not drive a drag.
      drag: { filterTaps: false, pointer: { buttons: [1, 4], capture: true, keys: false }, threshold: 0 },
      pinch: { pinchOnWheel: false },
      wheel: { eventOptions: { passive: false } },
    },
  );
}
