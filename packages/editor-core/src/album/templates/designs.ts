/**
 * The six built-in designs. Colours are palette indexes where the album palette should show through (0 black and 1
 * white are locked; 2 primary, 3 secondary, 4 tertiary), so a sticker follows the album's colour preset; text colours
 * are fixed hex values chosen to contrast with the band they sit on.
 *
 * Each design draws every layout:
 * - default: frame, image area, a name band with name and position, number badge(s);
 * - full: the photo fills the whole sticker, the name band lies over it;
 * - textless: no name or position, the photo takes their place;
 * - numberless: like default without the number badge(s).
 * Double stickers are twice as wide and show sticker-number on the left and sticker-nextnumber on the right.
 */
import type { LinearGradient } from '../../model/types';
import { group, imageArea, rect, TEMPLATE_STROKE, text } from './parts';
import type { Box } from './parts';
import type { StickerLayoutName, StickerTemplateId, TemplateNode } from './types';

/** What a design draws for. */
export interface DesignInput {
  /** 50 for single stickers, 100 for double stickers. */
  width: number;
  height: number;
  double: boolean;
  layout: StickerLayoutName;
}

/** A sticker template design: its unit-space height and the parts it draws for a size and layout. */
export interface Design {
  /** Height of the unit space. */
  height: number;
  parts(input: DesignInput): TemplateNode[];
}

const PLACEHOLDER = '#e9ecef';
const WHITE = '#ffffff';
const INK = '#212529';
const MUTED = '#6c757d';
const GOLD_DARK = '#3d2b00';
const GOLD_LIGHT = '#f5d77e';
/** Four gold stops, dark-light-dark-light, read as a metallic sheen. */
function gold(direction: LinearGradient['direction']): LinearGradient {
  return { type: 'linear', direction, colors: ['#8c6a1c', GOLD_LIGHT, '#b8892b', '#fbe9a6'] };
}

const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });

const hasText = (l: StickerLayoutName): boolean => l !== 'textless';
const hasNumber = (l: StickerLayoutName): boolean => l !== 'numberless';

/** Name and position texts centred in a band `y .. y + 13`. */
function nameTexts(
  x: number,
  y: number,
  width: number,
  color: string,
  subColor: string,
  align: 'center' | 'left' = 'center',
): TemplateNode[] {
  return [
    text('name', box(x, y + 1, width, 5.5), 'sticker-name', {
      size: 9,
      color,
      role: 'title',
      bold: true,
      uppercase: true,
      align,
    }),
    text('position', box(x, y + 7.5, width, 4.5), 'sticker-position', {
      size: 6.5,
      color: subColor,
      role: 'paragraph',
      align,
    }),
  ];
}

/** Rectangular number badges: sticker-number at `x`, and for doubles sticker-nextnumber at `nextX`. */
function badges(
  input: DesignInput,
  x: number,
  nextX: number,
  y: number,
  fill: number | string,
  color: string,
  radius = 1.2,
): TemplateNode[] {
  if (!hasNumber(input.layout)) return [];
  const badge = (id: string, bx: number, symbol: 'sticker-number' | 'sticker-nextnumber'): TemplateNode[] => [
    rect(`${id}-badge`, box(bx, y, 11, 6.5), { fill, borderRadius: radius }),
    text(id, box(bx, y + 1, 11, 4.5), symbol, { size: 8, color, role: 'title', bold: true }),
  ];
  return [
    ...badge('number', x, 'sticker-number'),
    ...(input.double ? badge('nextnumber', nextX, 'sticker-nextnumber') : []),
  ];
}

