/**
 * The fixture album: one hand-written, good-looking album that uses every element kind and every style, for
 * renderer and print golden images, docs and demos. Five spreads: the cover (first, single page), two spreads of
 * "Team Blue", one of "Team Red" and the back cover (last, single page). Units are mm; page 230 × 297.
 */
import { CONTENT_SCHEMA_VERSION } from '../migrations/registry';
import { FIXTURE_IMAGES } from './images/fixture-images';
import type {
  AlbumContent,
  AlbumImage,
  InlineStyle,
  InlineStyleRange,
  NestedNode,
  NodeType,
  PropsByType,
  Sticker,
  TextAlign,
  TextBlock,
} from '../model/types';

/** Ids of the fixture album that tests refer to. */
export const FIXTURE_IDS = {
  root: 'root',
  sections: { cover: 'sec-cover', blue: 'sec-blue', red: 'sec-red', back: 'sec-back' },
  spreads: {
    cover: 'ManualPage-cover',
    blue1: 'ManualPage-blue-1',
    blue2: 'ManualPage-blue-2',
    red1: 'ManualPage-red-1',
    back: 'ManualPage-back',
  },
  stickers: {
    anna: 'st-anna',
    ben: 'st-ben',
    team: 'st-team',
    clara: 'st-clara',
    dana: 'st-dana',
    unplaced: 'st-emil',
  },
} as const;

type ElementProps<T extends NodeType> = PropsByType[T];

function node<T extends NodeType>(type: T, props: ElementProps<T>, children?: NestedNode[]): NestedNode {
  const out = { type, props } as unknown as NestedNode;
  if (children) out.children = children;
  return out;
}

function box(id: string, x: number, y: number, width: number, height: number) {
  return { id, x, y, width, height, rotation: 0, scale: 1 };
}

const CROP = { cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 };

/** A block whose styles are given by the substrings they cover (the first occurrence of each). */
function block(
  key: string,
  text: string,
  styles: Array<[string, InlineStyle]>,
  align?: TextAlign,
): TextBlock {
  const inlineStyleRanges: InlineStyleRange[] = styles.map(([part, style]) => {
    const offset = text.indexOf(part);
    if (offset < 0) throw new Error(`fixture: "${part}" is not in "${text}"`);
    return { offset, length: part.length, style };
  });
  return align
    ? { key, text, inlineStyleRanges, data: { textAlign: align } }
    : { key, text, inlineStyleRanges };
}

function text(
  id: string,
  frame: [number, number, number, number],
  blocks: TextBlock[],
  extra: Partial<ElementProps<'Text'>> = {},
): NestedNode {
  return node('Text', { ...box(id, ...frame), text: { blocks }, ...extra });
}

/** Automatic text: the block keeps its styles, its text is replaced when the scene is built. */
function autoText(
  id: string,
  frame: [number, number, number, number],
  symbol: NonNullable<ElementProps<'Text'>['symbol']>,
  styles: InlineStyle[],
  align: TextAlign,
  extra: Partial<ElementProps<'Text'>> = {},
): NestedNode {
  const placeholder = `{${symbol}}`;
  return text(
    id,
    frame,
    [
      block(
        `${id}-b`,
        placeholder,
        styles.map((s) => [placeholder, s]),
        align,
      ),
    ],
    {
      symbol,
      ...extra,
    },
  );
}

function cell(id: string, x: number, y: number, stickerId: string | null, double = false): NestedNode {
  return node('StickerCell', { ...box(id, x, y, double ? 100 : 50, 70), ...CROP, stickerId });
}

function image(
  id: string,
  frame: [number, number, number, number],
  imageId: string | null,
  extra: Partial<ElementProps<'Image'>> = {},
): NestedNode {
  return node('Image', { ...box(id, ...frame), ...CROP, image: imageId, ...extra });
}

