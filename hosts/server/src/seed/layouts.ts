/**
 * Page designs shared by the seeded blueprints. A theme gives colours, fonts, words and a motif (the decoration
 * drawn behind every page); the layouts place headers, sticker cells, photo frames and automatic texts.
 *
 * Palette indexes: 2 primary, 3 secondary, 4 accent, 5 light background, 6 ink.
 */
import type { AlbumCategory, Fonts } from '@album/editor-core';
import type { StoredAlbumContent } from '../db/content';
import { runIntoBleed } from './bleed';
import { Builder, CELL, PAGE_HEIGHT, PAGE_WIDTH, cellGrid, pageX, type Node } from './builder';

export const PRIMARY = 2;
export const SECONDARY = 3;
export const ACCENT = 4;
export const LIGHT = 5;
export const INK = 6;

export interface ThemeWords {
  title: string;
  subtitle: string;
  welcomeTitle: string;
  welcome: string;
  contents: string;
  back: string;
  stickersCount: string;
  /** Sticker sections and how many spreads each gets. */
  sections: Array<{ name: string; layouts: SpreadKind[] }>;
}

export type SpreadKind = 'grid' | 'photo' | 'feature' | 'team';

export interface Theme {
  key: AlbumCategory;
  /** Five colours: primary, secondary, accent, light background, ink. */
  palette: [string, string, string, string, string];
  fonts: Fonts;
  /** Background of the front cover (a palette index). */
  coverFill: number;
  /** Text colour on the primary colour. */
  onPrimary: string;
  /** Text colour on the light background. */
  onLight: string;
  words: ThemeWords;
  /** Decoration behind one page whose left edge is `left`; `n` varies it from page to page. */
  motif(b: Builder, left: number, n: number): Node[];
  /** The front cover (a single page). */
  cover(b: Builder, theme: Theme): Node[];
}

function header(b: Builder, theme: Theme, left: number): Node[] {
  return [
    b.rect({ x: left, y: 0, width: PAGE_WIDTH, height: 40 }, { fill: PRIMARY }),
    b.rect({ x: left, y: 40, width: PAGE_WIDTH, height: 3 }, { fill: ACCENT }),
    b.text({ x: left + 18, y: 11, width: PAGE_WIDTH - 36, height: 20 }, 'Section', {
      size: 26,
      role: 'title',
      color: theme.onPrimary,
      uppercase: true,
      letterSpacing: 1,
      symbol: 'section',
    }),
  ];
}

function pageNumber(b: Builder, theme: Theme, left: number, side: 'left' | 'right' | 'center'): Node {
  const x =
    side === 'left' ? left + 14 : side === 'right' ? left + PAGE_WIDTH - 44 : left + PAGE_WIDTH / 2 - 15;
  return b.text({ x, y: 285, width: 30, height: 8 }, '1', {
    size: 9,
    role: 'sub_title',
    color: theme.onLight,
    align: side === 'left' ? 'left' : side === 'right' ? 'right' : 'center',
    symbol: 'pagenum',
  });
}

/** Nine cells in three rows under the header. */
function gridPage(b: Builder, theme: Theme, left: number, withHeader: boolean): Node[] {
  return [
    ...(withHeader ? header(b, theme, left) : []),
    ...cellGrid(b, left, withHeader ? 54 : 30, 3, 3, { x: 14, y: withHeader ? 8 : 14 }),
  ];
}

function photoPage(b: Builder, theme: Theme, left: number): Node[] {
  return [
    ...header(b, theme, left),
    b.rect(
      { x: left + 16, y: 54, width: PAGE_WIDTH - 32, height: 132 },
      { fill: SECONDARY, borderRadius: 3 },
    ),
    b.photo({ x: left + 20, y: 58, width: PAGE_WIDTH - 40, height: 124 }, { borderRadius: 2 }),
    ...cellGrid(b, left, 200, 3, 1),
    b.rect({ x: left + 20, y: 274, width: PAGE_WIDTH - 40, height: 0.6 }, { fill: ACCENT }),
  ];
}

function featurePage(b: Builder, theme: Theme, left: number, headline: string): Node[] {
  return [
    b.rect({ x: left, y: 0, width: 86, height: PAGE_HEIGHT }, { fill: PRIMARY }),
    b.text({ x: left + 12, y: 40, width: 64, height: 120 }, headline, {
      size: 30,
      role: 'title',
      color: theme.onPrimary,
      lineHeight: 110,
    }),
    b.rect({ x: left + 12, y: 168, width: 30, height: 2.5 }, { fill: ACCENT }),
    b.text({ x: left + 12, y: 178, width: 64, height: 60 }, 'Section', {
      size: 12,
      role: 'sub_title',
      color: theme.onPrimary,
      uppercase: true,
      letterSpacing: 2,
      symbol: 'section',
    }),
    b.cell(left + 104, 36),
    b.cell(left + 164, 36),
    b.cell(left + 104, 118),
    b.cell(left + 164, 118),
    b.cell(left + 104, 200),
    b.cell(left + 164, 200),
  ];
}

function teamPage(b: Builder, theme: Theme, left: number): Node[] {
  return [
    ...header(b, theme, left),
    // A double sticker for the group photo, then two rows of three.
    b.cell(left + (PAGE_WIDTH - 2 * CELL.width) / 2, 54, true),
    ...cellGrid(b, left, 132, 3, 2, { x: 14, y: 8 }),
  ];
}

