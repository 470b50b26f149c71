/**
 * The drop target under a screen point of the canvas: the spread, the point on it, and the element a click there
 * would pick.
 */
import { hitTestCanvas } from '@album/editor-core';
import type { EditorRuntime } from '../runtime/editor-runtime';
import { selectable } from '../interaction/gestures/lasso-gesture';
import { screenToDoc } from '../viewport/viewport-math';
import type { Viewport } from '../viewport/viewport-math';
import type { DropTarget } from './drop-rules';

/** The target under `client` (viewport coordinates of the page), or null off every spread. */
export function dropTargetAt(
  runtime: EditorRuntime,
  view: Viewport,
  workspace: Element,
  client: { x: number; y: number },
): DropTarget | null {
  const box = workspace.getBoundingClientRect();
  const canvas = screenToDoc(view, { x: client.x - box.left, y: client.y - box.top });
  const result = hitTestCanvas(runtime.index, runtime.layout(), canvas, {
    tolerance: 2 / view.zoom,
    filter: selectable,
  });
  if (!result.spreadId || !result.point) return null;
  const hit = result.hits[0];
  return { spreadId: result.spreadId, point: result.point, elementId: hit ? hit.topId : null };
}
