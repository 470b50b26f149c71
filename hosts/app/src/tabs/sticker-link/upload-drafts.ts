/**
 * The uploads modal's working copy: one draft per pending upload (name, position, chapter) that the organiser may
 * correct before the merge, and which drafts may be merged (spec section 5: name required and at most 30,
 * position at most 30; stickers with errors are excluded from the merge submit).
 *
 * The server merges what the contributor sent and checks that against the same rules, so an upload whose own
 * entry breaks them cannot be merged even when the draft is corrected (`sentInvalid`); the corrections of the
 * others are written onto the new stickers after the merge (merge-uploads.ts).
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
  /** The contributor's own entry breaks a rule the server checks at the merge. */
  sentInvalid: boolean;
  valid: boolean;
}

/** The draft of an upload: its name (first and last joined), position and chapter (the first one when unknown). */
export function draftOfUpload(upload: StickerUpload, chapterIds: readonly string[]): UploadDraft {
  const sectionId =
    upload.section_id && chapterIds.includes(upload.section_id) ? upload.section_id : (chapterIds[0] ?? '');
  return { uploadId: upload.id, name: stickerUploadName(upload), position: upload.position ?? '', sectionId };
}

/** Checks a draft against the sticker rules, and its upload against the server's merge check. */
export function checkDraft(draft: UploadDraft, upload: StickerUpload, requirePosition: boolean): DraftCheck {
  const { errors } = stickerIssues({ name: draft.name, position: draft.position }, { requirePosition });
  const sent = stickerIssues(
    { name: stickerUploadName(upload), position: upload.position ?? '' },
    { requirePosition },
  );
  const noPhoto = upload.image === null;
  const sentInvalid = sent.errors.length > 0;
  return { errors, noPhoto, sentInvalid, valid: errors.length === 0 && !noPhoto && !sentInvalid };
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
