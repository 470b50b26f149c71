/**
 * Sticker, sticker upload and section rules (editor specification sections 5 and 9).
 */
import type { StickerUpload } from '../model/types';
import { resolutionWarning } from './resolution';
import type { ResolutionInput } from './resolution';
import { problem, resultOf } from './result';
import type { ValidationError, ValidationResult } from './result';

/** Text limits of stickers and sections. */
export const STICKER_LIMITS = { name: 30, position: 30, sectionName: 50 } as const;

/**
 * A sticker name, trimmed: at most 30 characters (`validation.sticker.name.tooLong`), and required unless the
 * sticker is a double sticker (`validation.sticker.name.required`, 'Name muss ausgefüllt werden').
 */
export function validateStickerName(
  name: string,
  options: { doubleSticker?: boolean } = {},
): ValidationResult<string> {
  const value = name.trim();
  const errors: ValidationError[] = [];
  if (value === '' && options.doubleSticker !== true)
    errors.push(problem('validation.sticker.name.required'));
  if (value.length > STICKER_LIMITS.name) {
    errors.push(problem('validation.sticker.name.tooLong', { max: STICKER_LIMITS.name }));
  }
  return resultOf(value, errors);
}

/**
 * A sticker position, trimmed: optional unless `required` (the sticker link's "require position" setting), at most
 * 30 characters.
 */
export function validateStickerPosition(
  position: string,
  options: { required?: boolean } = {},
): ValidationResult<string> {
  const value = position.trim();
  const errors: ValidationError[] = [];
  if (value === '' && options.required === true) errors.push(problem('validation.sticker.position.required'));
  if (value.length > STICKER_LIMITS.position) {
    errors.push(problem('validation.sticker.position.tooLong', { max: STICKER_LIMITS.position }));
  }
  return resultOf(value, errors);
}

/**
 * A section name, trimmed, at most 50 characters. Empty is `validation.section.name.required`: the sticker panel
 * creates no section from an empty name (it shows no message; the key tells it why nothing happened).
 */
export function validateSectionName(name: string): ValidationResult<string> {
  const value = name.trim();
  const errors: ValidationError[] = [];
  if (value === '') errors.push(problem('validation.section.name.required'));
  if (value.length > STICKER_LIMITS.sectionName) {
    errors.push(problem('validation.section.name.tooLong', { max: STICKER_LIMITS.sectionName }));
  }
  return resultOf(value, errors);
}

/** Problems of one sticker: errors block saving or merging; warnings are shown beside the sticker. */
export interface StickerIssues {
  errors: ValidationError[];
  warnings: ValidationError[];
}

/**
 * Errors and warnings of a sticker or pending sticker: the name and position rules, and the low-resolution warning
 * when the image and its frame are known.
 */
export function stickerIssues(
  sticker: { name: string; position: string; doubleSticker?: boolean },
  options: { requirePosition?: boolean; resolution?: ResolutionInput | null } = {},
): StickerIssues {
  const errors: ValidationError[] = [];
  const name = validateStickerName(sticker.name, { doubleSticker: sticker.doubleSticker === true });
  if (!name.ok) errors.push(...name.errors);
  const position = validateStickerPosition(sticker.position, { required: options.requirePosition === true });
  if (!position.ok) errors.push(...position.errors);
  const warnings: ValidationError[] = [];
  const low = options.resolution ? resolutionWarning(options.resolution) : null;
  if (low) warnings.push(low);
  return { errors, warnings };
}

/** The sticker name a sticker upload becomes: first and last name joined by a space. */
export function stickerUploadName(upload: Pick<StickerUpload, 'name' | 'last_name'>): string {
  return [upload.name, upload.last_name ?? '']
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * Splits pending sticker uploads into those that can be merged and those with errors (excluded from the merge
 * submit; the submit button shows `mergeable.length`). Uploads already merged (`merged_at` set) are in neither.
 */
export function partitionStickerUploads(
  uploads: readonly StickerUpload[],
  options: { requirePosition?: boolean } = {},
): { mergeable: StickerUpload[]; invalid: Array<{ upload: StickerUpload; errors: ValidationError[] }> } {
  const mergeable: StickerUpload[] = [];
  const invalidUploads: Array<{ upload: StickerUpload; errors: ValidationError[] }> = [];
  for (const upload of uploads) {
    if (upload.merged_at) continue;
    const { errors } = stickerIssues(
      { name: stickerUploadName(upload), position: upload.position ?? '' },
      { requirePosition: options.requirePosition === true },
    );
    if (errors.length === 0) mergeable.push(upload);
    else invalidUploads.push({ upload, errors });
  }
  return { mergeable, invalid: invalidUploads };
}
