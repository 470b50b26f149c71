/**
 * Deleting a section: its spreads with their elements, its stickers, and the images of those stickers that
 * nothing else uses. Cells elsewhere that held one of its stickers become empty. Refused with `last-spread` when
 * the album would be left without any spread.
 */
import { albumOrder } from '../../album/spreads';
import type { Reducer } from '../context';
import { refuse } from '../types';
import { dropImageIfUnused, unplaceSticker } from './shared';

/** Payload of `deleteSection`: the section to delete. */
export interface DeleteSectionPayload {
  sectionId: string;
}

/** Deletes a section with its spreads, elements, stickers and their unused images. */
export const deleteSection: Reducer<DeleteSectionPayload> = (draft, payload, ctx) => {
  const section = ctx.tree.get(payload?.sectionId);
  if (!section || section.type !== 'Section') {
    ctx.warn('unknown-id', String(payload?.sectionId), 'section');
    return refuse('unknown-id');
  }
  const order = albumOrder(ctx.base);
  const own = order.sections.find((s) => s.id === section.id)?.spreadIds.length ?? 0;
  if (own > 0 && own >= order.spreads.length) return refuse('last-spread');
  ctx.tree.remove(section.id);
  const images: Array<string | null> = [];
  for (const stickerId of Object.keys(ctx.base.stickers)) {
    const sticker = draft.stickers[stickerId];
    if (!sticker || sticker.sectionId !== section.id) continue;
    images.push(sticker.image);
    unplaceSticker(stickerId, ctx);
    delete draft.stickers[stickerId];
  }
  for (const imageId of images) dropImageIfUnused(draft, imageId, ctx);
  return { ok: true };
};
