/**
 * fast-check arbitraries of albums: valid nested albums covering every node kind and prop (rich text with every
 * inline style, gradients, image filters, blends, flips, automatic text, sticker cells, comments, nested groups),
 * their normalised documents, and broken albums (valid albums with one invalidating mutation).
 */
import fc from 'fast-check';
import { CONTENT_SCHEMA_VERSION } from '../migrations/registry';
import { DEFAULT_COLORS } from '../model/defaults';
import { fromNested } from '../model/nested';
import { AUTO_TEXT_SYMBOLS, BLEND_MODES, FONT_ROLES } from '../model/schemas';
import type {
  AlbumContent,
  AlbumDocument,
  AlbumImage,
  Fill,
  ImageFilter,
  InlineStyle,
  InlineStyleRange,
  LinearGradient,
  NestedNode,
  RichText,
  Sticker,
} from '../model/types';

/** `fc.record` with optional keys, always with a normal prototype (like parsed JSON). */
function rec<T extends object>(
  model: { [K in keyof T]: fc.Arbitrary<T[K]> },
  requiredKeys: Array<keyof T>,
): fc.Arbitrary<Partial<T>> {
  return fc.record(model, { requiredKeys, noNullPrototype: true }) as fc.Arbitrary<Partial<T>>;
}

const num = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

/** `#rrggbb` in lower case. */
export const arbColor = (): fc.Arbitrary<string> =>
  fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

const arbPaletteIndex = fc.integer({ min: 0, max: 12 });

/** A linear gradient in one of the four directions with 2-4 stops. */
export const arbGradient = (): fc.Arbitrary<LinearGradient> =>
  fc.record(
    {
      type: fc.constant('linear' as const),
      direction: fc.constantFrom(0 as const, 45 as const, 90 as const, 135 as const),
      colors: fc.array(fc.oneof(arbColor(), arbPaletteIndex), { minLength: 2, maxLength: 4 }),
    },
    { noNullPrototype: true },
  );

const arbFill: fc.Arbitrary<Fill> = fc.oneof(arbPaletteIndex, arbColor(), arbGradient(), fc.constant(null));
const arbStroke = fc.oneof(arbPaletteIndex, arbColor(), fc.constant('none'), fc.constant(null));

const FONT_FAMILIES = ['Roboto', 'Oswald', 'Open Sans', 'Playfair Display', 'Lobster'];

/** Every kind of inline style, parametrised ones with varied values. */
export const arbInlineStyle = (): fc.Arbitrary<InlineStyle> =>
  fc.oneof(
    fc.constantFrom<InlineStyle>('BOLD', 'ITALIC', 'UPPERCASE', 'AUTOSIZE'),
    fc.constantFrom(...FONT_FAMILIES).map((f): InlineStyle => `FONT-${f}`),
    fc.constantFrom(4, 8, 10.5, 12, 24, 72).map((s): InlineStyle => `SIZE-${s}`),
    fc.constantFrom(100, 120, 150, 200).map((s): InlineStyle => `LINEHEIGHT-${s}`),
    arbColor().map((c): InlineStyle => `COLOR-${c}` as InlineStyle),
    fc.constantFrom(-0.5, 0, 0.2, 1, 2.5).map((s): InlineStyle => `LETTERSPACING-${s}`),
  );

const arbBlockBody = fc.string({ maxLength: 40 }).chain((text) =>
  fc.record(
    {
      text: fc.constant(text),
      inlineStyleRanges: fc.array(
        fc
          .record({
            a: fc.nat({ max: text.length }),
            b: fc.nat({ max: text.length }),
            style: arbInlineStyle(),
          })
          .map(({ a, b, style }): InlineStyleRange => ({
            offset: Math.min(a, b),
            length: Math.abs(a - b),
            style,
          })),
        { maxLength: 5 },
      ),
      data: fc.option(
        rec<{ textAlign: 'left' | 'center' | 'right' | 'justify' }>(
          { textAlign: fc.constantFrom('left', 'center', 'right', 'justify') },
          [],
        ),
        { nil: undefined },
      ),
    },
    { requiredKeys: ['text', 'inlineStyleRanges'], noNullPrototype: true },
  ),
);

