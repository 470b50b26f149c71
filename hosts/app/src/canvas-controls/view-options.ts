/**
 * The view settings of the canvas (issue #22): which switches the menu offers, with their message ids, and how the
 * choice is kept per user in localStorage (a preference of this browser, not of the album). Stored values are read
 * leniently: unknown keys are dropped and missing ones take the defaults, so a stored older set keeps working.
 */
import { DEFAULT_VIEW_OPTIONS } from '@album/editor-react';
import type { ViewOptions } from '@album/editor-react';

/** The switches of the view-settings menu in their order, with their label's message id. */
export const VIEW_OPTION_SWITCHES: ReadonlyArray<{ key: keyof ViewOptions; labelId: string }> = [
  { key: 'grid', labelId: 'canvas.view.grid' },
  { key: 'guides', labelId: 'canvas.view.guides' },
  { key: 'snapping', labelId: 'canvas.view.snapping' },
  { key: 'bleed', labelId: 'canvas.view.bleed' },
  { key: 'spine', labelId: 'canvas.view.spine' },
];

/** localStorage key of a user's view options (`anonymous` for preview visitors without an account). */
export function viewOptionsKey(userId: string | null | undefined): string {
  return `album.view-options.${userId ?? 'anonymous'}`;
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** The user's stored view options, the defaults where nothing (valid) is stored. */
export function loadViewOptions(
  storage: ReadableStorage | undefined,
  userId: string | null | undefined,
): ViewOptions {
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage?.getItem(viewOptionsKey(userId)) ?? 'null');
  } catch {
    // Unreadable (private mode, foreign value): the defaults.
  }
  const options = { ...DEFAULT_VIEW_OPTIONS };
  if (typeof stored !== 'object' || stored === null) return options;
  for (const key of Object.keys(options) as Array<keyof ViewOptions>) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'boolean') options[key] = value;
  }
  return options;
}

/** Keeps the user's view options; a storage that refuses (private mode, quota) keeps them for the page only. */
export function saveViewOptions(
  storage: WritableStorage | undefined,
  userId: string | null | undefined,
  options: ViewOptions,
): void {
  try {
    storage?.setItem(viewOptionsKey(userId), JSON.stringify(options));
  } catch {
    // Nothing to do: the canvas keeps the options until the page reloads.
  }
}
