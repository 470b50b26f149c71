/**
 * Collecting sticker uploads (spec sections 2 and 4): the valid drafts go to `PATCH /albums/:id/sticker_uploads/merge`,
 * which turns the uploads into stickers in their chapters as one content write; open editors receive it through
 * the live sync. The merge takes what the contributor sent, so the organiser's corrections (name, position,
 * chapter) and the face fit (the face centred at 0.47 of the width and 0.36 of the height, section 9) are written
 * onto the new stickers here, once they have arrived, as one undo step.
 */
import type { AlbumImage, ApiClient, FaceBox, StickerUpload } from '@album/api-client';
import type { Editor, Sticker } from '@album/editor-core';
import { faceFitCrop } from '@album/editor-react';
import { stickerFrame } from '../stickers/StickerForm';
import { photoCheckOf } from './photo-check';
import type { UploadDraft } from './upload-drafts';

/** How long the new stickers may take to arrive through the live sync before the corrections are given up. */
export const ARRIVAL_TIMEOUT_MS = 15_000;

/** Face detections at a time: each one is a request the server answers with a model run. */
const FACE_CONCURRENCY = 3;

export interface MergeDeps {
  api: Pick<ApiClient['stickerUploads'], 'merge'>;
  editor: Editor;
  albumId: string;
  /** The face of an image in its source pixels, or null (failures count as no face). */
  findFace(image: AlbumImage): Promise<FaceBox | null>;
  arrivalTimeoutMs?: number;
}

export interface MergeOutcome {
  /** Stickers the server made. */
  merged: number;
  /** False when the stickers did not reach the editor in time, so corrections and face fit are missing. */
  adjusted: boolean;
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the answers. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Resolves once every sticker of `ids` is in the editor's document (true), or after `timeoutMs` (false). The merge
 * answer and the sync message race each other; either may come first.
 */
export function stickersArrive(editor: Editor, ids: readonly string[], timeoutMs: number): Promise<boolean> {
  const present = () => ids.every((id) => editor.getDocument().stickers[id] !== undefined);
  if (present()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const stop = editor.subscribe('change', () => {
      if (!present()) return;
      finish(true);
    });
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(arrived: boolean) {
      clearTimeout(timer);
      stop();
      resolve(arrived);
    }
  });
}

/** The changes that turn the merged `sticker` into what the organiser asked for, or null when there are none. */
export function stickerCorrections(
  sticker: Sticker,
  draft: UploadDraft | undefined,
  image: AlbumImage | null,
  face: FaceBox | null,
  chapterExists: (id: string) => boolean,
): Partial<Omit<Sticker, 'id'>> | null {
  const changes: Partial<Omit<Sticker, 'id'>> = {};
  if (draft) {
    const name = draft.name.trim();
    const position = draft.position.trim();
    if (name !== sticker.name) changes.name = name;
    if (position !== sticker.position) changes.position = position;
    if (draft.sectionId && draft.sectionId !== sticker.sectionId && chapterExists(draft.sectionId))
      changes.sectionId = draft.sectionId;
  }
  if (face && image) {
    const frame = stickerFrame(sticker.doubleSticker);
    const fitted = faceFitCrop(
      sticker,
      { ...frame, sourceWidth: image.details.width, sourceHeight: image.details.height },
      face,
    );
    if (fitted && (fitted.cx !== sticker.cx || fitted.cy !== sticker.cy)) {
      changes.cx = fitted.cx;
      changes.cy = fitted.cy;
    }
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * Merges `uploads` (already checked: every one valid) with their `drafts`, then corrects the new stickers and fits
 * them to the faces found. Rejects with the merge's `ApiError` when the server refuses; nothing changed then.
 */
export async function mergeUploads(
  deps: MergeDeps,
  uploads: readonly StickerUpload[],
  drafts: ReadonlyMap<string, UploadDraft>,
): Promise<MergeOutcome> {
  if (uploads.length === 0) return { merged: 0, adjusted: true };
  // Faces first: the merge makes the stickers visible at once, and a later jump of every crop would look broken.
  // The photo check already found the face where it ran; detection is asked only for the others.
  const faces = await mapLimit(uploads, FACE_CONCURRENCY, (upload) => {
    const checked = photoCheckOf(upload)?.face;
    if (checked) return Promise.resolve(checked);
    return upload.image ? deps.findFace(upload.image).catch(() => null) : Promise.resolve(null);
  });
  const result = await deps.api.merge(
    deps.albumId,
    uploads.map((upload) => upload.id),
  );
  const ids = result.stickers.map((sticker) => sticker.id);
  const arrived = await stickersArrive(deps.editor, ids, deps.arrivalTimeoutMs ?? ARRIVAL_TIMEOUT_MS);
  if (!arrived) return { merged: ids.length, adjusted: false };

  // The server names each sticker's image after its upload's, which is how a sticker finds its draft.
  const byImage = new Map<string, number>();
  uploads.forEach((upload, index) => {
    if (upload.image) byImage.set(upload.image.id, index);
  });
  const editor = deps.editor;
  const chapterExists = (id: string) => editor.getNode(id)?.type === 'Section';
  const updates: Array<[string, Partial<Omit<Sticker, 'id'>>]> = [];
  for (const id of ids) {
    const sticker = editor.getDocument().stickers[id];
    const index = sticker?.image ? byImage.get(sticker.image) : undefined;
    if (!sticker || index === undefined) continue;
    const upload = uploads[index]!;
    const changes = stickerCorrections(
      sticker,
      drafts.get(upload.id),
      upload.image,
      faces[index]!,
      chapterExists,
    );
    if (changes) updates.push([id, changes]);
  }
  if (updates.length === 0) return { merged: ids.length, adjusted: true };
  const began = editor.beginGesture();
  if (!began.ok) return { merged: ids.length, adjusted: false };
  let ok = true;
  for (const [id, changes] of updates) ok = editor.updateSticker(id, changes).ok && ok;
  editor.commitGesture();
  return { merged: ids.length, adjusted: ok };
}
