/**
 * Bulk upload's editor side: the sticker name a photo's file name gives, and the creation of all stickers of a
 * finished upload in one undo step. Pure apart from the editor calls, so the rules are tested without a browser.
 */
import { createId, STICKER_LIMITS } from '@album/editor-core';
import type { ActionResult, Editor } from '@album/editor-core';

/**
 * The sticker name of a photo: its file name without the extension (`Anna Berg.jpg` → `Anna Berg`), surrounding
 * blanks removed, at most 30 characters (the sticker name limit). A file called only `.jpg` keeps its whole name,
 * because a sticker needs a non-empty name.
 */
export function stickerNameFromFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim();
  const name = stem === '' ? base.trim() : stem;
  // Trimmed again: cutting at 30 may end on a blank.
  return Array.from(name).slice(0, STICKER_LIMITS.name).join('').trim();
}

/** One sticker to create: its name and the uploaded image (model sticker) it shows. */
export interface BulkSticker {
  name: string;
  imageId: string;
}

/**
 * Creates one sticker per entry in chapter `sectionId`, in entry order, as one undo step (an editor gesture): undo
 * removes all of them at once. Nothing is created when one of them is refused. Answers the new sticker ids.
 */
export function createBulkStickers(
  editor: Editor,
  sectionId: string,
  entries: readonly BulkSticker[],
  newId: () => string = createId,
): ActionResult & { ids: string[] } {
  if (entries.length === 0) return { ok: true, ids: [] };
  const began = editor.beginGesture();
  if (!began.ok) return { ...began, ids: [] };
  const ids: string[] = [];
  for (const entry of entries) {
    const id = newId();
    const result = editor.addSticker({ id, sectionId, name: entry.name, image: entry.imageId });
    if (!result.ok) {
      editor.cancelGesture();
      return { ...result, ids: [] };
    }
    ids.push(id);
  }
  editor.commitGesture();
  return { ok: true, ids };
}