/** A rich-text document of 1-4 blocks with unique keys. */
export const arbRichText = (): fc.Arbitrary<RichText> =>
  fc.array(arbBlockBody, { minLength: 1, maxLength: 4 }).map((blocks) => ({
    blocks: blocks.map((b, i) => {
      const block = { key: `b${i}`, text: b.text!, inlineStyleRanges: b.inlineStyleRanges! };
      return b.data === undefined ? block : { ...block, data: b.data };
    }),
  }));

const arbRange = rec<{ min: number; mid: number; max: number }>(
  { min: num(-1, 1), mid: num(-1, 1), max: num(-1, 1) },
  ['min', 'mid', 'max'],
);

/** An image colour filter with any subset of its parts. */
export const arbFilter = (): fc.Arbitrary<ImageFilter> =>
  rec<Required<ImageFilter>>(
    {
      con: arbRange as fc.Arbitrary<Required<ImageFilter>['con']>,
      rgb: arbRange as fc.Arbitrary<Required<ImageFilter>['rgb']>,
      red: arbRange as fc.Arbitrary<Required<ImageFilter>['red']>,
      green: arbRange as fc.Arbitrary<Required<ImageFilter>['green']>,
      blue: arbRange as fc.Arbitrary<Required<ImageFilter>['blue']>,
      hue: num(-180, 180),
      sat: num(-1, 1),
      tone: fc.record(
        { tone_red: num(-1, 1), tone_green: num(-1, 1), tone_blue: num(-1, 1) },
        { noNullPrototype: true },
      ),
    },
    [],
  );

const commonOptional = {
  fill: arbFill,
  fillOpacity: num(0, 1),
  stroke: arbStroke,
  strokeWidth: num(0, 100),
  opacity: num(0, 1),
  borderRadius: num(0, 50),
  locked: fc.boolean(),
  alwaysOnTop: fc.boolean(),
  label: fc.string({ maxLength: 10 }),
};

const geometry = {
  x: num(-500, 1000),
  y: num(-500, 1000),
  width: num(0, 500),
  height: num(0, 500),
  rotation: num(-360, 360),
  scale: num(0.05, 10),
};

const crop = { cx: num(0, 1), cy: num(0, 1), cscale: num(0.0001, 9), crotation: num(-180, 180) };

const REQUIRED_GEOMETRY = ['x', 'y', 'width', 'height', 'rotation', 'scale'] as const;

/** Element props without `id` (ids are assigned afterwards so they are unique). */
type Draft = { type: string; props: Record<string, unknown>; children?: Draft[]; link?: boolean };