function coverSpread(): NestedNode {
  return node(
    'Spread',
    {
      id: FIXTURE_IDS.spreads.cover,
      sectionId: FIXTURE_IDS.sections.cover,
      fill: { type: 'linear', direction: 0, colors: [2, '#1b4965'] },
    },
    [
      image('cover-photo', [0, 0, 230, 175], 'img-landscape', { cy: 0.45, cscale: 1.05 }),
      node('Rectangle', {
        ...box('cover-banner', 15, 150, 200, 62),
        fill: 1,
        fillOpacity: 0.88,
        stroke: 2,
        strokeWidth: 0.8,
        borderRadius: 6,
      }),
      autoText(
        'cover-title',
        [20, 157, 190, 30],
        'album',
        ['SIZE-28', 'BOLD', 'UPPERCASE', 'COLOR-#0d3b66', 'LETTERSPACING-1'],
        'center',
        {
          fontRole: 'title',
        },
      ),
      autoText(
        'cover-date',
        [20, 190, 190, 14],
        'release_date',
        ['SIZE-10', 'ITALIC', 'COLOR-#1b4965'],
        'center',
        {
          fontRole: 'sub_title',
        },
      ),
      node('Circle', {
        ...box('cover-badge', 168, 18, 46, 46),
        fill: { type: 'linear', direction: 45, colors: ['#f4d35e', '#ee964b'] },
        stroke: 1,
        strokeWidth: 1.5,
      }),
      text(
        'cover-badge-text',
        [168, 32, 46, 18],
        [
          block(
            'badge',
            'Season 26',
            [
              ['Season 26', 'SIZE-12'],
              ['Season', 'BOLD'],
              ['26', 'COLOR-#f95738'],
            ],
            'center',
          ),
        ],
        { rotation: -12 },
      ),
      text(
        'cover-subtitle',
        [15, 225, 200, 40],
        [
          block(
            'sub',
            'Our team, our season, our stickers',
            [
              ['Our team, our season, our stickers', 'SIZE-14'],
              ['Our team, our season, our stickers', 'COLOR-#ffffff'],
              ['our stickers', 'ITALIC'],
            ],
            'center',
          ),
        ],
        { fontRole: 'sub_title' },
      ),
    ],
  );
}

