/**
 * Sticker numbering (editor specification section 9: "Sticker numbers zero-padded to 3 digits; double stickers
 * count as two").
 *
 * Order: sections in album order; inside a section first its placed stickers in the order of their cells in album
 * order (see `cellsInAlbumOrder`), then its unplaced stickers by `createdAt` (ties by id). Stickers whose section
 * is missing come last, by `createdAt`. Numbers start at 1; a double sticker takes two numbers: numbered 7, it shows
 * "007", its next number is "008" and the following sticker is 9.
 */
import type { NodeMap } from '../model/tree';
import type { AlbumDocument, Sticker } from '../model/types';
import { cellsInAlbumOrder } from './cells';
import { albumOrder } from './spreads';

/** The number of one sticker. */
export interface StickerNumber {
  /** First number of the sticker, from 1. */
  number: number;
  /** `number` zero-padded to 3 digits. */
  label: string;
  /** For a double sticker its second number, padded; null for a single sticker. */
  nextLabel: string | null;
  double: boolean;
}

/** Numbers of every sticker of a document. */
export interface StickerNumbering {
  byId: ReadonlyMap<string, StickerNumber>;
  /** Sticker ids in numbering order. */
  order: readonly string[];
  /** Numbers used in total (a double sticker counts two); also the last number. */
  total: number;
}

/** Zero-pads a sticker number to 3 digits (`7` → `"007"`; larger numbers keep all their digits). */
export function formatStickerNumber(n: number): string {
  return String(n).padStart(3, '0');
}

function byCreation(a: Sticker, b: Sticker): number {
  return a.createdAt < b.createdAt
    ? -1
    : a.createdAt > b.createdAt
      ? 1
      : a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0;
}

function computeNumbering(doc: Pick<AlbumDocument, 'nodes' | 'stickers'>): StickerNumbering {
  const { sections } = albumOrder(doc);
  const placedOrder = new Map<string, number>();
  for (const cell of cellsInAlbumOrder(doc)) {
    if (cell.stickerId !== null && !placedOrder.has(cell.stickerId) && doc.stickers[cell.stickerId]) {
      placedOrder.set(cell.stickerId, placedOrder.size);
    }
  }
  const bySection = new Map<string, Sticker[]>();
  const orphans: Sticker[] = [];
  const sectionIds = new Set(sections.map((s) => s.id));
  for (const id in doc.stickers) {
    const sticker = doc.stickers[id]!;
    if (sectionIds.has(sticker.sectionId)) {
      const list = bySection.get(sticker.sectionId);
      if (list) list.push(sticker);
      else bySection.set(sticker.sectionId, [sticker]);
    } else {
      orphans.push(sticker);
    }
  }
  const inSectionOrder = (a: Sticker, b: Sticker): number => {
    const pa = placedOrder.get(a.id);
    const pb = placedOrder.get(b.id);
    if (pa !== undefined && pb !== undefined) return pa - pb;
    if (pa !== undefined) return -1;
    if (pb !== undefined) return 1;
    return byCreation(a, b);
  };
  const ordered: Sticker[] = [];
  for (const section of sections) ordered.push(...(bySection.get(section.id) ?? []).sort(inSectionOrder));
  ordered.push(...orphans.sort(byCreation));

  const byId = new Map<string, StickerNumber>();
  let next = 1;
  for (const sticker of ordered) {
    const double = sticker.doubleSticker === true;
    byId.set(sticker.id, {
      number: next,
      label: formatStickerNumber(next),
      nextLabel: double ? formatStickerNumber(next + 1) : null,
      double,
    });
    next += double ? 2 : 1;
  }
  return { byId, order: ordered.map((s) => s.id), total: next - 1 };
}

const numberingCache = new WeakMap<NodeMap, WeakMap<AlbumDocument['stickers'], StickerNumbering>>();

/**
 * The numbers of every sticker of `doc`. Memoised per document content: the answer is reused while neither the
 * `nodes` nor the `stickers` object changes (the store replaces them on every change).
 */
export function stickerNumbers(doc: Pick<AlbumDocument, 'nodes' | 'stickers'>): StickerNumbering {
  let inner = numberingCache.get(doc.nodes);
  if (!inner) {
    inner = new WeakMap();
    numberingCache.set(doc.nodes, inner);
  }
  let numbering = inner.get(doc.stickers);
  if (!numbering) {
    numbering = computeNumbering(doc);
    inner.set(doc.stickers, numbering);
  }
  return numbering;
}