function draft(type: string, props: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Draft> {
  return props.map((p) => ({ type, props: p }));
}

const arbShape = (type: 'Rectangle' | 'Circle') =>
  draft(
    type,
    rec({ ...geometry, ...commonOptional }, [...REQUIRED_GEOMETRY]) as fc.Arbitrary<Record<string, unknown>>,
  );

const arbLine = draft(
  'Line',
  rec({ ...geometry, width: num(-300, 300), height: num(-300, 300), ...commonOptional }, [
    ...REQUIRED_GEOMETRY,
  ]) as fc.Arbitrary<Record<string, unknown>>,
);

const arbImage = (imageCount: number) =>
  draft(
    'Image',
    rec(
      {
        ...geometry,
        ...commonOptional,
        ...crop,
        image:
          imageCount > 0
            ? fc.option(fc.nat({ max: imageCount - 1 }).map((i) => `img${i}`))
            : fc.constant(null),
        pexelsId: fc.option(fc.nat({ max: 10_000_000 })),
        flip: fc.constantFrom('none', 'horizontal', 'vertical', 'both'),
        filter: fc.option(arbFilter()),
        blend: fc.constantFrom(...BLEND_MODES),
        grayscale: fc.boolean(),
        gradientMap: fc.option(fc.array(arbColor(), { minLength: 2, maxLength: 4 })),
        gradientMapIntensity: num(0, 1),
      },
      [...REQUIRED_GEOMETRY, 'cx', 'cy', 'cscale', 'crotation', 'image'],
    ) as fc.Arbitrary<Record<string, unknown>>,
  );

const arbCell = (type: 'StickerCell' | 'Sticker') =>
  fc
    .tuple(
      rec({ ...geometry, ...commonOptional, ...crop }, [
        ...REQUIRED_GEOMETRY,
        'cx',
        'cy',
        'cscale',
        'crotation',
      ]) as fc.Arbitrary<Record<string, unknown>>,
      fc.boolean(),
    )
    .map(([props, link]): Draft => ({ type, props, link }));

const arbText = draft(
  'Text',
  rec(
    {
      ...geometry,
      ...commonOptional,
      text: arbRichText(),
      symbol: fc.option(fc.constantFrom(...AUTO_TEXT_SYMBOLS)),
      fontRole: fc.constantFrom(...FONT_ROLES),
    },
    [...REQUIRED_GEOMETRY, 'text'],
  ) as fc.Arbitrary<Record<string, unknown>>,
);

const arbComment = draft(
  'Comment',
  rec(
    {
      ...geometry,
      ...commonOptional,
      text: fc.string({ maxLength: 30 }),
      userId: fc.constantFrom('user-1', 'user-2'),
      createdAt: fc.constant('2026-03-01T10:00:00.000Z'),
    },
    [...REQUIRED_GEOMETRY, 'text', 'userId'],
  ) as fc.Arbitrary<Record<string, unknown>>,
);

function arbLeaf(imageCount: number): fc.Arbitrary<Draft> {
  return fc.oneof(
    arbShape('Rectangle'),
    arbShape('Circle'),
    arbLine,
    arbImage(imageCount),
    arbCell('StickerCell'),
    arbCell('Sticker'),
    arbText,
    arbComment,
  );
}

function arbElement(imageCount: number, depth: number): fc.Arbitrary<Draft> {
  if (depth <= 0) return arbLeaf(imageCount);
  const group = fc
    .tuple(
      rec({ ...geometry, ...commonOptional }, [...REQUIRED_GEOMETRY]) as fc.Arbitrary<
        Record<string, unknown>
      >,
      fc.array(arbElement(imageCount, depth - 1), { minLength: 1, maxLength: 3 }),
    )
    .map(([props, children]): Draft => ({ type: 'Group', props, children }));
  return fc.oneof({ weight: 4, arbitrary: arbLeaf(imageCount) }, { weight: 1, arbitrary: group });
}

const arbStickerBody = rec<Omit<Sticker, 'id' | 'sectionId' | 'image'> & { section: number; image: boolean }>(
  {
    name: fc.string({ maxLength: 30 }),
    position: fc.string({ maxLength: 30 }),
    doubleSticker: fc.boolean(),
    image: fc.boolean(),
    section: fc.nat(),
    stickerLayout: fc.constantFrom('default', 'full', 'textless', 'numberless'),
    cellLayout: fc.constantFrom('default', 'full', 'textless', 'numberless'),
    number: fc.option(fc.nat({ max: 999 })),
    createdAt: fc.constant('2026-01-01T00:00:00.000Z'),
    ...crop,
  },
  [
    'name',
    'position',
    'doubleSticker',
    'image',
    'section',
    'stickerLayout',
    'cellLayout',
    'createdAt',
    'cx',
    'cy',
    'cscale',
    'crotation',
  ],
);

const arbImageBody = rec<Omit<AlbumImage, 'id'>>(
  {
    model: fc.constantFrom('sticker', 'image'),
    blob: rec<AlbumImage['blob']>(
      {
        full: fc.constant('full.jpg'),
        large: fc.constant('large.jpg'),
        medium: fc.constant('medium.jpg'),
        small: fc.constant('small.jpg'),
        original: fc.constant('original.png'),
        filename: fc.constant('photo.png'),
      },
      [],
    ) as fc.Arbitrary<AlbumImage['blob']>,
    details: rec<AlbumImage['details']>(
      {
        width: fc.integer({ min: 1, max: 8000 }),
        height: fc.integer({ min: 1, max: 8000 }),
        face: fc.option(
          fc.record(
            { x: num(0, 100), y: num(0, 100), width: num(0, 100), height: num(0, 100) },
            { noNullPrototype: true },
          ),
        ),
      },
      ['width', 'height'],
    ) as fc.Arbitrary<AlbumImage['details']>,
    meta: fc.record({ source: fc.constantFrom('upload', 'pexels'), n: fc.nat() }, { noNullPrototype: true }),
    tags: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
    blueprint_image: fc.boolean(),
  },
  ['model', 'blob', 'details'],
);

/** Options of the album arbitraries. */
export interface ArbAlbumOptions {
  /** Maximum sections (at least 1 is made). Default 3. */
  maxSections?: number;
  /** Maximum spreads per section. Default 3. */
  maxSpreads?: number;
  /** Maximum elements per spread. Default 6. */
  maxElements?: number;
  /** Group nesting depth. Default 2. */
  groupDepth?: number;
}

/**
 * Valid nested albums (`AlbumContent`): `fromNested` accepts every one and `toNested(fromNested(x))` equals it.
 * Ids are unique per album and start with a random prefix, so albums of one run do not share ids.
 */
export function arbNestedAlbum(options: ArbAlbumOptions = {}): fc.Arbitrary<AlbumContent> {
  const { maxSections = 3, maxSpreads = 3, maxElements = 6, groupDepth = 2 } = options;
  return fc.nat({ max: 4 }).chain((imageCount) =>
    fc
      .record(
        {
          prefix: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,5}$/),
          sections: fc.array(
            fc.record(
              {
                name: fc.string({ maxLength: 50 }),
                static: fc.option(fc.boolean(), { nil: undefined }),
                spreads: fc.array(
                  fc.record(
                    {
                      fill: fc.option(arbFill, { nil: undefined }),
                      label: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
                      elements: fc.array(arbElement(imageCount, groupDepth), { maxLength: maxElements }),
                    },
                    { noNullPrototype: true },
                  ),
                  { maxLength: maxSpreads },
                ),
              },
              { noNullPrototype: true },
            ),
            { minLength: 1, maxLength: maxSections },
          ),
          stickers: fc.array(arbStickerBody, { maxLength: 8 }),
          images: fc.array(arbImageBody, { minLength: imageCount, maxLength: imageCount }),
          colors: fc.array(arbColor(), { maxLength: 6 }),
          fontsTitle: fc.constantFrom(...FONT_FAMILIES),
          template: fc.constantFrom('default', 'gold', 'accented', 'themed', 'triangle', 'tilted'),
          blank: fc.boolean(),
        },
        { noNullPrototype: true },
      )
      .map((raw) => assemble(raw, imageCount)),
  );
}

