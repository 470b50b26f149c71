/**
 * Grouping two or more siblings. The group takes the union of their bounds (in the parent's space) and the
 * z-position of the topmost member; members keep their order and are re-expressed relative to the group, so
 * nothing moves on the page.
 */
import { defaultProps } from '../../model/defaults';
import { indicesAfter } from '../../model/tree';
import type { AnyNode } from '../../model/types';
import type { Reducer } from '../context';
import { boundsInParent, unionOf } from '../placement';
import { refuse } from '../types';
import { elementIds, isId } from './shared';

/** Payload of `group`: two or more siblings and the id of the new group. */
export interface GroupPayload {
  ids: string[];
  /** Id of the new group (required like every create; the editor makes one). */
  groupId: string;
}

/** Groups two or more siblings into a new group spanning their bounds, without moving anything. */
export const group: Reducer<GroupPayload> = (_draft, payload, ctx) => {
  if (!isId(payload?.groupId)) {
    ctx.warn('missing-id', undefined, 'group without id');
    return refuse('invalid-input');
  }
  if (ctx.tree.has(payload.groupId)) {
    ctx.warn('duplicate-id', payload.groupId);
    return refuse('invalid-input');
  }
  const ids = elementIds(payload.ids, ctx);
  if (ids.length < 2) return refuse('not-enough-items');
  const parentId = ctx.tree.get(ids[0]!)!.parentId!;
  if (ids.some((id) => ctx.tree.get(id)!.parentId !== parentId)) return refuse('different-parents');

  const order = ctx.tree.children(parentId);
  const members = order.filter((id) => ids.includes(id));
  const nodes = members.map((id) => ctx.tree.get(id)!);
  const box = unionOf(nodes.map((n) => boundsInParent(n.props as never)));
  const topmost = nodes[nodes.length - 1]!;
  const props = defaultProps('Group', {
    id: payload.groupId,
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
  });
  const groupNode: AnyNode = { id: payload.groupId, type: 'Group', parentId, index: topmost.index, props };
  const keys = indicesAfter(null, members.length);
  nodes.forEach((node, i) => {
    ctx.tree.move(node.id, payload.groupId, keys[i]!);
    const p = node.props as { x: number; y: number };
    p.x -= box.x;
    p.y -= box.y;
  });
  ctx.tree.insert(groupNode);
  return { ok: true, ids: [payload.groupId] };
};
