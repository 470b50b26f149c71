/**
 * Putting an album image on a page the way a drag from the library does (editor-react's `planDrop` and
 * `executeDrop`): into the image frame under the point, into a sticker cell after the confirmation, or as a new
 * Image element centred on the point. Used for uploads dropped on the canvas, stock photos and the "add to page"
 * buttons, which have no pointer position and use the middle of the view.
 */
import { spreadAtCentre, executeDrop, planDrop } from '@album/editor-react';
import type { DropHost, DropPlan, DropTarget, ViewportState } from '@album/editor-react';
import { spreadFrame } from '@album/editor-core';
import type { ActionResult, Editor } from '@album/editor-core';

/** What a placement did: the plan's kind tells whether an image was put on a page (for analytics). */
export interface PlaceOutcome {
  result: ActionResult;
  kind: DropPlan['kind'];
}

/** Whether a placement put an image on a page as a picture (not as a sticker). */
export function placedPicture(outcome: PlaceOutcome): boolean {
  return outcome.result.ok && (outcome.kind === 'place-image' || outcome.kind === 'fill-image');
}

/** Extra props of the placed Image element: the stock photo it came from. */
export interface PlaceExtras {
  pexelsId?: number;
}

/**
 * Places `imageId` at `target` (see the module comment); the steps of one placement are one undo step.
 */
export async function placeImage(
  editor: Editor,
  target: DropTarget,
  imageId: string,
  host: DropHost,
  extras: PlaceExtras = {},
): Promise<PlaceOutcome> {
  let plan = planDrop(editor.getDocument(), target, { kind: 'image', imageId });
  if (plan.kind === 'place-image' && extras.pexelsId !== undefined) {
    plan = { ...plan, node: { ...plan.node, props: { ...plan.node.props, pexelsId: extras.pexelsId } } };
  }
  if (plan.kind === 'fill-image' && extras.pexelsId !== undefined) {
    const targetId = plan.targetId;
    const result = editor.updateProps(targetId, {
      image: imageId,
      pexelsId: extras.pexelsId,
      cx: 0.5,
      cy: 0.5,
      cscale: 1,
      crotation: 0,
    });
    return { result, kind: plan.kind };
  }
  return { result: await executeDrop(editor, plan, host), kind: plan.kind };
}

/**
 * Where an image goes without a pointer: the middle of the view on the spread nearest to it (kept inside the
 * spread), or, before the canvas has measured itself, the middle of the first page of the current spread.
 */
export function viewCentreTarget(view: ViewportState | null, editor: Editor): DropTarget | null {
  const spread = view && view.width > 0 && view.zoom > 0 ? spreadAtCentre(view) : undefined;
  if (view && spread) {
    const cx = (view.width / 2 - view.x) / view.zoom - spread.x;
    const cy = (view.height / 2 - view.y) / view.zoom - spread.y;
    const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
    return {
      spreadId: spread.id,
      point: { x: clamp(cx, spread.width), y: clamp(cy, spread.height) },
      elementId: null,
    };
  }
  const doc = editor.getDocument();
  const spreadId = editor.getSelection().spreadId ?? editor.getSpreads()[0]?.id;
  const frame = spreadId ? spreadFrame(doc, spreadId) : undefined;
  if (!spreadId || !frame) return null;
  return {
    spreadId,
    point: { x: frame.width / frame.pages / 2, y: frame.height / 2 },
    elementId: null,
  };
}

/** The target of the `index`-th of several images dropped at one point: each a little lower and to the right. */
export function cascadeTarget(target: DropTarget, index: number, step: number): DropTarget {
  if (index === 0) return target;
  return {
    spreadId: target.spreadId,
    point: { x: target.point.x + index * step, y: target.point.y + index * step },
    elementId: null,
  };
}
