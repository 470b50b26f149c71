/**
 * A deterministic album generator for benchmarks and load tests: any number of spreads, elements and stickers,
 * the same album for the same options. Every generated album is valid (`fromNested` accepts it).
 */
import { CONTENT_SCHEMA_VERSION } from '../migrations/registry';
import { PAGE_HEIGHT, PAGE_WIDTH } from '../constants';
import { DEFAULT_COLORS, DEFAULT_FONTS } from '../model/defaults';
import type {
  AlbumContent,
  AlbumImage,
  ElementType,
  InlineStyleRange,
  NestedNode,
  Sticker,
} from '../model/types';
import { createRandom } from './random';
import type { Random } from './random';

/** Options of `generateAlbum`. */
export interface GenerateAlbumOptions {
  /** Number of spreads (at least 1). Default 100. */
  spreads?: number;
  /** Number of element nodes, group children included. Default 5,000. */
  elements?: number;
  /** Number of stickers. Default 1,000. */
  stickers?: number;
  /** Spreads per section. Default 10. */
  spreadsPerSection?: number;
  /** Seed of the generator. Default 1. */
  seed?: number;
}

const NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Ela',
  'Finn',
  'Greta',
  'Hugo',
  'Ida',
  'Jonas',
  'Kira',
  'Lukas',
];
const POSITIONS = ['Goalkeeper', 'Defender', 'Midfield', 'Forward', 'Coach', 'Captain'];
const WORDS = [
  'summer',
  'team',
  'season',
  'friends',
  'match',
  'trophy',
  'memories',
  'together',
  'album',
  'stickers',
];

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

interface Context {
  random: Random;
  counter: number;
  imageIds: string[];
  stickerQueue: string[];
}

function nextId(ctx: Context, prefix: string): string {
  ctx.counter += 1;
  return `${prefix}${ctx.counter}`;
}

function base(ctx: Context, prefix: string, spreadWidth: number) {
  const r = ctx.random;
  const width = round(r.range(20, 120));
  const height = round(r.range(15, 120));
  return {
    id: nextId(ctx, prefix),
    x: round(r.range(0, Math.max(1, spreadWidth - width))),
    y: round(r.range(0, PAGE_HEIGHT - height)),
    width,
    height,
    rotation: r.chance(0.2) ? r.pick([-15, -5, 5, 10, 90]) : 0,
    scale: 1,
  };
}

function leaf(ctx: Context, type: Exclude<ElementType, 'Group'>, spreadWidth: number): NestedNode {
  const r = ctx.random;
  const props = base(ctx, 'e', spreadWidth);
  switch (type) {
    case 'Rectangle':
    case 'Circle':
      return {
        type,
        props: {
          ...props,
          fill: r.chance(0.3)
            ? { type: 'linear', direction: r.pick([0, 45, 90, 135] as const), colors: [2, '#ffffff'] }
            : r.int(2, DEFAULT_COLORS.length - 1),
          ...(r.chance(0.3) ? { stroke: 0, strokeWidth: 0.5 } : {}),
          ...(type === 'Rectangle' && r.chance(0.3) ? { borderRadius: 4 } : {}),
        },
      };
    case 'Line':
      return { type, props: { ...props, height: 0, stroke: r.int(0, 3), strokeWidth: 1 } };
    case 'Image':
      return {
        type,
        props: {
          ...props,
          image: ctx.imageIds.length > 0 ? r.pick(ctx.imageIds) : null,
          cx: 0.5,
          cy: 0.5,
          cscale: round(r.range(1, 2)),
          crotation: 0,
          ...(r.chance(0.2) ? { grayscale: true } : {}),
        },
      };
    case 'StickerCell':
    case 'Sticker':
      return {
        type: 'StickerCell',
        props: {
          ...props,
          width: 50,
          height: 70,
          cx: 0.5,
          cy: 0.5,
          cscale: 1,
          crotation: 0,
          stickerId: ctx.stickerQueue.pop() ?? null,
        },
      };
    case 'Text': {
      const text = Array.from({ length: r.int(1, 6) }, () => r.pick(WORDS)).join(' ');
      const styles: InlineStyleRange[] = [
        { offset: 0, length: text.length, style: `SIZE-${r.pick([10, 12, 16, 24])}` },
      ];
      if (r.chance(0.3)) styles.push({ offset: 0, length: Math.min(4, text.length), style: 'BOLD' });
      return {
        type,
        props: { ...props, text: { blocks: [{ key: `k${ctx.counter}`, text, inlineStyleRanges: styles }] } },
      };
    }
    case 'Comment':
      return { type, props: { ...props, width: 10, height: 10, text: r.pick(WORDS), userId: 'user-1' } };
  }
}

