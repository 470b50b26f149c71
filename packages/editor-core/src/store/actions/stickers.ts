/**
 * Sticker actions: add, update, delete (with its image, when nothing else uses it; cells holding it become empty),
 * unlink a cell from its sticker, toggle double sticker (which resets both layouts to `default` and makes the cell
 * holding the sticker twice as wide, or half as wide when it becomes single again; the cell keeps its left edge).
 */
import { castDraft } from 'immer';
import { DEFAULT_CROP } from '../../model/defaults';
import { indicesAfter, isStickerCellNode, rootOf } from '../../model/tree';
import type { Sticker } from '../../model/types';
import type { Reducer, ReducerContext } from '../context';
import { refuse } from '../types';
import { dropImageIfUnused, isId, plainCopy, unplaceSticker } from './shared';

/** Payload of `addSticker`. */
export interface AddStickerPayload {
  /** The new sticker; `id` and `sectionId` are required, everything else has defaults. */
  sticker: Partial<Sticker> & { id: string; sectionId: string };
  /**
   * Creates the section first when `sticker.sectionId` does not exist yet (the sticker form's "no section yet"
   * case; the UI passes the translated default name).
   */
  section?: { name: string };
}

/** Payload of `updateSticker`: the sticker and the fields to change. */
export interface UpdateStickerPayload {
  id: string;
  changes: Partial<Omit<Sticker, 'id'>>;
}

/** Payload of the sticker actions that name one sticker. */
export interface StickerIdPayload {
  id: string;
}

/** Payload of `unlinkStickerCell`: the cell to empty. */
export interface UnlinkStickerCellPayload {
  cellId: string;
}

function isSection(id: unknown, ctx: ReducerContext): boolean {
  return typeof id === 'string' && ctx.tree.get(id)?.type === 'Section';
}

/** Doubles (or halves) the width of the cells holding `stickerId` when it becomes a double (or single) sticker. */
function resizeCellsForDouble(stickerId: string, double: boolean, ctx: ReducerContext): void {
  for (const cellId of ctx.tree.cellsOf(stickerId)) {
    const cell = ctx.tree.get(cellId);
    if (!isStickerCellNode(cell)) continue;
    cell.props.width = double ? cell.props.width * 2 : cell.props.width / 2;
    ctx.tree.touchProps(cellId);
  }
}

/** Adds a sticker to a section (creating the section first when asked). */
export const addSticker: Reducer<AddStickerPayload> = (draft, payload, ctx) => {
  const input = payload?.sticker;
  if (!isId(input?.id)) {
    ctx.warn('missing-id', undefined, 'sticker without id');
    return refuse('invalid-input');
  }
  if (input.id in draft.stickers) {
    ctx.warn('duplicate-id', input.id);
    return refuse('invalid-input');
  }
  if (!isSection(input.sectionId, ctx)) {
    const root = rootOf(ctx.base.nodes);
    if (!payload.section || !isId(input.sectionId) || ctx.tree.has(input.sectionId) || !root) {
      ctx.warn('unknown-id', String(input.sectionId), 'section of sticker');
      return refuse('invalid-parent');
    }
    const last = ctx.tree.children(root.id).at(-1);
    const index = indicesAfter(last === undefined ? null : ctx.tree.indexOf(last), 1)[0]!;
    ctx.tree.insert({
      id: input.sectionId,
      type: 'Section',
      parentId: root.id,
      index,
      props: { id: input.sectionId, name: String(payload.section.name ?? '') },
    });
  }
  const sticker: Sticker = {
    name: '',
    position: '',
    doubleSticker: false,
    image: null,
    ...DEFAULT_CROP,
    stickerLayout: 'default',
    cellLayout: 'default',
    createdAt: ctx.now(),
    ...plainCopy(input),
  };
  draft.stickers[sticker.id] = castDraft(sticker);
  return { ok: true, ids: [sticker.id] };
};

/** Changes a sticker's fields (its id stays). */
export const updateSticker: Reducer<UpdateStickerPayload> = (draft, payload, ctx) => {
  const sticker = typeof payload?.id === 'string' ? draft.stickers[payload.id] : undefined;
  if (!sticker) {
    ctx.warn('unknown-id', String(payload?.id), 'sticker');
    return refuse('unknown-id');
  }
  const changes = { ...(payload.changes ?? {}) } as Record<string, unknown>;
  delete changes.id;
  if ('sectionId' in changes && !isSection(changes.sectionId, ctx)) {
    ctx.warn('unknown-id', String(changes.sectionId), 'section of sticker');
    delete changes.sectionId;
  }
  if ('doubleSticker' in changes && changes.doubleSticker !== sticker.doubleSticker) {
    changes.stickerLayout = 'default';
    changes.cellLayout = 'default';
    resizeCellsForDouble(payload.id, changes.doubleSticker === true, ctx);
  }
  const target = sticker as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete target[key];
    else if (target[key] !== value) target[key] = plainCopy(value);
  }
  return { ok: true };
};

/** Deletes a sticker, its image when nothing else uses it, and empties the cells that held it. */
export const deleteSticker: Reducer<StickerIdPayload> = (draft, payload, ctx) => {
  const sticker = typeof payload?.id === 'string' ? draft.stickers[payload.id] : undefined;
  if (!sticker) {
    ctx.warn('unknown-id', String(payload?.id), 'sticker');
    return refuse('unknown-id');
  }
  const image = sticker.image;
  unplaceSticker(payload.id, ctx);
  delete draft.stickers[payload.id];
  dropImageIfUnused(draft, image, ctx);
  return { ok: true };
};

/** Empties a sticker cell (the sticker stays in the album, unplaced). */
export const unlinkStickerCell: Reducer<UnlinkStickerCellPayload> = (_draft, payload, ctx) => {
  const cell = ctx.tree.get(payload?.cellId);
  if (!isStickerCellNode(cell)) {
    ctx.warn('unknown-id', String(payload?.cellId), 'sticker cell');
    return refuse('unknown-id');
  }
  if (cell.props.stickerId !== null) {
    cell.props.stickerId = null;
    ctx.tree.touchProps(cell.id);
  }
  return { ok: true };
};

/** Toggles a sticker between single and double, resetting both layouts to `default`. */
export const toggleDoubleSticker: Reducer<StickerIdPayload> = (draft, payload, ctx) => {
  const sticker = typeof payload?.id === 'string' ? draft.stickers[payload.id] : undefined;
  if (!sticker) {
    ctx.warn('unknown-id', String(payload?.id), 'sticker');
    return refuse('unknown-id');
  }
  sticker.doubleSticker = !sticker.doubleSticker;
  resizeCellsForDouble(payload.id, sticker.doubleSticker, ctx);
  sticker.stickerLayout = 'default';
  sticker.cellLayout = 'default';
  return { ok: true };
};