const defaultDesign: Design = {
  height: 70,
  parts(input) {
    const { width: W, height: H, layout } = input;
    const frame = rect('frame', box(0, 0, W, H), { fill: 1, stroke: 2, strokeWidth: TEMPLATE_STROKE });
    const numbers = badges(input, 3, W - 14, 3, 0, WHITE);
    if (layout === 'full') {
      return [
        imageArea(box(0, 0, W, H), PLACEHOLDER),
        rect('band', box(0, H - 14, W, 14), { fill: 2, fillOpacity: 0.85 }),
        ...nameTexts(2, H - 14, W - 4, WHITE, WHITE),
        ...numbers,
        rect('outline', box(0, 0, W, H), { fill: null, stroke: 2, strokeWidth: TEMPLATE_STROKE }),
      ];
    }
    if (layout === 'textless') return [frame, imageArea(box(2, 2, W - 4, H - 4), PLACEHOLDER), ...numbers];
    return [
      frame,
      imageArea(box(2, 2, W - 4, H - 18), PLACEHOLDER),
      rect('band', box(0, H - 14, W, 14), { fill: 2 }),
      ...nameTexts(2, H - 14, W - 4, WHITE, WHITE),
      ...numbers,
    ];
  },
};

const goldDesign: Design = {
  height: 70,
  parts(input) {
    const { width: W, height: H, layout } = input;
    const frame = rect('frame', box(0, 0, W, H), {
      fill: gold(135),
      stroke: GOLD_DARK,
      strokeWidth: TEMPLATE_STROKE,
    });
    const numbers = badges(input, 5.5, W - 16.5, 5.5, GOLD_DARK, GOLD_LIGHT);
    if (layout === 'full') {
      return [
        frame,
        imageArea(box(2.5, 2.5, W - 5, H - 5), PLACEHOLDER),
        rect('band', box(2.5, H - 17, W - 5, 14.5), { fill: gold(90), fillOpacity: 0.9 }),
        ...nameTexts(4, H - 16.5, W - 8, GOLD_DARK, GOLD_DARK),
        ...numbers,
      ];
    }
    const mat = rect('mat', box(2.5, 2.5, W - 5, H - 5), { fill: 1 });
    if (layout === 'textless')
      return [frame, mat, imageArea(box(4, 4, W - 8, H - 8), PLACEHOLDER), ...numbers];
    return [
      frame,
      mat,
      imageArea(box(4, 4, W - 8, H - 22), PLACEHOLDER),
      rect('band', box(2.5, H - 17, W - 5, 14.5), { fill: gold(90) }),
      ...nameTexts(4, H - 16.5, W - 8, GOLD_DARK, GOLD_DARK),
      ...numbers,
    ];
  },
};

/** Round number badges in the bottom-right corner, over the name band. */
function roundBadges(input: DesignInput, y: number): TemplateNode[] {
  if (!hasNumber(input.layout)) return [];
  const W = input.width;
  const badge = (id: string, x: number, symbol: 'sticker-number' | 'sticker-nextnumber'): TemplateNode[] => [
    rect(`${id}-badge`, box(x, y, 9, 9), {
      fill: 3,
      borderRadius: 4.5,
      stroke: 1,
      strokeWidth: TEMPLATE_STROKE,
    }),
    text(id, box(x - 1, y + 2.4, 11, 4.5), symbol, { size: 7, color: WHITE, role: 'title', bold: true }),
  ];
  return input.double
    ? [...badge('number', W - 22, 'sticker-number'), ...badge('nextnumber', W - 11.5, 'sticker-nextnumber')]
    : badge('number', W - 11.5, 'sticker-number');
}