interface RawAlbum {
  prefix: string;
  sections: Array<{
    name: string;
    static: boolean | undefined;
    spreads: Array<{ fill: Fill | undefined; label: string | undefined; elements: Draft[] }>;
  }>;
  stickers: Array<Partial<Omit<Sticker, 'id' | 'sectionId' | 'image'> & { section: number; image: boolean }>>;
  images: Array<Partial<Omit<AlbumImage, 'id'>>>;
  colors: string[];
  fontsTitle: string;
  template: string;
  blank: boolean;
}

function assemble(raw: RawAlbum, imageCount: number): AlbumContent {
  let counter = 0;
  const nextId = (kind: string) => `${raw.prefix}-${kind}${++counter}`;
  const sectionIds = raw.sections.map(() => nextId('sec'));
  const stickers: Sticker[] = raw.stickers.map((s) => {
    const { section, image, ...rest } = s;
    const id = nextId('st');
    return {
      ...(rest as Omit<Sticker, 'id' | 'sectionId' | 'image'>),
      id,
      sectionId: sectionIds[section! % sectionIds.length]!,
      image: image && imageCount > 0 ? `img${counter % imageCount}` : null,
    };
  });
  const free = stickers.map((s) => s.id);

  const build = (d: Draft): NestedNode => {
    const props: Record<string, unknown> = { ...d.props, id: nextId('el') };
    if (d.type === 'StickerCell' || d.type === 'Sticker')
      props.stickerId = d.link ? (free.shift() ?? null) : null;
    const node = { type: d.type, props } as unknown as NestedNode;
    if (d.children) node.children = d.children.map(build);
    return node;
  };

  const sections: NestedNode[] = raw.sections.map((section, i) => {
    const props: Record<string, unknown> = { id: sectionIds[i], name: section.name };
    if (section.static !== undefined) props.static = section.static;
    return {
      type: 'Section',
      props,
      children: section.spreads.map((spread): NestedNode => {
        const spreadProps: Record<string, unknown> = { id: nextId('ManualPage-'), sectionId: sectionIds[i] };
        if (spread.fill !== undefined) spreadProps.fill = spread.fill;
        if (spread.label !== undefined) spreadProps.label = spread.label;
        return {
          type: 'Spread',
          props: spreadProps,
          children: spread.elements.map(build),
        } as unknown as NestedNode;
      }),
    } as unknown as NestedNode;
  });

  const images: AlbumImage[] = raw.images.map((img, i) => ({
    ...(img as Omit<AlbumImage, 'id'>),
    id: `img${i}`,
  }));
  return {
    schemaVersion: CONTENT_SCHEMA_VERSION,
    workspace: { type: 'Root', props: { id: nextId('root') }, children: sections },
    stickers,
    images,
    colors: [...DEFAULT_COLORS.slice(0, 2), ...raw.colors],
    fonts: { title: raw.fontsTitle, sub_title: 'Roboto Condensed', paragraph: 'Roboto' },
    stickerTemplateId: raw.template,
    stickerTemplateSettings: { id: raw.template, blank_enabled: raw.blank },
  };
}