function blueSpreadOne(): NestedNode {
  return node('Spread', { id: FIXTURE_IDS.spreads.blue1, sectionId: FIXTURE_IDS.sections.blue, fill: 3 }, [
    autoText(
      'blue1-section',
      [20, 12, 200, 16],
      'section',
      ['SIZE-20', 'BOLD', 'FONT-Oswald', 'COLOR-#0d3b66'],
      'left',
      {
        fontRole: 'title',
      },
    ),
    node('Line', { ...box('blue1-rule', 20, 32, 420, 0), stroke: 2, strokeWidth: 0.6 }),
    cell('cell-anna', 20, 45, FIXTURE_IDS.stickers.anna),
    cell('cell-ben', 80, 45, FIXTURE_IDS.stickers.ben),
    cell('cell-team', 140, 45, FIXTURE_IDS.stickers.team, true),
    cell('cell-empty', 250, 45, null),
    node('Group', { ...box('grp-info', 20, 130, 200, 80), label: 'Info box' }, [
      node('Rectangle', {
        ...box('grp-info-bg', 0, 0, 200, 80),
        fill: { type: 'linear', direction: 90, colors: ['#0d3b66', '#2a9d8f', '#f4d35e'] },
        borderRadius: 10,
        opacity: 0.9,
      }),
      text(
        'grp-info-text',
        [10, 10, 150, 60],
        [
          block('t1', 'About the team', [
            ['About the team', 'BOLD'],
            ['About the team', 'SIZE-14'],
            ['About the team', 'COLOR-#ffffff'],
          ]),
          block(
            't2',
            'Founded in 1926, the club plays in blue and white and trains every Tuesday and Thursday evening.',
            [
              [
                'Founded in 1926, the club plays in blue and white and trains every Tuesday and Thursday evening.',
                'SIZE-9',
              ],
              [
                'Founded in 1926, the club plays in blue and white and trains every Tuesday and Thursday evening.',
                'COLOR-#ffffff',
              ],
              ['blue and white', 'ITALIC'],
            ],
            'justify',
          ),
        ],
        { fontRole: 'paragraph' },
      ),
      node('Circle', { ...box('grp-info-dot', 170, 50, 20, 20), fill: '#f95738' }),
    ]),
    node('Rectangle', {
      ...box('blue1-gradient-4', 240, 130, 90, 80),
      fill: { type: 'linear', direction: 135, colors: [5, 6, 7, '#ffffff'] },
      stroke: 'none',
      strokeWidth: 0,
    }),
    node('Rectangle', {
      ...box('blue1-tilted', 350, 140, 60, 40),
      rotation: 15,
      scale: 1.2,
      fill: '#f95738',
      stroke: '#0d3b66',
      strokeWidth: 2,
      borderRadius: 4,
    }),
    node('Line', {
      ...box('blue1-diagonal', 240, 230, 180, 40),
      stroke: '#f95738',
      strokeWidth: 1.5,
      opacity: 0.7,
    }),
    node('Circle', { ...box('blue1-ring', 60, 225, 40, 40), fill: null, stroke: 7, strokeWidth: 3 }),
    node('Rectangle', {
      ...box('blue1-translucent', 110, 225, 60, 40),
      fill: 4,
      fillOpacity: 0.5,
      stroke: 0,
      strokeWidth: 0.3,
      borderRadius: 20,
    }),
    autoText('blue1-pagenum-left', [10, 284, 20, 8], 'pagenum', ['SIZE-8'], 'left'),
    autoText('blue1-pagenum-right', [430, 284, 20, 8], 'pagenum', ['SIZE-8'], 'right'),
    node('Rectangle', {
      ...box('blue1-stamp', 380, 250, 60, 20),
      rotation: -20,
      fill: '#ffffff',
      fillOpacity: 0.6,
      stroke: 6,
      strokeWidth: 0.5,
      alwaysOnTop: true,
    }),
    node('Comment', {
      ...box('blue1-comment', 300, 20, 10, 10),
      text: "Check the spelling of Anna's surname",
      userId: 'user-1',
      createdAt: '2026-03-02T09:30:00.000Z',
    }),
  ]);
}

function blueSpreadTwo(): NestedNode {
  const tone = { tone_red: 0.15, tone_green: 0.05, tone_blue: -0.1 };
  return node('Spread', { id: FIXTURE_IDS.spreads.blue2, sectionId: FIXTURE_IDS.sections.blue, fill: 1 }, [
    image('img-cropped', [20, 20, 200, 120], 'img-landscape', {
      cx: 0.62,
      cy: 0.4,
      cscale: 1.6,
      borderRadius: 8,
      stroke: 2,
      strokeWidth: 1,
    }),
    image('img-flip-none', [240, 20, 50, 50], 'img-arrow', { flip: 'none' }),
    image('img-flip-h', [295, 20, 50, 50], 'img-arrow', { flip: 'horizontal' }),
    image('img-flip-v', [350, 20, 50, 50], 'img-arrow', { flip: 'vertical' }),
    image('img-flip-both', [405, 20, 50, 50], 'img-arrow', { flip: 'both' }),
    image('img-filter', [240, 80, 60, 60], 'img-texture', {
      filter: { con: { min: -0.2, mid: 0.1, max: 0.3 }, hue: 40, sat: 0.3, tone },
    }),
    image('img-gray', [310, 80, 60, 60], 'img-texture', { grayscale: true }),
    image('img-gradient-map', [380, 80, 60, 60], 'img-texture', {
      gradientMap: ['#0d3b66', '#f4d35e', '#ffffff'],
      gradientMapIntensity: 0.8,
    }),
    node('Rectangle', { ...box('blend-base', 20, 160, 200, 100), fill: '#f4d35e' }),
    image('img-multiply', [20, 160, 200, 100], 'img-landscape', { blend: 'multiply', opacity: 0.9 }),
    image('img-rotated', [250, 170, 80, 80], 'img-anna', {
      rotation: 10,
      crotation: 15,
      cscale: 1.3,
      cy: 0.42,
      filter: {
        rgb: { min: 0.05, mid: 0, max: -0.05 },
        red: { min: 0, mid: 0.1, max: 0 },
        green: { min: 0, mid: -0.05, max: 0 },
        blue: { min: 0.1, mid: 0, max: -0.1 },
      },
    }),
    image('img-empty', [350, 170, 80, 55], null),
    node('Rectangle', { ...box('screen-base', 350, 235, 90, 45), fill: 2 }),
    image('img-screen', [355, 238, 40, 40], 'img-arrow', { scale: 1.2, blend: 'screen' }),
    image('img-overlay', [400, 235, 40, 45], 'img-landscape', {
      pexelsId: 1_234_567,
      blend: 'overlay',
      cscale: 2,
      cx: 0.75,
      cy: 0.3,
    }),
    autoText('blue2-pagenum-left', [10, 284, 20, 8], 'pagenum', ['SIZE-8'], 'left'),
    autoText('blue2-pagenum-right', [430, 284, 20, 8], 'pagenum', ['SIZE-8'], 'right'),
  ]);
}