const accentedDesign: Design = {
  height: 70,
  parts(input) {
    const { width: W, height: H, layout, double } = input;
    const numberSpace = hasNumber(layout) ? (double ? 24 : 13) : 0;
    const frame = rect('frame', box(0, 0, W, H), { fill: 1, stroke: 2, strokeWidth: TEMPLATE_STROKE });
    const stripe = rect('stripe', box(0, 0, 4, H), { fill: 3 });
    if (layout === 'full') {
      return [
        frame,
        imageArea(box(0, 0, W, H), PLACEHOLDER),
        rect('stripe', box(0, 0, 4, H), { fill: 3, fillOpacity: 0.9 }),
        rect('band', box(4, H - 16, W - 4, 16), { fill: 1, fillOpacity: 0.85 }),
        rect('accent', box(4, H - 16, W - 4, 1), { fill: 4 }),
        ...nameTexts(6, H - 14.5, W - 8 - numberSpace, INK, MUTED, 'left'),
        ...roundBadges(input, H - 13.5),
      ];
    }
    if (layout === 'textless') {
      return [
        frame,
        stripe,
        imageArea(box(6, 2, W - 8, H - 4), PLACEHOLDER),
        ...roundBadges(input, H - 13.5),
      ];
    }
    return [
      frame,
      stripe,
      imageArea(box(6, 2, W - 8, H - 18), PLACEHOLDER),
      rect('accent', box(6, H - 15.5, W - 8, 1), { fill: 4 }),
      ...nameTexts(6, H - 14.5, W - 8 - numberSpace, INK, MUTED, 'left'),
      ...roundBadges(input, H - 13.5),
    ];
  },
};

const themedDesign: Design = {
  height: 80,
  parts(input) {
    const { width: W, height: H, layout, double } = input;
    const overlay = layout === 'full' ? 0.85 : undefined;
    const parts: TemplateNode[] = [
      rect('frame', box(0, 0, W, H), { fill: 2, stroke: 2, strokeWidth: TEMPLATE_STROKE }),
    ];
    const imageBox =
      layout === 'full'
        ? box(0, 0, W, H)
        : layout === 'textless'
          ? box(2.5, 12.2, W - 5, H - 14.7)
          : box(2.5, 12.2, W - 5, H - 29);
    parts.push(imageArea(imageBox, PLACEHOLDER));
    parts.push(rect('header', box(0, 0, W, 11), { fill: 2, fillOpacity: overlay }));
    parts.push(rect('accent', box(0, 11, W, 1.2), { fill: 4 }));
    if (hasNumber(layout)) {
      parts.push(
        text('number', box(3, 2.5, 14, 6.5), 'sticker-number', {
          size: 11,
          color: WHITE,
          role: 'title',
          bold: true,
          align: 'left',
        }),
      );
      if (double) {
        parts.push(
          text('nextnumber', box(W - 17, 2.5, 14, 6.5), 'sticker-nextnumber', {
            size: 11,
            color: WHITE,
            role: 'title',
            bold: true,
            align: 'right',
          }),
        );
      }
    }
    if (hasText(layout)) {
      // The position sits in the header, beside the number(s); the name gets the footer band to itself.
      const left = hasNumber(layout) ? 17 : 3;
      const right = hasNumber(layout) && double ? 17 : 3;
      parts.push(
        text('position', box(left, 3.5, W - left - right, 4.5), 'sticker-position', {
          size: 6.5,
          color: WHITE,
          role: 'sub_title',
          align: hasNumber(layout) ? 'right' : 'center',
          uppercase: true,
        }),
        rect('footer', box(0, H - 16, W, 16), { fill: 3, fillOpacity: overlay }),
        text('name', box(2, H - 12, W - 4, 7), 'sticker-name', {
          size: 11,
          color: WHITE,
          role: 'title',
          bold: true,
          uppercase: true,
        }),
      );
    }
    return parts;
  },
};

/** A square turned 45° around a top corner: the sticker's clip leaves a triangle in the corner. */
function corner(id: string, cx: number, fillIndex: number): TemplateNode {
  return rect(id, box(cx - 11, -11, 22, 22), {
    fill: fillIndex,
    stroke: 1,
    strokeWidth: TEMPLATE_STROKE,
    rotation: 45,
  });
}