/** Normalised documents of valid albums (`fromNested(arbNestedAlbum())`). */
export function arbDocument(options: ArbAlbumOptions = {}): fc.Arbitrary<AlbumDocument> {
  return arbNestedAlbum(options).map((album) => fromNested(album));
}

/** A mutation that makes a valid album invalid, with the name of the rule it breaks. */
export interface AlbumMutation {
  name: string;
  /** Mutates `album` in place; answers false when the album has nothing this mutation applies to. */
  apply(album: AlbumContent, pick: number): boolean;
}

function allNodes(album: AlbumContent): NestedNode[] {
  const out: NestedNode[] = [];
  const stack: NestedNode[] = [album.workspace];
  while (stack.length > 0) {
    const node = stack.pop();
    // Earlier mutations may have left holes (null nodes, missing children) in the tree.
    if (typeof node !== 'object' || node === null) continue;
    out.push(node);
    if (Array.isArray(node.children)) stack.push(...node.children);
  }
  return out;
}

function elementsOf(album: AlbumContent): NestedNode[] {
  return allNodes(album).filter((n) => !['Root', 'Section', 'Spread'].includes(n.type));
}

function nth<T>(items: T[], pick: number): T | undefined {
  return items.length === 0 ? undefined : items[pick % items.length];
}

const setProp = (name: string, prop: string, value: unknown): AlbumMutation => ({
  name,
  apply(album, pick) {
    const el = nth(elementsOf(album), pick);
    if (!el) return false;
    (el.props as unknown as Record<string, unknown>)[prop] = value;
    return true;
  },
});