function redSpread(): NestedNode {
  const all = 'Bold, italic, upper case, a font, a size, a colour and wide letters';
  return node(
    'Spread',
    { id: FIXTURE_IDS.spreads.red1, sectionId: FIXTURE_IDS.sections.red, fill: '#faf0ca' },
    [
      autoText('red1-section', [20, 12, 200, 16], 'section', ['SIZE-20', 'BOLD', 'COLOR-#f95738'], 'left', {
        fontRole: 'title',
      }),
      text(
        'red1-styles',
        [20, 40, 200, 130],
        [
          block(
            's1',
            all,
            [
              [all, 'SIZE-11'],
              ['Bold', 'BOLD'],
              ['italic', 'ITALIC'],
              ['upper case', 'UPPERCASE'],
              ['a font', 'FONT-Playfair Display'],
              ['a size', 'SIZE-16'],
              ['a colour', 'COLOR-#2a9d8f'],
              ['wide letters', 'LETTERSPACING-2'],
            ],
            'left',
          ),
          block(
            's2',
            'Centred with a taller line height',
            [['Centred with a taller line height', 'LINEHEIGHT-150']],
            'center',
          ),
          block(
            's3',
            'Aligned to the right',
            [
              ['Aligned to the right', 'LINEHEIGHT-120'],
              ['right', 'BOLD'],
            ],
            'right',
          ),
          block(
            's4',
            'Justified text spreads its words evenly across the whole width of the box, line after line, until the last.',
            [
              ['evenly', 'ITALIC'],
              ['box', 'LETTERSPACING--0.3'],
            ],
            'justify',
          ),
          block('s5', 'Bold italic upper', [
            ['Bold italic upper', 'BOLD'],
            ['Bold italic upper', 'ITALIC'],
            ['Bold italic upper', 'UPPERCASE'],
          ]),
        ],
        { fontRole: 'paragraph', stroke: 2, strokeWidth: 0.3, fill: 1, borderRadius: 3 },
      ),
      text(
        'red1-autosize',
        [20, 180, 200, 24],
        [
          block(
            'a1',
            'Autosize shrinks this long headline until it fits its box',
            [
              ['Autosize shrinks this long headline until it fits its box', 'AUTOSIZE'],
              ['Autosize shrinks this long headline until it fits its box', 'SIZE-24'],
              ['Autosize shrinks this long headline until it fits its box', 'FONT-Lobster'],
            ],
            'center',
          ),
        ],
      ),
      text(
        'red1-lineheight',
        [20, 210, 95, 60],
        [
          block('l1', 'Line height 200', [
            ['Line height 200', 'LINEHEIGHT-200'],
            ['Line height 200', 'SIZE-10'],
          ]),
          block('l2', 'and 100 below', [
            ['and 100 below', 'LINEHEIGHT-100'],
            ['and 100 below', 'SIZE-10'],
          ]),
        ],
      ),
      text(
        'red1-plain',
        [125, 210, 95, 60],
        [block('p1', 'A text with no inline styles uses the paragraph font and the default size.', [])],
      ),
      cell('cell-clara', 250, 45, FIXTURE_IDS.stickers.clara),
      cell('cell-dana', 310, 45, FIXTURE_IDS.stickers.dana),
      node('Sticker', { ...box('legacy-sticker', 370, 45, 50, 70), ...CROP, stickerId: null }),
      node('Group', { ...box('grp-auto', 250, 130, 190, 100) }, [
        node('Rectangle', {
          ...box('grp-auto-bg', 0, 0, 190, 100),
          fill: 1,
          stroke: 5,
          strokeWidth: 0.5,
          borderRadius: 2,
        }),
        autoText('auto-name', [5, 5, 180, 10], 'sticker-name', ['SIZE-10', 'BOLD'], 'left'),
        autoText('auto-position', [5, 17, 180, 10], 'sticker-position', ['SIZE-9', 'ITALIC'], 'left'),
        autoText('auto-number', [5, 29, 85, 10], 'sticker-number', ['SIZE-9'], 'left'),
        autoText('auto-next', [95, 29, 85, 10], 'sticker-nextnumber', ['SIZE-9'], 'right'),
        autoText(
          'auto-total-stickers',
          [5, 45, 180, 10],
          'totalstickers',
          ['SIZE-9', 'COLOR-#0d3b66'],
          'left',
        ),
        autoText('auto-total-pages', [5, 57, 180, 10], 'totalpages', ['SIZE-9', 'COLOR-#0d3b66'], 'left'),
        autoText('auto-album', [5, 69, 180, 10], 'album', ['SIZE-9', 'UPPERCASE'], 'left'),
        autoText('auto-date', [5, 81, 180, 10], 'release_date', ['SIZE-9'], 'right'),
      ]),
      node('Rectangle', {
        ...box('red1-locked', 250, 240, 190, 30),
        fill: 6,
        locked: true,
        borderRadius: 15,
      }),
      autoText('red1-pagenum-left', [10, 284, 20, 8], 'pagenum', ['SIZE-8'], 'left'),
      autoText('red1-pagenum-right', [430, 284, 20, 8], 'pagenum', ['SIZE-8'], 'right'),
    ],
  );
}