const triangleDesign: Design = {
  height: 70,
  parts(input) {
    const { width: W, height: H, layout, double } = input;
    const parts: TemplateNode[] = [
      rect('frame', box(0, 0, W, H), { fill: 1, stroke: 2, strokeWidth: TEMPLATE_STROKE }),
    ];
    const overlay = layout === 'full' ? 0.8 : undefined;
    parts.push(
      imageArea(
        layout === 'default' || layout === 'numberless' ? box(0, 0, W, H - 15) : box(0, 0, W, H),
        PLACEHOLDER,
      ),
    );
    if (hasText(layout)) {
      parts.push(rect('band', box(0, H - 15, W, 15), { fill: 2, fillOpacity: overlay }));
      parts.push(...nameTexts(3, H - 14.5, W - 6, WHITE, WHITE));
    }
    if (hasNumber(layout)) {
      // The number runs along the corner's diagonal, centred on the visible triangle.
      parts.push(
        corner('corner', 0, 3),
        text('number', box(-0.8, 2.7, 12, 5), 'sticker-number', {
          size: 7.5,
          color: WHITE,
          role: 'title',
          bold: true,
          rotation: -45,
        }),
      );
      if (double) {
        parts.push(
          corner('nextcorner', W, 3),
          text('nextnumber', box(W - 11.2, 2.7, 12, 5), 'sticker-nextnumber', {
            size: 7.5,
            color: WHITE,
            role: 'title',
            bold: true,
            rotation: 45,
          }),
        );
      }
    }
    parts.push(rect('outline', box(0, 0, W, H), { fill: null, stroke: 2, strokeWidth: TEMPLATE_STROKE }));
    return parts;
  },
};

const tiltedDesign: Design = {
  height: 70,
  parts(input) {
    const { width: W, height: H, layout, double } = input;
    // A photo print lying slightly askew on a coloured card; doubles tilt less so the wide print stays inside.
    const tilt = double ? -2.5 : -4;
    const fw = W - 8;
    const fh = H - 8;
    const inner: TemplateNode[] = [
      rect('paper', box(0, 0, fw, fh), { fill: 1, stroke: '#ced4da', strokeWidth: TEMPLATE_STROKE }),
    ];
    if (layout === 'full' || layout === 'textless') {
      inner.push(imageArea(box(2, 2, fw - 4, fh - 4), PLACEHOLDER));
      if (layout === 'full') {
        inner.push(rect('band', box(2, fh - 15, fw - 4, 13), { fill: 1, fillOpacity: 0.85 }));
        inner.push(...nameTexts(3, fh - 15, fw - 6, INK, MUTED));
      }
    } else {
      inner.push(imageArea(box(2.5, 2.5, fw - 5, fh - 19), PLACEHOLDER));
      inner.push(...nameTexts(2.5, fh - 15.5, fw - 5, INK, MUTED));
    }
    const parts: TemplateNode[] = [
      rect('card', box(0, 0, W, H), { fill: 3, stroke: 2, strokeWidth: TEMPLATE_STROKE }),
      group('frame', box(4, 4, fw, fh), inner, tilt),
    ];
    if (hasNumber(layout)) {
      const tag = (
        id: string,
        x: number,
        symbol: 'sticker-number' | 'sticker-nextnumber',
      ): TemplateNode[] => [
        rect(`${id}-badge`, box(x, 2, 12, 7), { fill: 2, borderRadius: 1.2, rotation: 6 }),
        text(id, box(x, 3.2, 12, 4.6), symbol, {
          size: 8,
          color: WHITE,
          role: 'title',
          bold: true,
          rotation: 6,
        }),
      ];
      parts.push(...tag('number', double ? W - 29 : W - 15, 'sticker-number'));
      if (double) parts.push(...tag('nextnumber', W - 15, 'sticker-nextnumber'));
    }
    return parts;
  },
};

/** Every built-in design by template id. */
export const DESIGNS: Readonly<Record<StickerTemplateId, Design>> = {
  default: defaultDesign,
  gold: goldDesign,
  accented: accentedDesign,
  themed: themedDesign,
  triangle: triangleDesign,
  tilted: tiltedDesign,
};