/** Every mutation `arbBrokenAlbum` draws from; each breaks one rule of validity. */
export const ALBUM_MUTATIONS: readonly AlbumMutation[] = [
  setProp('x not a number', 'x', 'left'),
  setProp('x not finite', 'x', Number.POSITIVE_INFINITY),
  setProp('huge coordinate', 'y', 1e300),
  setProp('negative scale', 'scale', -1),
  setProp('stroke width above 100', 'strokeWidth', 101),
  setProp('opacity above 1', 'opacity', 1.5),
  setProp('radius above 50', 'borderRadius', 51),
  setProp('bad colour', 'fill', '#12345'),
  setProp('gradient with one colour', 'fill', { type: 'linear', direction: 90, colors: ['#000000'] }),
  setProp('gradient direction 30', 'fill', { type: 'linear', direction: 30, colors: ['#000000', '#ffffff'] }),
  setProp('unknown prop', 'bogus', 1),
  setProp('id with slash', 'id', 'a/b'),
  {
    name: 'missing required prop',
    apply(album, pick) {
      const el = nth(elementsOf(album), pick);
      if (!el) return false;
      delete (el.props as unknown as Record<string, unknown>).width;
      return true;
    },
  },
  {
    name: 'crop scale out of range',
    apply(album, pick) {
      const el = nth(
        elementsOf(album).filter(
          (n) => n.type === 'Image' || n.type === 'StickerCell' || n.type === 'Sticker',
        ),
        pick,
      );
      if (!el) return false;
      (el.props as unknown as Record<string, unknown>).cscale = 10;
      return true;
    },
  },
  {
    name: 'unknown inline style',
    apply(album, pick) {
      const text = nth(
        elementsOf(album).filter((n) => n.type === 'Text'),
        pick,
      );
      if (!text) return false;
      const block = (text.props as { text: RichText }).text.blocks[0]!;
      block.inlineStyleRanges.push({ offset: 0, length: 0, style: 'BLINK' as InlineStyle });
      return true;
    },
  },
  {
    name: 'style range past the text',
    apply(album, pick) {
      const text = nth(
        elementsOf(album).filter((n) => n.type === 'Text'),
        pick,
      );
      if (!text) return false;
      const block = (text.props as { text: RichText }).text.blocks[0]!;
      block.inlineStyleRanges.push({ offset: block.text.length, length: 1, style: 'BOLD' });
      return true;
    },
  },
  {
    name: 'duplicate id',
    apply(album, pick) {
      const nodes = allNodes(album);
      if (nodes.length < 2) return false;
      const a = nodes[pick % nodes.length]!;
      const b = nodes[(pick + 1) % nodes.length]!;
      (b.props as { id: string }).id = (a.props as { id: string }).id;
      return true;
    },
  },
  {
    name: 'section under a spread',
    apply(album, pick) {
      const spread = nth(
        allNodes(album).filter((n) => n.type === 'Spread'),
        pick,
      );
      if (!spread?.children) return false;
      spread.children.push({
        type: 'Section',
        props: { id: 'intruder', name: 'x' },
        children: [],
      } as NestedNode);
      return true;
    },
  },
  {
    name: 'element under a section',
    apply(album, pick) {
      const section = nth(album.workspace.children ?? [], pick);
      // An earlier mutation of the same album may have taken the section's children away.
      if (!section?.children) return false;
      section.children.push({
        type: 'Rectangle',
        props: { id: 'intruder', x: 0, y: 0, width: 1, height: 1, rotation: 0, scale: 1 },
      } as NestedNode);
      return true;
    },
  },
  {
    name: 'empty group',
    apply(album, pick) {
      const spread = nth(
        allNodes(album).filter((n) => n.type === 'Spread'),
        pick,
      );
      if (!spread?.children) return false;
      spread.children.push({
        type: 'Group',
        props: { id: 'lonely', x: 0, y: 0, width: 1, height: 1, rotation: 0, scale: 1 },
        children: [],
      } as NestedNode);
      return true;
    },
  },
  {
    name: 'leaf with children',
    apply(album, pick) {
      const leafNode = nth(
        elementsOf(album).filter((n) => n.type !== 'Group'),
        pick,
      );
      if (!leafNode) return false;
      leafNode.children = [];
      return true;
    },
  },
  {
    name: 'container without children',
    apply(album, pick) {
      const section = nth(album.workspace.children ?? [], pick);
      if (!section) return false;
      delete section.children;
      return true;
    },
  },
  {
    name: 'unknown node type',
    apply(album, pick) {
      const el = nth(elementsOf(album), pick);
      if (!el) return false;
      (el as { type: string }).type = 'Hexagon';
      return true;
    },
  },
  {
    name: 'node replaced by null',
    apply(album, pick) {
      const spread = nth(
        allNodes(album).filter((n) => n.type === 'Spread' && (n.children?.length ?? 0) > 0),
        pick,
      );
      if (!spread) return false;
      (spread.children as unknown[])[pick % spread.children!.length] = null;
      return true;
    },
  },
  {
    name: 'workspace is not a Root',
    apply(album) {
      (album.workspace as { type: string }).type = 'Section';
      return true;
    },
  },
  {
    name: 'missing sticker',
    apply(album, pick) {
      const cell = nth(
        elementsOf(album).filter((n) => n.type === 'StickerCell' || n.type === 'Sticker'),
        pick,
      );
      if (!cell) return false;
      (cell.props as { stickerId: string | null }).stickerId = 'no-such-sticker';
      return true;
    },
  },
  {
    name: 'sticker placed twice',
    apply(album, pick) {
      const cells = elementsOf(album).filter((n) => n.type === 'StickerCell' || n.type === 'Sticker');
      const sticker = nth(album.stickers, pick);
      if (cells.length < 2 || !sticker) return false;
      (cells[0]!.props as { stickerId: string | null }).stickerId = sticker.id;
      (cells[1]!.props as { stickerId: string | null }).stickerId = sticker.id;
      return true;
    },
  },
  {
    name: 'sticker in a missing section',
    apply(album, pick) {
      const sticker = nth(album.stickers, pick);
      if (!sticker) return false;
      sticker.sectionId = 'no-such-section';
      return true;
    },
  },
  {
    name: 'sticker without name',
    apply(album, pick) {
      const sticker = nth(album.stickers, pick);
      if (!sticker) return false;
      delete (sticker as Partial<Sticker>).name;
      return true;
    },
  },
  {
    name: 'image with bad model',
    apply(album, pick) {
      const image = nth(album.images, pick);
      if (!image) return false;
      (image as { model: string }).model = 'video';
      return true;
    },
  },
  {
    name: 'only one colour',
    apply(album) {
      album.colors = ['#000000'];
      return true;
    },
  },
  {
    name: 'template id mismatch',
    apply(album) {
      album.stickerTemplateId = `${album.stickerTemplateSettings.id}-other`;
      return true;
    },
  },
  {
    name: 'fonts missing a role',
    apply(album) {
      delete (album.fonts as Partial<AlbumContent['fonts']>).paragraph;
      return true;
    },
  },
  {
    name: 'stickers not a list',
    apply(album) {
      (album as { stickers: unknown }).stickers = {};
      return true;
    },
  },
];

