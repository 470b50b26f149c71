/**
 * Image records of the album. Adding needs ids (an existing id is replaced by the new record); removing an image
 * empties every image element and sticker that showed it.
 */
import { castDraft } from 'immer';
import type { AlbumImage } from '../../model/types';
import type { Reducer } from '../context';
import { refuse } from '../types';
import { isId, plainCopy } from './shared';

/** Payload of `addImages`: image records (an existing id is replaced). */
export interface AddImagesPayload {
  images: AlbumImage[];
}

/** Payload of `removeImage`: the image record to remove. */
export interface RemoveImagePayload {
  id: string;
}

/** Adds or replaces image records. */
export const addImages: Reducer<AddImagesPayload> = (draft, payload, ctx) => {
  const images = Array.isArray(payload?.images) ? payload.images : [];
  const ids: string[] = [];
  for (const image of images) {
    if (!isId(image?.id)) {
      ctx.warn('missing-id', undefined, 'image without id');
      continue;
    }
    draft.images[image.id] = castDraft(plainCopy(image));
    ids.push(image.id);
  }
  return ids.length > 0 ? { ok: true, ids } : refuse('invalid-input');
};

/** Removes an image record and empties every image element and sticker that showed it. */
export const removeImage: Reducer<RemoveImagePayload> = (draft, payload, ctx) => {
  const id = payload?.id;
  if (typeof id !== 'string' || !(id in draft.images)) {
    ctx.warn('unknown-id', String(id), 'image');
    return refuse('unknown-id');
  }
  delete draft.images[id];
  for (const stickerId of Object.keys(ctx.base.stickers)) {
    if (ctx.base.stickers[stickerId]!.image !== id) continue;
    const sticker = draft.stickers[stickerId];
    if (sticker && sticker.image === id) sticker.image = null;
  }
  for (const nodeId in ctx.base.nodes) {
    const node = ctx.base.nodes[nodeId]!;
    if (node.type !== 'Image' || node.props.image !== id || !ctx.tree.has(nodeId)) continue;
    const now = ctx.tree.get(nodeId)!;
    if (now.type === 'Image') now.props.image = null;
  }
  return { ok: true };
};