function stickerSpread(b: Builder, theme: Theme, kind: SpreadKind, n: number, headline: string): Node {
  const left = pageX(0);
  const right = pageX(1);
  const leftPage =
    kind === 'photo'
      ? photoPage(b, theme, left)
      : kind === 'feature'
        ? featurePage(b, theme, left, headline)
        : kind === 'team'
          ? teamPage(b, theme, left)
          : gridPage(b, theme, left, true);
  return b.spread(
    [
      ...theme.motif(b, left, 2 * n),
      ...theme.motif(b, right, 2 * n + 1),
      ...leftPage,
      ...gridPage(b, theme, right, kind !== 'grid'),
      pageNumber(b, theme, left, 'left'),
      pageNumber(b, theme, right, 'right'),
    ],
    LIGHT,
  );
}

function introSpread(b: Builder, theme: Theme): Node {
  const w = theme.words;
  const right = pageX(1);
  return b.spread(
    [
      ...theme.motif(b, 0, 100),
      ...theme.motif(b, right, 101),
      b.text({ x: 24, y: 34, width: 182, height: 30 }, w.welcomeTitle, {
        size: 30,
        role: 'title',
        color: theme.onLight,
      }),
      b.rect({ x: 24, y: 70, width: 40, height: 2.5 }, { fill: ACCENT }),
      b.text({ x: 24, y: 80, width: 182, height: 70 }, w.welcome, {
        size: 11,
        role: 'paragraph',
        color: theme.onLight,
        lineHeight: 150,
      }),
      b.rect({ x: 20, y: 158, width: 190, height: 112 }, { fill: SECONDARY, borderRadius: 3 }),
      b.photo({ x: 24, y: 162, width: 182, height: 104 }, { borderRadius: 2 }),
      b.rect(
        { x: right + 20, y: 24, width: 190, height: 250 },
        { fill: 1, fillOpacity: 0.85, borderRadius: 4 },
      ),
      b.text({ x: right + 34, y: 38, width: 160, height: 20 }, w.contents, {
        size: 22,
        role: 'title',
        color: theme.onLight,
        uppercase: true,
        letterSpacing: 2,
      }),
      b.rect({ x: right + 34, y: 62, width: 162, height: 1 }, { fill: PRIMARY }),
      b.text({ x: right + 34, y: 72, width: 120, height: 190 }, 'Sections', {
        size: 12,
        role: 'sub_title',
        color: theme.onLight,
        lineHeight: 200,
        symbol: 'toc_sections',
      }),
      b.text({ x: right + 156, y: 72, width: 40, height: 190 }, 'Pages', {
        size: 12,
        role: 'sub_title',
        color: theme.onLight,
        align: 'right',
        lineHeight: 200,
        symbol: 'toc_pages',
      }),
      pageNumber(b, theme, 0, 'left'),
      pageNumber(b, theme, right, 'right'),
    ],
    LIGHT,
  );
}

function backCover(b: Builder, theme: Theme): Node {
  const w = theme.words;
  return b.spread(
    [
      ...theme.motif(b, 0, 200),
      b.rect({ x: 30, y: 96, width: 170, height: 106 }, { fill: 1, fillOpacity: 0.9, borderRadius: 4 }),
      b.text({ x: 40, y: 108, width: 150, height: 30 }, w.back, {
        size: 20,
        role: 'title',
        color: theme.onLight,
        align: 'center',
      }),
      b.text({ x: 40, y: 146, width: 150, height: 10 }, w.stickersCount, {
        size: 10,
        role: 'sub_title',
        color: theme.onLight,
        align: 'center',
        uppercase: true,
        letterSpacing: 2,
      }),
      b.text({ x: 40, y: 160, width: 150, height: 24 }, '0', {
        size: 36,
        role: 'title',
        color: theme.palette[0],
        align: 'center',
        bold: true,
        symbol: 'totalstickers',
      }),
      b.text({ x: 40, y: 262, width: 150, height: 10 }, 'Album', {
        size: 9,
        role: 'paragraph',
        color: theme.onLight,
        align: 'center',
        symbol: 'album',
      }),
    ],
    LIGHT,
  );
}

/** The whole blueprint content of a theme: cover, intro, the sticker sections, back cover. */
export function themeContent(theme: Theme): StoredAlbumContent {
  const b = new Builder(theme.key);
  const w = theme.words;
  // Art drawn to the trim runs on into the bleed: the covers are single pages, the others two.
  const sections: Node[] = [
    b.section(w.title, [runIntoBleed(b.spread(theme.cover(b, theme), theme.coverFill), PAGE_WIDTH)], true),
    b.section(w.contents, [runIntoBleed(introSpread(b, theme), 2 * PAGE_WIDTH)], true),
  ];
  let n = 0;
  for (const section of w.sections) {
    sections.push(
      b.section(
        section.name,
        section.layouts.map((kind) =>
          runIntoBleed(stickerSpread(b, theme, kind, n++, section.name), 2 * PAGE_WIDTH),
        ),
      ),
    );
  }
  // The back cover closes the last sticker section: only the first and last spreads are single pages.
  const last = sections[sections.length - 1]!;
  const back = runIntoBleed(backCover(b, theme), PAGE_WIDTH);
  last.children = [
    ...(last.children ?? []),
    { ...back, props: { ...back.props, sectionId: last.props.id } } as Node,
  ];
  return {
    workspace: b.root(sections),
    stickers: [],
    colors: ['#000000', '#ffffff', ...theme.palette],
    fonts: theme.fonts,
    stickerTemplateId: 'default',
    stickerTemplateSettings: { id: 'default', blank_enabled: false },
  };
}