const ALWAYS_APPLICABLE = [
  'workspace is not a Root',
  'only one colour',
  'template id mismatch',
  'fonts missing a role',
  'stickers not a list',
];

/**
 * Invalid albums: a valid album with one or more mutations of `ALBUM_MUTATIONS` applied (mutations that do not
 * apply to the drawn album are skipped; the album-level ones always apply, so at least one rule is broken).
 * Answers the album and the names of the applied mutations.
 */
export function arbBrokenAlbum(
  options: ArbAlbumOptions = {},
): fc.Arbitrary<{ album: AlbumContent; mutations: string[] }> {
  return fc
    .tuple(
      arbNestedAlbum(options),
      fc.array(fc.tuple(fc.nat({ max: ALBUM_MUTATIONS.length - 1 }), fc.nat()), {
        minLength: 1,
        maxLength: 3,
      }),
      fc.constantFrom(...ALBUM_MUTATIONS.filter((m) => ALWAYS_APPLICABLE.includes(m.name))),
    )
    .map(([generated, picks, fallback]) => {
      // Mutate a copy: fast-check may hand the generated value out again while shrinking.
      const album = JSON.parse(JSON.stringify(generated)) as AlbumContent;
      const applied: string[] = [];
      for (const [which, pick] of picks) {
        const mutation = ALBUM_MUTATIONS[which]!;
        if (mutation.apply(album, pick)) applied.push(mutation.name);
      }
      if (applied.length === 0 && fallback.apply(album, 0)) applied.push(fallback.name);
      return { album, mutations: applied };
    });
}
