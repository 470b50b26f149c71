/**
 * Loading a document: every domain is replaced at once. The store commits it with origin `load`, outside history
 * (and clears history, whose steps belong to the document that was replaced).
 */
import { castDraft } from 'immer';
import type { AlbumDocument } from '../../model/types';
import type { Reducer } from '../context';
import { OK, refuse } from '../types';

/** Payload of `replaceAll`: the document that replaces the current one. */
export interface ReplaceAllPayload {
  document: AlbumDocument;
}

function isDocument(value: unknown): value is AlbumDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Record<string, unknown>;
  const isRecord = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  return (
    isRecord(doc.nodes) &&
    isRecord(doc.stickers) &&
    isRecord(doc.images) &&
    Array.isArray(doc.colors) &&
    isRecord(doc.fonts) &&
    isRecord(doc.stickerTemplateSettings)
  );
}

/** Replaces every domain of the document (a load: origin `load`, history cleared). */
export const replaceAll: Reducer<ReplaceAllPayload> = (draft, { document }) => {
  if (!isDocument(document)) return refuse('invalid-input');
  draft.nodes = castDraft(document.nodes);
  draft.stickers = castDraft(document.stickers);
  draft.images = castDraft(document.images);
  draft.colors = castDraft(document.colors);
  draft.fonts = castDraft(document.fonts);
  draft.stickerTemplateSettings = castDraft(document.stickerTemplateSettings);
  return OK;
};
