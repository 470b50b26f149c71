/**
 * Stickerpack mode (editor specification section 9): sheets of 240 × 75 mm with stickers drawn 67 mm high.
 *
 * Readings chosen here:
 * - A pack holds 4 sticker numbers: 4 random single stickers, a double sticker taking two places (it bears two
 *   numbers). The choice is seeded, so the same seed prints the same packs.
 * - Boxes of one subject (`stickerbox_single_variety`): one sheet per sticker holding as many copies of it as fit
 *   the 4 places.
 * - The pack's cover (the preset's "with cover") is a wrapper sheet of the same size showing the album's front
 *   page, fitted to the sheet's height and centred.
 */
import {
  albumOrder,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  STICKERPACK,
  stickerNumbers,
  type AlbumDocument,
} from '@album/editor-core';
import { byPosition, wholeSpreadPart, type PageFrame } from './page';
import { pickDistinct, seededRandom } from './random';
import { withSheetSpreads, type SheetCell } from './sheet-document';
import { stickerCornerRadius, stickerSize } from './sticker-size';
import type { OutputPage, PrintSettings } from './types';

/** Gap between stickers on a pack sheet, mm. */
export const PACK_GAP = 4;

interface PackSticker {
  id: string;
  width: number;
  height: number;
  places: number;
  /** Corner radius of its cut at the pack's size, mm. */
  radius: number;
}

function packStickers(doc: AlbumDocument): PackSticker[] {
  return stickerNumbers(doc).order.map((id) => {
    const sticker = doc.stickers[id]!;
    const size = stickerSize(doc, sticker);
    const scale = STICKERPACK.stickerScale / size.height;
    return {
      id,
      width: size.width * scale,
      height: STICKERPACK.stickerScale,
      places: sticker.doubleSticker === true ? 2 : 1,
      radius: stickerCornerRadius(doc, sticker) * scale,
    };
  });
}

/** Stickers of one sheet centred in a row. */
function rowCells(stickers: readonly PackSticker[]): SheetCell[] {
  const total = stickers.reduce((sum, s) => sum + s.width, 0) + PACK_GAP * Math.max(0, stickers.length - 1);
  let x = (STICKERPACK.width - total) / 2;
  return stickers.map((s) => {
    const cell = {
      stickerId: s.id,
      x,
      y: (STICKERPACK.height - s.height) / 2,
      width: s.width,
      height: s.height,
    };
    x += s.width + PACK_GAP;
    return cell;
  });
}

/** Fills the places of one pack from a random order of the stickers. */
function fillPack(order: readonly PackSticker[]): PackSticker[] {
  const pack: PackSticker[] = [];
  let free = STICKERPACK.stickersPerPack;
  for (const s of order) {
    if (s.places > free) continue;
    pack.push(s);
    free -= s.places;
    if (free === 0) break;
  }
  return pack;
}

/** The sheets' cells of random packs (pure and seeded). */
export function layoutPacks(stickers: readonly PackSticker[], packs: number, seed: number): SheetCell[][] {
  const random = seededRandom(seed);
  const out: SheetCell[][] = [];
  for (let i = 0; i < packs; i++)
    out.push(rowCells(fillPack(pickDistinct(stickers, stickers.length, random))));
  return out;
}

/** The sheets' cells of boxes of one subject: each sticker repeated over the places of a sheet. */
export function layoutBoxes(stickers: readonly PackSticker[]): SheetCell[][] {
  return stickers.map((s) => {
    const copies = Math.max(1, Math.floor(STICKERPACK.stickersPerPack / s.places));
    return rowCells(Array.from({ length: copies }, () => s));
  });
}

function coverPage(doc: AlbumDocument, frame: PageFrame): OutputPage | null {
  const first = albumOrder(doc).spreads[0];
  if (!first) return null;
  const scale = STICKERPACK.height / PAGE_HEIGHT;
  const x = (STICKERPACK.width - PAGE_WIDTH * scale) / 2;
  return {
    name: 'pack-cover',
    pageNumbers: [],
    width: STICKERPACK.width,
    height: STICKERPACK.height,
    ...frame,
    folds: [],
    parts: [
      {
        source: 'album',
        spreadId: first.id,
        x,
        y: 0,
        scale,
        clip: {
          x,
          y: -frame.bleed,
          width: PAGE_WIDTH * scale,
          height: STICKERPACK.height + 2 * frame.bleed,
        },
        bleed: frame.bleed / scale,
      },
    ],
  };
}

/** The stickerpack pages: the wrapper (with `includeCover`), then the packs or boxes. */
export function stickerpackPages(
  doc: AlbumDocument,
  frame: PageFrame,
  settings: Pick<PrintSettings, 'includeCover' | 'packaging' | 'packs' | 'seed' | 'range'>,
): { pages: OutputPage[]; sheets: AlbumDocument } {
  const stickers = packStickers(doc);
  const boxes = settings.packaging === 'stickerbox_single_variety';
  const packCount = settings.packs ?? Math.ceil(stickerNumbers(doc).total / STICKERPACK.stickersPerPack);
  const layout =
    stickers.length === 0
      ? []
      : boxes
        ? layoutBoxes(stickers)
        : layoutPacks(stickers, packCount, settings.seed ?? 1);
  const { doc: sheets, spreadIds } = withSheetSpreads(doc, layout);
  const radius = new Map(stickers.map((s) => [s.id, s.radius]));
  const pages: OutputPage[] = [];
  const cover = settings.includeCover ? coverPage(doc, frame) : null;
  if (cover) pages.push(cover);
  spreadIds.forEach((spreadId, i) => {
    pages.push({
      name: `${boxes ? 'box' : 'pack'}-${String(i + 1).padStart(3, '0')}`,
      pageNumbers: [],
      width: STICKERPACK.width,
      height: STICKERPACK.height,
      ...frame,
      folds: [],
      parts: [wholeSpreadPart('sheets', spreadId, STICKERPACK.width, STICKERPACK.height, frame.bleed)],
      cuts: layout[i]!.map((c) => ({
        x: c.x,
        y: c.y,
        width: c.width,
        height: c.height,
        radius: radius.get(c.stickerId) ?? 0,
        stickerId: c.stickerId,
      })),
    });
  });
  return { pages: byPosition(pages, settings.range), sheets };
}
