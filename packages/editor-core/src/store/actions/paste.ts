/**
 * Pasting elements from the clipboard onto a spread: every node gets a new id (so pasting twice, or into another
 * album, never collides), image records the album lacks are added, and sticker links are kept only for stickers of
 * this album that are not placed elsewhere.
 */
import { castDraft } from 'immer';
import { defaultProps } from '../../model/defaults';
import { indicesAfter, isContainer, isElementType, isStickerCellNode, siblingRank } from '../../model/tree';
import type { AlbumImage, AnyNode, NestedNode } from '../../model/types';
import type { Reducer, ReducerContext } from '../context';
import { refuse } from '../types';
import { isId, plainCopy } from './shared';

/** Payload of `paste`: clipboard elements in spread coordinates and the image records they use. */
export interface PastePayload {
  spreadId: string;
  /** Elements in spread coordinates (the clipboard's content). */
  nodes: NestedNode[];
  /** Image records the elements refer to. */
  images?: AlbumImage[];
}

function build(
  input: NestedNode,
  parentId: string,
  ctx: ReducerContext,
  out: AnyNode[],
  linked: Set<string>,
) {
  if (!input || !isElementType(input.type)) return null;
  const id = ctx.ids();
  const props = defaultProps(
    input.type,
    { ...plainCopy(input.props), id } as never,
    ctx.ids,
  ) as AnyNode['props'];
  const node = { id, type: input.type, parentId, index: '', props } as AnyNode;
  if (isStickerCellNode(node)) {
    const stickerId = node.props.stickerId;
    const free =
      typeof stickerId === 'string' &&
      stickerId in ctx.base.stickers &&
      !linked.has(stickerId) &&
      ctx.tree.cellsOf(stickerId).length === 0;
    if (free) linked.add(stickerId);
    else node.props.stickerId = null;
  }
  out.push(node);
  if (isContainer(input.type)) {
    const children = (input.children ?? [])
      .map((child) => build(child, id, ctx, out, linked))
      .filter((c): c is AnyNode => c !== null);
    const keys = indicesAfter(null, children.length);
    children.forEach((child, i) => (child.index = keys[i]!));
    if (input.type === 'Group' && children.length === 0) {
      out.splice(out.indexOf(node));
      return null;
    }
  }
  return node;
}

/** Pastes clipboard elements onto a spread with new ids, adding missing image records. */
export const paste: Reducer<PastePayload> = (draft, payload, ctx) => {
  const spread = ctx.tree.get(payload?.spreadId);
  if (!spread || spread.type !== 'Spread') {
    ctx.warn('unknown-id', String(payload?.spreadId), 'spread');
    return refuse('unknown-id');
  }
  const linked = new Set<string>();
  const created: string[] = [];
  for (const input of Array.isArray(payload.nodes) ? payload.nodes : []) {
    const nodes: AnyNode[] = [];
    const root = build(input, spread.id, ctx, nodes, linked);
    if (!root) continue;
    root.index = ctx.tree.indexesFor(spread.id, 1, siblingRank(root))[0]!;
    for (const node of nodes) ctx.tree.insert(node);
    created.push(root.id);
  }
  if (created.length === 0) return refuse('invalid-input');
  for (const image of payload.images ?? []) {
    if (isId(image?.id) && !(image.id in draft.images)) draft.images[image.id] = castDraft(plainCopy(image));
  }
  return { ok: true, ids: created };
};