function backSpread(): NestedNode {
  return node(
    'Spread',
    {
      id: FIXTURE_IDS.spreads.back,
      sectionId: FIXTURE_IDS.sections.back,
      fill: { type: 'linear', direction: 90, colors: ['#0d3b66', '#2a9d8f'] },
    },
    [
      text(
        'back-toc-title',
        [20, 20, 190, 16],
        [
          block('h', 'Contents', [
            ['Contents', 'SIZE-18'],
            ['Contents', 'BOLD'],
            ['Contents', 'COLOR-#ffffff'],
          ]),
        ],
        {
          fontRole: 'title',
        },
      ),
      autoText('back-toc-sections', [20, 42, 140, 120], 'toc_sections', ['SIZE-11', 'COLOR-#ffffff'], 'left'),
      autoText('back-toc-pages', [165, 42, 45, 120], 'toc_pages', ['SIZE-11', 'COLOR-#ffffff'], 'right'),
      node('Circle', { ...box('back-ring', 85, 190, 60, 60), fill: null, stroke: 4, strokeWidth: 3 }),
      autoText(
        'back-total',
        [85, 212, 60, 16],
        'totalstickers',
        ['SIZE-14', 'BOLD', 'COLOR-#f4d35e'],
        'center',
      ),
      node('Line', { ...box('back-rule', 20, 270, 190, 0), stroke: 1, strokeWidth: 0.4, opacity: 0.6 }),
    ],
  );
}

