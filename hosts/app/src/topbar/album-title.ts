/**
 * The rules of the album title in the top bar (spec section 5): shown cut to 20 characters plus an ellipsis with the
 * release date as d.M.yyyy; edited in place; required (nothing is saved while it is empty); not editable while the
 * editor is not ready, in preview mode, or when the album is locked (admins may still edit locked albums).
 * The checks themselves are editor-core's, so every host validates alike.
 */
import {
  isTitleEditable,
  truncateForDisplay,
  validateAlbumTitle,
  validateReleaseDate,
} from '@album/editor-core';
import type { ValidationError } from '@album/editor-core';
import { formatDate } from '@album/i18n';
import type { Language } from '@album/i18n';

/** What the title button shows. */
export interface TitleDisplay {
  /** The title cut to 20 characters plus `…`. */
  title: string;
  /** The release date as d.M.yyyy, or null when the album has none. */
  date: string | null;
}

/** The saved values, as the album meta data holds them (`releaseDate` ISO `yyyy-mm-dd` or null). */
export interface TitleValues {
  title: string;
  releaseDate: string | null;
}

/** The two fields while editing, as typed. */
export interface TitleDraft {
  title: string;
  releaseDate: string;
}

export type DraftCheck =
  | { ok: true; values: TitleValues; changed: boolean }
  | { ok: false; titleErrors: ValidationError[]; dateErrors: ValidationError[] };

function dateText(releaseDate: string | null, language: Language): string | null {
  if (releaseDate === null || releaseDate === '') return null;
  try {
    return formatDate(releaseDate, language);
  } catch {
    // A date the server should never send; showing nothing beats showing "Invalid Date".
    return null;
  }
}

export function titleDisplay(values: TitleValues, language: Language): TitleDisplay {
  return { title: truncateForDisplay(values.title), date: dateText(values.releaseDate, language) };
}

/** The fields' starting values: the full title and the date as d.M.yyyy (or empty). */
export function draftOf(values: TitleValues, language: Language): TitleDraft {
  return { title: values.title, releaseDate: dateText(values.releaseDate, language) ?? '' };
}

/**
 * Validates the draft. Valid drafts give the values to save (title trimmed, date ISO or null) and whether they
 * differ from `current`, so an unchanged draft is not sent.
 */
export function checkDraft(draft: TitleDraft, current: TitleValues): DraftCheck {
  const title = validateAlbumTitle(draft.title);
  const date = validateReleaseDate(draft.releaseDate);
  if (!title.ok || !date.ok) {
    return {
      ok: false,
      titleErrors: title.ok ? [] : title.errors,
      dateErrors: date.ok ? [] : date.errors,
    };
  }
  const values: TitleValues = { title: title.value, releaseDate: date.value };
  const changed = values.title !== current.title || values.releaseDate !== (current.releaseDate || null);
  return { ok: true, values, changed };
}

/** Who may edit the title now. */
export interface TitleEditContext {
  /** The live sync has loaded the album (`syncStatus.ready`). */
  ready: boolean;
  locked: boolean;
  isAdmin: boolean;
  mode: 'edit' | 'preview';
}

export function canEditTitle(context: TitleEditContext): boolean {
  return (
    context.mode === 'edit' &&
    isTitleEditable({ ready: context.ready, locked: context.locked && !context.isAdmin })
  );
}
