/**
 * The uploads modal's working copy: one draft per pending upload (name, position, chapter) that the organiser may
 * correct before the merge, and which drafts may be merged (spec section 5: name required and at most 30,
 * position at most 30; stickers with errors are excluded from the merge submit).
 *
 * The drafts go to the server with the merge as corrections (merge-uploads.ts), which checks the same rules on the
 * corrected values: an upload whose contributor broke a rule (a name over 30 characters, a missing position after
 * "require position" was switched on) becomes collectable once the organiser has corrected it.
 */
import { stickerIssues, stickerUploadName } from '@album/editor-core';
import type { ValidationError } from '@album/editor-core';
import type { StickerUpload } from '@album/api-client';

export interface UploadDraft {
  uploadId: string;
  name: string;
  position: string;
  /** The chapter the sticker goes into; '' when the album has no chapter (the server then makes one). */
  sectionId: string;
}

/** What keeps a draft out of the merge. */
export interface DraftCheck {
  errors: ValidationError[];
  /** The upload has no photo (its image was removed): the server would skip it. */
  noPhoto: boolean;
  valid: boolean;
}

/** The draft of an upload: its name (first and last joined), position and chapter (the first one when unknown). */
export function draftOfUpload(upload: StickerUpload, chapterIds: readonly string[]): UploadDraft {
  const sectionId =
    upload.section_id && chapterIds.includes(upload.section_id) ? upload.section_id : (chapterIds[0] ?? '');
  return { uploadId: upload.id, name: stickerUploadName(upload), position: upload.position ?? '', sectionId };
}

/** Checks a draft against the sticker rules, as the server checks the corrected upload at the merge. */
export function checkDraft(draft: UploadDraft, upload: StickerUpload, requirePosition: boolean): DraftCheck {
  const { errors } = stickerIssues({ name: draft.name, position: draft.position }, { requirePosition });
  const noPhoto = upload.image === null;
  return { errors, noPhoto, valid: errors.length === 0 && !noPhoto };
}

/** The ids of the drafts that may be merged, in list order. */
export function mergeableIds(
  uploads: readonly StickerUpload[],
  drafts: ReadonlyMap<string, UploadDraft>,
  chapterIds: readonly string[],
  requirePosition: boolean,
): string[] {
  return uploads
    .filter((upload) => {
      const draft = drafts.get(upload.id) ?? draftOfUpload(upload, chapterIds);
      return checkDraft(draft, upload, requirePosition).valid;
    })
    .map((upload) => upload.id);
}
