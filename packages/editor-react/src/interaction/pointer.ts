/**
 * The pointer as the interaction code sees it: where it is on the canvas (document millimetres, canvas space where
 * spreads are laid out) and on screen, with its modifiers.
 */
import type { Point } from '@album/editor-core';

export interface CanvasPointer {
  /** Canvas coordinates (mm; spreads placed by the canvas layout). */
  canvas: Point;
  /** Screen coordinates relative to the canvas element (CSS px). */
  screen: Point;
  /** Shift held. */
  shift: boolean;
  /** Alt (Option) held. */
  alt: boolean;
  /** Ctrl or Meta. */
  mod: boolean;
  /** `mouse`, `pen` or `touch`. */
  pointerType: string;
}

/** A pointer with no modifiers at a canvas point (tests and programmatic gestures). */
export function pointerAt(
  canvas: Point,
  screen: Point = canvas,
  extra: Partial<CanvasPointer> = {},
): CanvasPointer {
  return { canvas, screen, shift: false, alt: false, mod: false, pointerType: 'mouse', ...extra };
}
