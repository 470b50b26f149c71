/**
 * Dissolving groups: their children move to the group's parent at the group's z-position, in their order, and
 * keep their absolute placement (the group's transform is folded into each child's x, y, rotation and scale).
 */
import { multiply } from '../../geometry/matrix';
import type { Reducer } from '../context';
import { localMatrix, placementFor } from '../placement';
import { refuse } from '../types';
import { existingIds } from './shared';

export interface UngroupPayload {
  ids: string[];
}

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
      const p = child.props as {
        x: number;
        y: number;
        width: number;
        height: number;
        rotation: number;
        scale: number;
      };
      const placement = placementFor(multiply(groupMatrix, localMatrix(p)), p.width ?? 0, p.height ?? 0);
      ctx.tree.move(childId, parentId, keys[i]!);
      p.x = placement.x;
      p.y = placement.y;
      if ((p.rotation ?? 0) !== placement.rotation) p.rotation = placement.rotation;
      if ((p.scale ?? 1) !== placement.scale) p.scale = placement.scale;
      freed.push(childId);
    });
    ctx.tree.remove(groupId);
  }
  return { ok: true, ids: freed };
};
