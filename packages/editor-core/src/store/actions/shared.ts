/**
 * Small pieces several actions share: id filtering with warnings, deep copies with new ids, sticker links.
 */
import type { Draft } from 'immer';
import { SPREAD_ID_PREFIX } from '../../model/ids';
import { isElementType, isStickerCellNode } from '../../model/tree';
import { clonePlain } from '../../patches/clone';
import type { AlbumDocument, AnyNode } from '../../model/types';
import type { ReducerContext } from '../context';

/** The ids of `ids` that exist (deduplicated, in order); reports the others as `unknown-id`. */
export function existingIds(ids: readonly string[] | undefined, ctx: ReducerContext): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const id of ids ?? []) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (typeof id === 'string' && ctx.tree.has(id)) out.push(id);
    else ctx.warn('unknown-id', String(id));
  }
  return out;
}

/** The existing element ids of `ids` (levels 3+); sections, spreads and the root are reported and left out. */
export function elementIds(ids: readonly string[] | undefined, ctx: ReducerContext): string[] {
  return existingIds(ids, ctx).filter((id) => {
    const ok = isElementType(ctx.tree.get(id)!.type);
    if (!ok) ctx.warn('invalid-parent', id, 'not an element');
    return ok;
  });
}

/** Drops ids whose ancestor is also in the list (they travel with it). */
export function topmostOnly(ids: readonly string[], ctx: ReducerContext): string[] {
  const set = new Set(ids);
  return ids.filter((id) => !ctx.tree.ancestors(id).some((a) => set.has(a.id)));
}

/** Sorts ids bottom to top: by depth-first document order of their parents, then by index. */
export function inDrawOrder(ids: readonly string[], ctx: ReducerContext): string[] {
  const key = (id: string) => {
    const chain = [ctx.tree.get(id)!, ...ctx.tree.ancestors(id)].reverse();
    return chain.map((n) => n.index);
  };
  const keys = new Map(ids.map((id) => [id, key(id)]));
  return [...ids].sort((a, b) => {
    const ka = keys.get(a)!;
    const kb = keys.get(b)!;
    for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
      if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
    }
    return ka.length - kb.length || (a < b ? -1 : a > b ? 1 : 0);
  });
}

/** A plain deep copy of a draft or frozen value, free to be changed and inserted again. */
export function plainCopy<T>(value: T): T {
  return clonePlain(value);
}

/**
 * Copies the subtree of `id` with fresh ids: returns the new nodes (root of the copy first), not yet inserted. The
 * copy's root keeps the parent and index of the original; callers set them. Cells of the copy are unlinked, since
 * a sticker is placed in one cell at most.
 */
export function copySubtree(id: string, ctx: ReducerContext): AnyNode[] {
  const out: AnyNode[] = [];
  const newId = new Map<string, string>();
  const visit = (sourceId: string, parentId: string | null) => {
    // Each node is copied once, so a parent cycle in inconsistent data cannot recurse forever.
    if (newId.has(sourceId)) return;
    const source = ctx.tree.get(sourceId)!;
    const copy = plainCopy(source) as AnyNode;
    const fresh = ctx.ids(source.type === 'Spread' ? SPREAD_ID_PREFIX : '');
    newId.set(sourceId, fresh);
    copy.id = fresh;
    copy.props.id = fresh;
    if (parentId !== null) copy.parentId = parentId;
    if (isStickerCellNode(copy)) copy.props.stickerId = null;
    out.push(copy);
    for (const child of ctx.tree.children(sourceId)) visit(child, fresh);
  };
  visit(id, null);
  return out;
}

/** Unlinks every cell holding `stickerId` (a sticker is placed in one cell at most). */
export function unplaceSticker(stickerId: string, ctx: ReducerContext, except?: string): void {
  for (const cellId of ctx.tree.cellsOf(stickerId)) {
    if (cellId === except) continue;
    const cell = ctx.tree.get(cellId) as Extract<AnyNode, { type: 'StickerCell' }>;
    cell.props.stickerId = null;
    ctx.tree.touchProps(cellId);
  }
}

/** True when some node other than the ones removed in this action, or some sticker, still shows `imageId`. */
export function imageInUse(draft: Draft<AlbumDocument>, imageId: string, ctx: ReducerContext): boolean {
  for (const id in draft.stickers) if (draft.stickers[id]!.image === imageId) return true;
  for (const id in ctx.base.nodes) {
    const node = ctx.base.nodes[id]!;
    if (node.type === 'Image' && node.props.image === imageId && ctx.tree.has(id)) {
      const now = ctx.tree.get(id)!;
      if (now.type === 'Image' && now.props.image === imageId) return true;
    }
  }
  return false;
}

/** Removes the image record `imageId` when nothing uses it any more. */
export function dropImageIfUnused(
  draft: Draft<AlbumDocument>,
  imageId: string | null,
  ctx: ReducerContext,
): void {
  if (imageId === null || !(imageId in draft.images)) return;
  if (!imageInUse(draft, imageId, ctx)) delete draft.images[imageId];
}

/** True for non-empty string ids. */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}