function fixtureImages(): AlbumImage[] {
  const ids: Record<string, string> = {
    'landscape.jpg': 'img-landscape',
    'portrait-anna.png': 'img-anna',
    'portrait-ben.jpg': 'img-ben',
    'portrait-clara.jpg': 'img-clara',
    'team-double.jpg': 'img-team',
    'arrow.png': 'img-arrow',
    'texture.png': 'img-texture',
  };
  return FIXTURE_IMAGES.map((fi): AlbumImage => {
    const file = fi.file;
    const isSticker = file.startsWith('portrait') || file.startsWith('team');
    const details: AlbumImage['details'] = { width: fi.width, height: fi.height };
    if (fi.face) details.face = { ...fi.face };
    return {
      id: ids[file]!,
      model: isSticker ? 'sticker' : 'image',
      blob: { full: file, large: file, medium: file, small: file, original: file, filename: file },
      details,
    };
  });
}

function sticker(
  id: string,
  name: string,
  position: string,
  sectionId: string,
  image: string | null,
  extra: Partial<Sticker> = {},
): Sticker {
  return {
    id,
    name,
    position,
    doubleSticker: false,
    image,
    sectionId,
    stickerLayout: 'default',
    cellLayout: 'default',
    createdAt: '2026-02-01T12:00:00.000Z',
    ...CROP,
    ...extra,
  };
}

/**
 * The fixture album as nested content (fresh objects on every call). Images reference the fixture image files by
 * name in every `blob` field; load their bytes with `fixtureImageBytes(file)` (any runtime) or from
 * `testing/fixtures/` (Node, see `fixture-files.ts`).
 */
export function fixtureAlbum(): AlbumContent {
  const { sections, stickers: s } = FIXTURE_IDS;
  return {
    schemaVersion: CONTENT_SCHEMA_VERSION,
    workspace: node('Root', { id: FIXTURE_IDS.root }, [
      node('Section', { id: sections.cover, name: 'Cover', static: true }, [coverSpread()]),
      node('Section', { id: sections.blue, name: 'Team Blue' }, [blueSpreadOne(), blueSpreadTwo()]),
      node('Section', { id: sections.red, name: 'Team Red' }, [redSpread()]),
      node('Section', { id: sections.back, name: 'Back cover', static: true }, [backSpread()]),
    ]) as AlbumContent['workspace'],
    stickers: [
      sticker(s.anna, 'Anna Berg', 'Goalkeeper', sections.blue, 'img-anna', { cy: 0.45, cscale: 1.1 }),
      sticker(s.ben, 'Ben Okafor', 'Forward', sections.blue, 'img-ben', { stickerLayout: 'full' }),
      sticker(s.team, '', 'Team photo', sections.blue, 'img-team', { doubleSticker: true }),
      sticker(s.clara, 'Clara Meier', 'Captain', sections.red, 'img-clara', {
        cellLayout: 'numberless',
        crotation: -5,
      }),
      sticker(s.dana, 'Dana Kowalski', 'Coach', sections.red, null, { stickerLayout: 'textless' }),
      sticker(s.unplaced, 'Emil Roth', 'Midfield', sections.red, null, {
        createdAt: '2026-02-03T08:00:00.000Z',
      }),
    ],
    images: fixtureImages(),
    colors: ['#000000', '#ffffff', '#0d3b66', '#faf0ca', '#f4d35e', '#ee964b', '#f95738', '#2a9d8f'],
    fonts: { title: 'Oswald', sub_title: 'Roboto Condensed', paragraph: 'Roboto' },
    stickerTemplateId: 'default',
    stickerTemplateSettings: { id: 'default', blank_enabled: false },
  };
}
