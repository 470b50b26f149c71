/**
 * What the stickers tab shows, derived from the document: the chapters (sections that hold stickers, i.e. not
 * static) in album order with their stickers, placed or not, with their numbers; the search filter; and the flat
 * list of fixed-height rows the virtualised list draws (chapter header, unplaced bar, rows of tiles, add chapter).
 */
import { albumOrder, placedStickerIds, stickerNumbers } from '@album/editor-core';
import type { AlbumDocument, Sticker } from '@album/editor-core';

/** One sticker as the tab shows it. */
export interface StickerEntry {
  sticker: Sticker;
  placed: boolean;
  /** `001`, or `001-002` for a double sticker; null while it has no number. */
  numberLabel: string | null;
}

/** One chapter (section) with its stickers: unplaced first (oldest first), then placed in number order. */
export interface ChapterEntry {
  id: string;
  name: string;
  /** Stickers of the chapter in the whole album (the search does not change it). */
  count: number;
  unplaced: StickerEntry[];
  placed: StickerEntry[];
}

function byCreation(a: Sticker, b: Sticker): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Whether a sticker matches the search text (name or position, case-insensitive); an empty query matches all. */
export function matchesQuery(sticker: Pick<Sticker, 'name' | 'position'>, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return true;
  return sticker.name.toLocaleLowerCase().includes(q) || sticker.position.toLocaleLowerCase().includes(q);
}

/** The chapters of the album in order, their stickers filtered by `query`. Static sections (cover) are left out. */
export function buildChapters(doc: Pick<AlbumDocument, 'nodes' | 'stickers'>, query = ''): ChapterEntry[] {
  const { sections } = albumOrder(doc);
  const placed = placedStickerIds(doc);
  const numbering = stickerNumbers(doc);
  const bySection = new Map<string, Sticker[]>();
  for (const sticker of Object.values(doc.stickers)) {
    const list = bySection.get(sticker.sectionId);
    if (list) list.push(sticker);
    else bySection.set(sticker.sectionId, [sticker]);
  }
  const entry = (sticker: Sticker): StickerEntry => {
    const n = numbering.byId.get(sticker.id);
    return {
      sticker,
      placed: placed.has(sticker.id),
      numberLabel: n ? (n.nextLabel ? `${n.label}-${n.nextLabel}` : n.label) : null,
    };
  };
  return sections
    .filter((section) => !section.static)
    .map((section) => {
      const all = (bySection.get(section.id) ?? []).slice().sort(byCreation);
      const shown = all.filter((s) => matchesQuery(s, query)).map(entry);
      const order = (e: StickerEntry) => numbering.byId.get(e.sticker.id)?.number ?? Number.MAX_SAFE_INTEGER;
      return {
        id: section.id,
        name: section.name,
        count: all.length,
        unplaced: shown.filter((e) => !e.placed),
        placed: shown.filter((e) => e.placed).sort((a, b) => order(a) - order(b)),
      };
    });
}

/** One row of the virtualised list. Every row kind has a fixed height (see `ROW_HEIGHT`). */
export type ListRow =
  | { kind: 'chapter'; key: string; chapter: ChapterEntry; index: number; expanded: boolean }
  | { kind: 'unplaced'; key: string; chapter: ChapterEntry }
  /** A row of tiles: stickers, and in the chapter's last row the placeholder tile that adds a sticker. */
  | { kind: 'tiles'; key: string; chapter: ChapterEntry; items: StickerEntry[]; withAdd: boolean }
  | { kind: 'add-chapter'; key: string };

/** Height in px of each row kind. */
export const ROW_HEIGHT: Record<ListRow['kind'], number> = {
  chapter: 52,
  unplaced: 40,
  tiles: 112,
  'add-chapter': 64,
};

/**
 * The rows for the chapters: a header per chapter and, when it is expanded, the unplaced bar (when it has unplaced
 * stickers), then its tiles `columns` to a row (unplaced first, then placed; the add tile last), and finally the
 * row that adds a chapter. With `canAdd` false (preview mode) there is no add tile and no add-chapter row.
 */
export function buildRows(
  chapters: readonly ChapterEntry[],
  options: { columns: number; collapsed: ReadonlySet<string>; canAdd: boolean },
): ListRow[] {
  const columns = Math.max(1, Math.floor(options.columns));
  const rows: ListRow[] = [];
  chapters.forEach((chapter, index) => {
    const expanded = !options.collapsed.has(chapter.id);
    rows.push({ kind: 'chapter', key: `chapter:${chapter.id}`, chapter, index, expanded });
    if (!expanded) return;
    if (chapter.unplaced.length > 0) rows.push({ kind: 'unplaced', key: `unplaced:${chapter.id}`, chapter });
    const items = [...chapter.unplaced, ...chapter.placed];
    const slots = items.length + (options.canAdd ? 1 : 0);
    for (let start = 0; start < slots; start += columns) {
      const slice = items.slice(start, start + columns);
      rows.push({
        kind: 'tiles',
        key: `tiles:${chapter.id}:${start / columns}`,
        chapter,
        items: slice,
        withAdd: options.canAdd && start + columns >= slots,
      });
    }
  });
  if (options.canAdd) rows.push({ kind: 'add-chapter', key: 'add-chapter' });
  return rows;
}

/** The rows to draw for a scroll position: their range, and the offset of each row from the list's top. */
export interface RowWindow {
  start: number;
  end: number;
  offsets: number[];
  total: number;
}

/** Where each row starts (px from the list's top) and the height of all rows. */
export interface RowLayout {
  offsets: number[];
  total: number;
}

/** The offsets of `rows`: computed once per list, shared by every scroll position's window. */
export function rowOffsets(rows: readonly ListRow[]): RowLayout {
  const offsets: number[] = [];
  let total = 0;
  for (const row of rows) {
    offsets.push(total);
    total += ROW_HEIGHT[row.kind];
  }
  return { offsets, total };
}

/** Offsets of all rows and the first and last (exclusive) row visible in `[scrollTop, scrollTop + height]`. */
export function windowRows(
  rows: readonly ListRow[],
  scrollTop: number,
  height: number,
  overscan = 4,
  layout: RowLayout = rowOffsets(rows),
): RowWindow {
  const { offsets, total } = layout;
  let start = 0;
  while (start < rows.length && offsets[start]! + ROW_HEIGHT[rows[start]!.kind] <= scrollTop) start++;
  let end = start;
  while (end < rows.length && offsets[end]! < scrollTop + height) end++;
  return {
    start: Math.max(0, start - overscan),
    end: Math.min(rows.length, end + overscan),
    offsets,
    total,
  };
}
