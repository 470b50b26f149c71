/** The canvas's mouse cursor: it tells what a press will do before the user presses. */
import type { CSSProperties } from 'react';
import { drawsByDrag } from './gestures/draw-gesture';
import type { Tool } from './ui-store';

/** Crosshair for the insert tools (they draw or place), a hand for panning, the default otherwise. */
export function toolCursor(tool: Tool, readOnly: boolean): CSSProperties['cursor'] {
  if (tool === 'pan') return 'grab';
  if (readOnly) return undefined;
  return drawsByDrag(tool) || tool === 'comment' ? 'crosshair' : undefined;
}
