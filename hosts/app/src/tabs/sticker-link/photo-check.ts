/**
 * The photo check's verdict on an upload, when the server sends one (`photo_check` of `GET
 * /albums/:id/sticker_uploads`, made by hosts/server/src/photo-check): whether the photo will print well, which
 * checks failed, and the face it found. Read defensively: the field is optional, and an answer without it (or in
 * another shape) counts as no verdict rather than a failed one.
 */
import type { FaceBox, StickerUpload } from '@album/api-client';

export interface UploadPhotoCheck {
  ok: boolean;
  /** Codes of the failed checks (`face`, `sharpness`, ...), in the server's order. */
  failing: string[];
  /** The face in source pixels of the upload's image; null without one (or without the image's size). */
  face: FaceBox | null;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The photo check of `upload`, or null when the server sent none. */
export function photoCheckOf(upload: StickerUpload): UploadPhotoCheck | null {
  // Typed on the wire, read as unknown all the same: an older server or a proxy may send another shape.
  const check: unknown = upload.photo_check;
  if (!check || typeof check !== 'object') return null;
  const { ok, checks, face } = check as { ok?: unknown; checks?: unknown; face?: unknown };
  if (typeof ok !== 'boolean') return null;
  const failing = Array.isArray(checks)
    ? checks
        .filter((item): item is { code: string; ok: boolean } =>
          Boolean(item && typeof item === 'object' && typeof (item as { code?: unknown }).code === 'string'),
        )
        .filter((item) => item.ok === false)
        .map((item) => item.code)
    : [];
  return { ok, failing, face: sourceFace(face, upload) };
}

/** The check's face (shares 0..1 of the image's width and height) in source pixels. */
function sourceFace(face: unknown, upload: StickerUpload): FaceBox | null {
  const size = upload.image?.details;
  if (!face || typeof face !== 'object' || !size || size.width <= 0 || size.height <= 0) return null;
  const { x, y, width, height } = face as Partial<Record<keyof FaceBox, unknown>>;
  if (!isNumber(x) || !isNumber(y) || !isNumber(width) || !isNumber(height)) return null;
  return { x: x * size.width, y: y * size.height, width: width * size.width, height: height * size.height };
}
