/**
 * Dissolving groups: their children move to the group's parent at the group's z-position, in their order, and
 * keep their absolute placement (the group's transform is folded into each child's x, y, rotation and scale).
 */
import { multiply, placementFromMatrix } from '../../geometry/matrix';
import type { TransformProps } from '../../geometry/matrix';
import type { Reducer } from '../context';
import { localMatrix, writePlacement } from '../placement';
import { refuse } from '../types';
import { existingIds } from './shared';

/** Payload of `ungroup`: the groups to dissolve. */
export interface UngroupPayload {
  ids: string[];
}

/** Dissolves groups; their children keep their place on the page and the group's z-position. */
export const ungroup: Reducer<UngroupPayload> = (_draft, payload, ctx) => {
  const groups = existingIds(payload?.ids, ctx).filter((id) => {
    const isGroup = ctx.tree.get(id)!.type === 'Group';
    if (!isGroup) ctx.warn('invalid-parent', id, 'not a group');
    return isGroup;
  });
  if (groups.length === 0) return refuse('invalid-input');
  const freed: string[] = [];
  for (const groupId of groups) {
    const groupNode = ctx.tree.get(groupId);
    if (!groupNode || groupNode.parentId === null) continue;
    const parentId = groupNode.parentId;
    const groupMatrix = localMatrix(groupNode.props as never);
    const children = ctx.tree.children(groupId);
    const keys = ctx.tree.indexesAbove(groupId, children.length);
    children.forEach((childId, i) => {
      const child = ctx.tree.get(childId)!;
      const p = child.props as TransformProps;
      const placement = placementFromMatrix(
        multiply(groupMatrix, localMatrix(p)),
        p.width ?? 0,
        p.height ?? 0,
      );
      ctx.tree.move(childId, parentId, keys[i]!);
      writePlacement(p, placement);
      freed.push(childId);
    });
    ctx.tree.remove(groupId);
  }
  return { ok: true, ids: freed };
};
