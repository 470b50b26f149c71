/**
 * A small vocabulary for writing album content by hand: shapes, texts, sticker cells and photo frames in
 * millimetres of the page, with deterministic ids so that seeded blueprints stay identical from run to run.
 * Fills are palette indexes where the design should follow the album's colours (index 2 onward), so a colour
 * preset restyles a blueprint; 0 is black and 1 white.
 */
import {
  DEFAULT_CROP,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  SPREAD_ID_PREFIX,
  type AutoTextSymbol,
  type Fill,
  type FontRole,
  type InlineStyleRange,
  type NestedNode,
  type NestedWorkspace,
  type TextAlign,
} from '@album/editor-core';

export { PAGE_HEIGHT, PAGE_WIDTH };
export type Node = NestedNode;

/** Sticker cell size of a single sticker (the sticker templates' unit space). */
export const CELL = { width: 50, height: 70 } as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Paint {
  fill?: Fill;
  fillOpacity?: number;
  stroke?: string | number | null;
  strokeWidth?: number;
  opacity?: number;
  rotation?: number;
  borderRadius?: number;
  alwaysOnTop?: boolean;
  locked?: boolean;
}

export interface TextOptions {
  /** Point size. */
  size: number;
  role?: FontRole;
  color?: string;
  align?: TextAlign;
  bold?: boolean;
  italic?: boolean;
  uppercase?: boolean;
  letterSpacing?: number;
  lineHeight?: number;
  symbol?: AutoTextSymbol;
  rotation?: number;
  fill?: Fill;
}

/** Makes nodes with ids `${key}-1`, `${key}-2`, ... */
export class Builder {
  #n = 0;
  constructor(readonly key: string) {}

  id(prefix = ''): string {
    return `${prefix}${this.key}-${++this.#n}`;
  }

  private base(box: Box, paint: Paint = {}) {
    const { rotation = 0, ...rest } = paint;
    return { id: this.id(), ...box, rotation, scale: 1, ...rest };
  }

  rect(box: Box, paint: Paint): Node {
    return { type: 'Rectangle', props: this.base(box, paint) };
  }

  circle(box: Box, paint: Paint): Node {
    return { type: 'Circle', props: this.base(box, paint) };
  }

  /** A line from (x, y) to (x + dx, y + dy). */
  line(
    x: number,
    y: number,
    dx: number,
    dy: number,
    stroke: string | number,
    strokeWidth: number,
    opacity?: number,
  ): Node {
    return {
      type: 'Line',
      props: {
        ...this.base({ x, y, width: dx, height: dy }),
        stroke,
        strokeWidth,
        ...(opacity !== undefined ? { opacity } : {}),
      },
    };
  }

  group(children: Node[], box: Box, paint: Paint = {}): Node {
    return { type: 'Group', props: this.base(box, paint), children };
  }

  text(box: Box, content: string, options: TextOptions): Node {
    const styles = (length: number): InlineStyleRange[] => {
      const list: InlineStyleRange['style'][] = [`SIZE-${options.size}`];
      if (options.bold) list.push('BOLD');
      if (options.italic) list.push('ITALIC');
      if (options.uppercase) list.push('UPPERCASE');
      if (options.color) list.push(`COLOR-${options.color}` as InlineStyleRange['style']);
      if (options.letterSpacing !== undefined) list.push(`LETTERSPACING-${options.letterSpacing}`);
      if (options.lineHeight !== undefined) list.push(`LINEHEIGHT-${options.lineHeight}`);
      return list.map((style) => ({ offset: 0, length, style }));
    };
    const blocks = content.split('\n').map((line, i) => ({
      key: `${this.key}b${this.#n + 1}x${i}`,
      text: line,
      inlineStyleRanges: styles(line.length),
      data: { textAlign: options.align ?? 'left' },
    }));
    return {
      type: 'Text',
      props: {
        ...this.base(box, {
          ...(options.rotation !== undefined ? { rotation: options.rotation } : {}),
          ...(options.fill !== undefined ? { fill: options.fill } : {}),
        }),
        text: { blocks },
        fontRole: options.role ?? 'paragraph',
        ...(options.symbol ? { symbol: options.symbol } : {}),
      },
    };
  }

  /** An empty sticker cell (50 × 70, or 100 × 70 for a double sticker). */
  cell(x: number, y: number, double = false): Node {
    return {
      type: 'StickerCell',
      props: {
        ...this.base({ x, y, width: double ? 2 * CELL.width : CELL.width, height: CELL.height }),
        ...DEFAULT_CROP,
        stickerId: null,
      },
    };
  }

  /** A photo frame waiting for an image (shown as a placeholder in the editor). */
  photo(box: Box, paint: Paint = {}, image: string | null = null): Node {
    return { type: 'Image', props: { ...this.base(box, paint), ...DEFAULT_CROP, image } };
  }

  spread(children: Node[], fill?: Fill): Node {
    return {
      type: 'Spread',
      props: { id: this.id(SPREAD_ID_PREFIX), ...(fill !== undefined ? { fill } : {}) },
      children,
    };
  }

  section(name: string, spreads: Node[], isStatic = false): Node {
    const id = this.id('section-');
    return {
      type: 'Section',
      props: { id, name, ...(isStatic ? { static: true } : {}) },
      children: spreads.map((spread) => ({ ...spread, props: { ...spread.props, sectionId: id } }) as Node),
    };
  }

  root(sections: Node[]): NestedWorkspace {
    return { type: 'Root', props: { id: this.id('root-') }, children: sections } as NestedWorkspace;
  }
}

/** Left edge of page `side` (0 left, 1 right) of a double spread. */
export function pageX(side: 0 | 1): number {
  return side * PAGE_WIDTH;
}

/**
 * Cells in a grid centred on a page: `columns` × `rows` single cells with the given gaps, top at `top`.
 */
export function cellGrid(
  b: Builder,
  left: number,
  top: number,
  columns: number,
  rows: number,
  gap = { x: 14, y: 12 },
): Node[] {
  const width = columns * CELL.width + (columns - 1) * gap.x;
  const x0 = left + (PAGE_WIDTH - width) / 2;
  const out: Node[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      out.push(b.cell(x0 + c * (CELL.width + gap.x), top + r * (CELL.height + gap.y)));
    }
  }
  return out;
}
