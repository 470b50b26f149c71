/**
 * The images of step 2 of the spread creation modal: each chosen file sits in the sticker area (it becomes a sticker)
 * or in the background area (it fills a picture frame or covers the spread). Pure list operations, so the drag and
 * drop, the move buttons and the tests share them.
 */

/** The two areas of step 2. */
export type ImageArea = 'stickers' | 'background';

/** One chosen file and where it is. */
export interface SortedImage {
  /** Stable key of the entry (the drag id). */
  key: string;
  file: File;
  area: ImageArea;
}

/** Adds files to the end of `area`; `nextKey` makes their keys. */
export function addImages(
  list: readonly SortedImage[],
  files: readonly File[],
  area: ImageArea,
  nextKey: () => string,
): SortedImage[] {
  return [...list, ...files.map((file) => ({ key: nextKey(), file, area }))];
}

/** Moves one entry to `area` (at the end of it); unknown keys change nothing. */
export function moveImage(list: readonly SortedImage[], key: string, area: ImageArea): SortedImage[] {
  const entry = list.find((e) => e.key === key);
  if (!entry || entry.area === area) return [...list];
  return [...list.filter((e) => e.key !== key), { ...entry, area }];
}

/** Removes one entry. */
export function removeImage(list: readonly SortedImage[], key: string): SortedImage[] {
  return list.filter((e) => e.key !== key);
}

/** The files of one area, in order. */
export function filesIn(list: readonly SortedImage[], area: ImageArea): File[] {
  return list.filter((e) => e.area === area).map((e) => e.file);
}

/** The other area (for the move buttons). */
export function otherArea(area: ImageArea): ImageArea {
  return area === 'stickers' ? 'background' : 'stickers';
}
