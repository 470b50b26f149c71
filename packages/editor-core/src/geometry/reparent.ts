/**
 * Dropping a dragged selection onto another spread: which spread it belongs to afterwards, and the props that keep
 * each element exactly where it was dropped on the canvas.
 */
import { spreadOf } from '../model/tree';
import type { NodeMap } from '../model/tree';
import type { Point } from './bounds';
import { transformPropsOf, worldMatrix } from './bounds';
import { multiply, placementFromMatrix, translation } from './matrix';
import type { ElementPlacement } from './matrix';
import type { SpreadLayout } from './spread-layout';
import { spreadAt } from './spread-layout';

/** What `planReparent` needs. */
export interface ReparentRequest {
  nodes: NodeMap;
  layout: SpreadLayout;
  /** The moved elements, with their props already at the dropped position in their current parent's space. */
  ids: readonly string[];
  /** The pointer on release, in canvas coordinates. */
  drop: Point;
}

/** One element that changes spread: its new props as a direct child of the target spread. */
export interface ReparentMove extends ElementPlacement {
  id: string;
  fromSpreadId: string;
}

/** The spread the selection moves to, and the elements that actually change spread. */
export interface ReparentPlan {
  spreadId: string;
  moves: ReparentMove[];
}

/**
 * Decides where a dropped selection belongs. The target is the spread under the drop point; when the point lies
 * between spreads, or every element already sits on that spread, nothing changes (undefined). Elements that leave a
 * group get the group's rotation and scale folded into their own props.
 */
export function planReparent(request: ReparentRequest): ReparentPlan | undefined {
  const { nodes, layout, ids, drop } = request;
  const target = spreadAt(layout, drop);
  if (!target) return undefined;
  const moves: ReparentMove[] = [];
  for (const id of ids) {
    const from = spreadOf(nodes, id);
    const node = nodes[id];
    if (!from || !node || from.id === target.id) continue;
    const origin = layout.byId.get(from.id);
    const world = worldMatrix(nodes, id);
    if (!origin || !world) continue;
    const moved = multiply(translation(origin.x - target.x, origin.y - target.y), world);
    const { width, height } = transformPropsOf(node);
    moves.push({ id, fromSpreadId: from.id, ...placementFromMatrix(moved, width, height) });
  }
  return moves.length > 0 ? { spreadId: target.id, moves } : undefined;
}