const KINDS: ReadonlyArray<Exclude<ElementType, 'Group' | 'Sticker'>> = [
  'Rectangle',
  'Rectangle',
  'Circle',
  'Line',
  'Image',
  'Image',
  'Text',
  'Text',
  'StickerCell',
  'StickerCell',
  'Comment',
];

/** Elements of one spread: about one in ten slots is a group of 2-3 children. */
function spreadChildren(ctx: Context, count: number, spreadWidth: number): NestedNode[] {
  const out: NestedNode[] = [];
  let left = count;
  while (left > 0) {
    if (left >= 3 && ctx.random.chance(0.1)) {
      const size = Math.min(left - 1, ctx.random.int(2, 3));
      const group = base(ctx, 'g', spreadWidth);
      const children = Array.from({ length: size }, () =>
        leaf(ctx, ctx.random.pick(KINDS.filter((k) => k !== 'Comment')), group.width),
      );
      out.push({ type: 'Group', props: group, children });
      left -= size + 1;
    } else {
      out.push(leaf(ctx, ctx.random.pick(KINDS), spreadWidth));
      left -= 1;
    }
  }
  return out;
}

/**
 * A valid nested album of the given size, the same for the same options: sections of `spreadsPerSection` spreads,
 * elements spread evenly over the spreads (shapes, lines, images, texts, sticker cells, comments, groups),
 * stickers spread over the sections and placed in sticker cells until the cells run out, one image per ten
 * elements plus one per sticker. Ids are readable (`sec1`, `ManualPage-2`, `e3`, `s4`, `img5`).
 */
export function generateAlbum(options: GenerateAlbumOptions = {}): AlbumContent {
  const spreadCount = Math.max(1, options.spreads ?? 100);
  const elementCount = Math.max(0, options.elements ?? 5000);
  const stickerCount = Math.max(0, options.stickers ?? 1000);
  const perSection = Math.max(1, options.spreadsPerSection ?? 10);
  const random = createRandom(options.seed ?? 1);
  const ctx: Context = { random, counter: 0, imageIds: [], stickerQueue: [] };

  const images: AlbumImage[] = [];
  const addImage = (model: AlbumImage['model']): string => {
    const id = nextId(ctx, 'img');
    const width = random.int(800, 4000);
    images.push({
      id,
      model,
      blob: {
        full: `${id}-full.jpg`,
        large: `${id}-large.jpg`,
        medium: `${id}-medium.jpg`,
        small: `${id}-small.jpg`,
      },
      details: { width, height: Math.round(width * 0.75) },
    });
    return id;
  };
  for (let i = 0; i < Math.ceil(elementCount / 10); i++) ctx.imageIds.push(addImage('image'));

  const sectionCount = Math.ceil(spreadCount / perSection);
  const sectionIds = Array.from({ length: sectionCount }, (_, i) => `sec${i + 1}`);
  const stickers: Sticker[] = [];
  for (let i = 0; i < stickerCount; i++) {
    const id = nextId(ctx, 's');
    const doubleSticker = random.chance(0.05);
    stickers.push({
      id,
      name: doubleSticker ? '' : `${random.pick(NAMES)} ${random.pick(NAMES)}`,
      position: random.pick(POSITIONS),
      doubleSticker,
      image: addImage('sticker'),
      sectionId: sectionIds[Math.floor((i * sectionCount) / Math.max(1, stickerCount))]!,
      stickerLayout: 'default',
      cellLayout: 'default',
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      cx: 0.5,
      cy: 0.5,
      cscale: 1,
      crotation: 0,
    });
  }
  ctx.stickerQueue = stickers.map((s) => s.id).reverse();

  const sections: NestedNode[] = sectionIds.map((id, i) => ({
    type: 'Section',
    props: { id, name: `Section ${i + 1}` },
    children: [],
  }));
  for (let s = 0; s < spreadCount; s++) {
    const section = sections[Math.floor(s / perSection)]!;
    const spreadWidth = s === 0 || s === spreadCount - 1 ? PAGE_WIDTH : PAGE_WIDTH * 2;
    const count =
      Math.floor(((s + 1) * elementCount) / spreadCount) - Math.floor((s * elementCount) / spreadCount);
    section.children!.push({
      type: 'Spread',
      props: { id: `ManualPage-${s + 1}`, sectionId: section.props.id },
      children: spreadChildren(ctx, count, spreadWidth),
    });
  }

  return {
    schemaVersion: CONTENT_SCHEMA_VERSION,
    workspace: { type: 'Root', props: { id: 'root' }, children: sections },
    stickers,
    images,
    colors: [...DEFAULT_COLORS],
    fonts: { ...DEFAULT_FONTS },
    stickerTemplateId: 'default',
    stickerTemplateSettings: { id: 'default', blank_enabled: false },
  };
}
