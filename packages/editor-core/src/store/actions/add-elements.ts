/**
 * Adding nodes (with their subtrees) under a parent at a position. Nodes come in the nested form of the file
 * format; every node needs its id in `props.id`. Creates without id, duplicate ids and nodes the parent cannot hold
 * are skipped and reported, never thrown.
 */
import { defaultProps } from '../../model/defaults';
import { canContain, indicesAfter, isContainer, isStickerCellNode, siblingRank } from '../../model/tree';
import type { AnyNode, NestedNode, NodeType } from '../../model/types';
import type { ReducerContext, Reducer } from '../context';
import { refuse } from '../types';
import { isId, unplaceSticker } from './shared';

/** Payload of `addElements`: nested nodes (each with `props.id`) to insert under `parentId`. */
export interface AddElementsPayload {
  parentId: string;
  /** Child position among the parent's current children (0 = bottom). Default: top of each node's rank band. */
  position?: number;
  nodes: NestedNode[];
}

/** A validated subtree ready to insert. */
interface Prepared {
  node: AnyNode;
  children: Prepared[];
}

/** Validates a nested node (recursively) under a parent of `parentType`; null when it is skipped. */
function prepare(
  input: NestedNode,
  parentId: string,
  parentType: NodeType,
  ctx: ReducerContext,
  seen: Set<string>,
) {
  const id = (input?.props as { id?: unknown } | undefined)?.id;
  if (!isId(id)) {
    ctx.warn('missing-id', undefined, `create of ${String(input?.type)} without id`);
    return null;
  }
  if (ctx.tree.has(id) || seen.has(id)) {
    ctx.warn('duplicate-id', id);
    return null;
  }
  if (!canContain(parentType, input.type)) {
    ctx.warn('invalid-parent', id, `${String(input.type)} cannot be a child of ${parentType}`);
    return null;
  }
  seen.add(id);
  const props = defaultProps(input.type, input.props as never, ctx.ids) as AnyNode['props'];
  if (input.type === 'Spread') (props as { sectionId?: string }).sectionId = parentId;
  const node = { id, type: input.type, parentId, index: '', props } as AnyNode;
  const children: Prepared[] = [];
  if (input.children && input.children.length > 0) {
    if (!isContainer(input.type)) ctx.warn('invalid-parent', id, `${input.type} cannot hold children`);
    else {
      for (const child of input.children) {
        const prepared = prepare(child, id, input.type, ctx, seen);
        if (prepared) children.push(prepared);
      }
    }
  }
  if (input.type === 'Group' && children.length === 0) {
    ctx.warn('invalid-parent', id, 'a group needs at least one child');
    seen.delete(id);
    return null;
  }
  const keys = indicesAfter(null, children.length);
  children.forEach((child, i) => (child.node.index = keys[i]!));
  return { node, children } satisfies Prepared;
}

/** Inserts a prepared subtree; keeps sticker links unique (a linked sticker leaves its previous cell). */
function insert(prepared: Prepared, ctx: ReducerContext): void {
  const { node } = prepared;
  if (isStickerCellNode(node)) {
    const stickerId = node.props.stickerId;
    if (stickerId != null && !(stickerId in ctx.base.stickers)) {
      ctx.warn('unknown-id', stickerId, `sticker of cell ${node.id}`);
      node.props.stickerId = null;
    } else if (stickerId != null) unplaceSticker(stickerId, ctx);
  }
  ctx.tree.insert(node);
  for (const child of prepared.children) insert(child, ctx);
}

/** Adds nested nodes with their subtrees; creates without id, duplicate ids and wrong levels are skipped. */
export const addElements: Reducer<AddElementsPayload> = (_draft, payload, ctx) => {
  const parent = ctx.tree.get(payload?.parentId);
  if (!parent) {
    ctx.warn('unknown-id', String(payload?.parentId), 'parent');
    return refuse('unknown-id');
  }
  const seen = new Set<string>();
  const prepared = (payload.nodes ?? [])
    .map((n) => prepare(n, parent.id, parent.type, ctx, seen))
    .filter((p): p is Prepared => p !== null);
  if (prepared.length === 0) return refuse('invalid-input');
  prepared.forEach((p, i) => {
    const position = payload.position === undefined ? undefined : payload.position + i;
    p.node.index = ctx.tree.indexesFor(parent.id, 1, siblingRank(p.node), position)[0]!;
    insert(p, ctx);
  });
  return { ok: true, ids: prepared.map((p) => p.node.id) };
};
