/**
 * Collecting sticker uploads (spec sections 2 and 4): the valid drafts go to `PATCH /albums/:id/sticker_uploads/merge`
 * with the organiser's corrections (name, position, chapter), which the server checks and applies while it turns
 * the uploads into stickers in their chapters as one content write; open editors receive it through the live sync.
 * The server does not fit the crop to the face, so the face fit (the face centred at 0.47 of the width and 0.36 of
 * the height, section 9) is written onto the new stickers here, once they have arrived, as one undo step.
 */
import { ApiError } from '@album/api-client';
import type {
  AlbumImage,
  ApiClient,
  FaceBox,
  StickerUpload,
  StickerUploadCorrection,
} from '@album/api-client';
import { stickerUploadName, type Editor, type Sticker } from '@album/editor-core';
import { faceFitCrop } from '@album/editor-react';
import { stickerFrame } from '../stickers/StickerForm';
import { photoCheckOf } from './photo-check';
import type { UploadDraft } from './upload-drafts';

/** How long the new stickers may take to arrive through the live sync before the face fit is given up. */
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
  /** False when the stickers did not reach the editor in time, so the face fit is missing (corrections are in). */
  adjusted: boolean;
}

/**
 * The upload a refused merge names (its `field` is `sticker_upload_ids.<index>` of the ids sent), so the modal can
 * show that upload's form; null when the refusal names none.
 */
export function refusedUploadId(caught: unknown, sentIds: readonly string[]): string | null {
  if (!(caught instanceof ApiError)) return null;
  const match = /^sticker_upload_ids\.(\d+)$/.exec(caught.field ?? '');
  return match ? (sentIds[Number(match[1])] ?? null) : null;
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

/**
 * What the organiser changed of `upload` in `draft`, as the merge's correction, or null when nothing changed. The
 * draft has one name field (first and last name joined), so a changed name is sent whole with `last_name: null`.
 */
export function uploadCorrection(
  upload: StickerUpload,
  draft: UploadDraft | undefined,
): StickerUploadCorrection | null {
  if (!draft) return null;
  const correction: StickerUploadCorrection = {};
  const name = draft.name.trim();
  const position = draft.position.trim();
  if (name !== stickerUploadName(upload)) Object.assign(correction, { name, last_name: null });
  if (position !== (upload.position ?? '').trim()) correction.position = position;
  // '' means the album has no chapter yet: the server makes one, whatever the upload asked for.
  if (draft.sectionId && draft.sectionId !== upload.section_id) correction.section_id = draft.sectionId;
  return Object.keys(correction).length > 0 ? correction : null;
}

/** The crop that fits the merged `sticker` to `face` in its `image`, or null when it needs no change. */
export function faceFitChanges(
  sticker: Sticker,
  image: AlbumImage | null,
  face: FaceBox | null,
): Pick<Sticker, 'cx' | 'cy'> | null {
  if (!face || !image) return null;
  const frame = stickerFrame(sticker.doubleSticker);
  const fitted = faceFitCrop(
    sticker,
    { ...frame, sourceWidth: image.details.width, sourceHeight: image.details.height },
    face,
  );
  if (!fitted || (fitted.cx === sticker.cx && fitted.cy === sticker.cy)) return null;
  return { cx: fitted.cx, cy: fitted.cy };
}

/**
 * Merges `uploads` (already checked: every one valid once corrected) with their `drafts` as corrections, then fits
 * the new stickers to the faces found. Rejects with the merge's `ApiError` when the server refuses (all or nothing:
 * its `field` `sticker_upload_ids.<index>` names the upload); nothing changed then.
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
  const corrections: Record<string, StickerUploadCorrection> = {};
  for (const upload of uploads) {
    const correction = uploadCorrection(upload, drafts.get(upload.id));
    if (correction) corrections[upload.id] = correction;
  }
  const result = await deps.api.merge(
    deps.albumId,
    uploads.map((upload) => upload.id),
    corrections,
  );
  const ids = result.stickers.map((sticker) => sticker.id);
  // Without a face to fit to, the merge answer is all there is to it: no need to wait for the live sync.
  if (faces.every((face) => face === null)) return { merged: ids.length, adjusted: true };
  const arrived = await stickersArrive(deps.editor, ids, deps.arrivalTimeoutMs ?? ARRIVAL_TIMEOUT_MS);
  if (!arrived) return { merged: ids.length, adjusted: false };

  // The server names each sticker's image after its upload's, which is how a sticker finds its upload's face.
  const byImage = new Map<string, number>();
  uploads.forEach((upload, index) => {
    if (upload.image) byImage.set(upload.image.id, index);
  });
  const editor = deps.editor;
  const updates: Array<[string, Partial<Omit<Sticker, 'id'>>]> = [];
  for (const id of ids) {
    const sticker = editor.getDocument().stickers[id];
    const index = sticker?.image ? byImage.get(sticker.image) : undefined;
    if (!sticker || index === undefined) continue;
    const upload = uploads[index]!;
    const changes = faceFitChanges(sticker, upload.image, faces[index]!);
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
