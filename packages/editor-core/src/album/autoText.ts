/**
 * Automatic text: the values that Text elements with a `symbol` show (editor specification section 3).
 */
import { AUTO_TEXT_SYMBOLS } from '../model/schemas';
import { isStickerCellNode } from '../model/tree';
import type { AlbumDocument, AlbumMeta, AutoTextSymbol, Sticker } from '../model/types';
import { stickerNumbers } from './numbering';
import { pageAt, spreadPageNumbers, totalPages } from './pages';
import { albumOrder } from './spreads';

/** Where an automatic text sits. */
export interface AutoTextContext {
  doc: Pick<AlbumDocument, 'nodes' | 'stickers'>;
  meta: Pick<AlbumMeta, 'title' | 'releaseDate'>;
  /** The spread that shows the text. */
  spreadId?: string | null;
  /** The sticker cell that encloses the text (sticker template parts); its sticker fills the sticker-* symbols. */
  cellId?: string | null;
  /** The sticker to use directly (sticker sheets draw stickers outside any cell); wins over `cellId`. */
  sticker?: Sticker | null;
  /** Horizontal position of the text in spread space (mm): picks the page of a double spread for `pagenum`. */
  x?: number;
}

/** True when `value` is one of the automatic-text symbols. */
export function isAutoTextSymbol(value: unknown): value is AutoTextSymbol {
  return typeof value === 'string' && (AUTO_TEXT_SYMBOLS as readonly string[]).includes(value);
}

/** Formats an ISO date (`yyyy-mm-dd`, optionally with a time) as `d.M.yyyy`; empty for null or an invalid date. */
export function formatReleaseDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return '';
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return '';
  return `${day}.${month}.${year}`;
}

function stickerOf(ctx: AutoTextContext): Sticker | undefined {
  if (ctx.sticker) return ctx.sticker;
  if (!ctx.cellId) return undefined;
  const cell = ctx.doc.nodes[ctx.cellId];
  if (!isStickerCellNode(cell)) return undefined;
  const stickerId = cell.props.stickerId;
  return stickerId ? ctx.doc.stickers[stickerId] : undefined;
}

/**
 * Sections listed in the table of contents: non-static sections (static ones are cover and intro pages) that have
 * at least one spread, in album order.
 */
function tocSections(ctx: AutoTextContext): Array<{ name: string; page: number }> {
  const order = albumOrder(ctx.doc);
  const count = order.spreads.length;
  const out: Array<{ name: string; page: number }> = [];
  for (const section of order.sections) {
    if (section.static || section.spreadIds.length === 0) continue;
    const index = order.spreadIndex.get(section.spreadIds[0]!)!;
    out.push({ name: section.name, page: spreadPageNumbers(index, count)[0]! });
  }
  return out;
}

/**
 * The text an automatic-text symbol shows. Multi-line values (`toc_pages`, `toc_sections`) separate lines with
 * `\n`. Symbols without a value in the context (a sticker symbol outside a cell, a page number without a spread)
 * resolve to the empty string.
 */
export function resolveAutoText(symbol: AutoTextSymbol, ctx: AutoTextContext): string {
  switch (symbol) {
    case 'sticker-name':
      return stickerOf(ctx)?.name ?? '';
    case 'sticker-position':
      return stickerOf(ctx)?.position ?? '';
    case 'sticker-number':
    case 'sticker-nextnumber': {
      const sticker = stickerOf(ctx);
      if (!sticker) return '';
      const number = stickerNumbers(ctx.doc).byId.get(sticker.id);
      if (!number) return '';
      return symbol === 'sticker-number' ? number.label : (number.nextLabel ?? '');
    }
    case 'section': {
      if (!ctx.spreadId) return '';
      const order = albumOrder(ctx.doc);
      const index = order.spreadIndex.get(ctx.spreadId);
      if (index === undefined) return '';
      const sectionId = order.spreads[index]!.sectionId;
      return order.sections.find((s) => s.id === sectionId)?.name ?? '';
    }
    case 'pagenum': {
      if (!ctx.spreadId) return '';
      const order = albumOrder(ctx.doc);
      const index = order.spreadIndex.get(ctx.spreadId);
      if (index === undefined) return '';
      return String(pageAt(index, order.spreads.length, ctx.x ?? 0));
    }
    case 'totalpages':
      return String(totalPages(albumOrder(ctx.doc).spreads.length));
    case 'album':
      return ctx.meta.title;
    case 'totalstickers':
      return String(stickerNumbers(ctx.doc).total);
    case 'toc_pages':
      return tocSections(ctx)
        .map((s) => String(s.page))
        .join('\n');
    case 'toc_sections':
      return tocSections(ctx)
        .map((s) => s.name)
        .join('\n');
    case 'release_date':
      return formatReleaseDate(ctx.meta.releaseDate);
    default:
      return '';
  }
}
