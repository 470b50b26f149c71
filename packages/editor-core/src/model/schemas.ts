/**
 * Runtime schemas (zod) of every node's props and of the records beside the tree. They mirror `types.ts` exactly
 * (each schema is checked against its type at compile time) and enforce the value ranges of the specification
 * (section 5). Node props are strict: an unknown prop is a problem, so that whatever passes round-trips unchanged.
 */
import { z } from 'zod';
import {
  BORDER_RADIUS_RANGE,
  CROP_CENTER_RANGE,
  CROP_SCALE,
  GRADIENT_ANGLES,
  GRADIENT_COLOR_COUNT,
  MAX_COORDINATE,
  OPACITY_RANGE,
  ROTATION_RANGE,
  STROKE_WIDTH_RANGE,
} from './ranges';
import { NODE_TYPES } from './tree';
import type {
  AlbumImage,
  AutoTextSymbol,
  BlendMode,
  FontRole,
  Fonts,
  InlineStyle,
  NodeType,
  PropsByType,
  RichText,
  Sticker,
  StickerTemplateSettings,
} from './types';

/** `#rrggbb` or `#rrggbbaa`, either case. */
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?$/;
const NUMBER = /-?\d+(?:\.\d+)?/.source;
const POSITIVE = /\d+(?:\.\d+)?/.source;
/** Every inline style of the rich-text model. */
export const INLINE_STYLE_PATTERN = new RegExp(
  `^(?:BOLD|ITALIC|UPPERCASE|AUTOSIZE|FONT-.+|SIZE-${POSITIVE}|LINEHEIGHT-${POSITIVE}|COLOR-#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?|LETTERSPACING-${NUMBER})$`,
  's',
);

/**
 * Ids: non-empty, at most 200 characters, without `/` and `~` (ids are JSON-pointer segments in patches), and not
 * `__proto__` (ids are record keys).
 */
export const idSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^/~]+$/, 'ids must not contain / or ~')
  .refine((id) => id !== '__proto__', 'reserved id');

/** A colour string `#rrggbb` or `#rrggbbaa`. */
export const colorSchema = z.string().regex(COLOR_PATTERN, 'expected a colour #rrggbb');
const paletteIndexSchema = z.number().int().min(0).max(1000);
const coordinate = z.number().min(-MAX_COORDINATE).max(MAX_COORDINATE);
const size = z.number().min(0).max(MAX_COORDINATE);
const unit = z.number().min(OPACITY_RANGE.min).max(OPACITY_RANGE.max);
const signedUnit = z.number().min(-1).max(1);

/** A linear gradient fill: one of four directions and 2-4 colours (strings or palette indexes). */
export const linearGradientSchema = z.strictObject({
  type: z.literal('linear'),
  direction: z.literal(GRADIENT_ANGLES),
  colors: z
    .array(z.union([colorSchema, paletteIndexSchema]))
    .min(GRADIENT_COLOR_COUNT.min)
    .max(GRADIENT_COLOR_COUNT.max),
});

/** A fill: palette index, colour, linear gradient, or null for none. */
export const fillSchema = z.union([paletteIndexSchema, colorSchema, linearGradientSchema, z.null()]);
/** A stroke colour: palette index, colour, `'none'` or null. */
export const strokeSchema = z.union([paletteIndexSchema, colorSchema, z.literal('none'), z.null()]);

const commonShape = {
  id: idSchema,
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  rotation: z.number().min(ROTATION_RANGE.min).max(ROTATION_RANGE.max),
  scale: z.number().positive().max(1000),
  fill: fillSchema.optional(),
  fillOpacity: unit.optional(),
  stroke: strokeSchema.optional(),
  strokeWidth: z.number().min(STROKE_WIDTH_RANGE.min).max(STROKE_WIDTH_RANGE.max).optional(),
  opacity: unit.optional(),
  borderRadius: z.number().min(BORDER_RADIUS_RANGE.min).max(BORDER_RADIUS_RANGE.max).optional(),
  locked: z.boolean().optional(),
  alwaysOnTop: z.boolean().optional(),
  sectionId: idSchema.optional(),
  userId: z.string().max(200).optional(),
  label: z.string().max(200).optional(),
};

const cropShape = {
  cx: z.number().min(CROP_CENTER_RANGE.min).max(CROP_CENTER_RANGE.max),
  cy: z.number().min(CROP_CENTER_RANGE.min).max(CROP_CENTER_RANGE.max),
  cscale: z.number().min(CROP_SCALE.min).max(CROP_SCALE.max),
  crotation: z.number().min(ROTATION_RANGE.min).max(ROTATION_RANGE.max),
};

const filterRangeSchema = z.strictObject({ min: signedUnit, mid: signedUnit, max: signedUnit });

/** The image filter: tone curves per channel, hue, saturation and tint. */
export const imageFilterSchema = z.strictObject({
  con: filterRangeSchema.optional(),
  rgb: filterRangeSchema.optional(),
  red: filterRangeSchema.optional(),
  green: filterRangeSchema.optional(),
  blue: filterRangeSchema.optional(),
  hue: z.number().min(-180).max(180).optional(),
  sat: signedUnit.optional(),
  tone: z.strictObject({ tone_red: signedUnit, tone_green: signedUnit, tone_blue: signedUnit }).optional(),
});

/** Every blend mode an image may use. */
export const BLEND_MODES = [
  'normal',
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'color-dodge',
  'color-burn',
  'hard-light',
  'soft-light',
  'difference',
  'exclusion',
  'hue',
  'saturation',
  'color',
  'luminosity',
] as const satisfies readonly BlendMode[];

/** Every automatic text symbol (see `resolveAutoText`). */
export const AUTO_TEXT_SYMBOLS = [
  'sticker-name',
  'sticker-position',
  'sticker-number',
  'sticker-nextnumber',
  'section',
  'pagenum',
  'totalpages',
  'album',
  'totalstickers',
  'toc_pages',
  'toc_sections',
  'release_date',
] as const satisfies readonly AutoTextSymbol[];

/** The font roles of `Fonts`. */
export const FONT_ROLES = ['title', 'sub_title', 'paragraph'] as const satisfies readonly FontRole[];

/** One inline style of the rich-text model (see `INLINE_STYLE_PATTERN`). */
export const inlineStyleSchema = z.custom<InlineStyle>(
  (value) => typeof value === 'string' && INLINE_STYLE_PATTERN.test(value),
  { message: 'unknown inline style' },
);

const textBlockSchema = z
  .strictObject({
    key: z.string().min(1).max(100),
    text: z.string().max(100_000),
    inlineStyleRanges: z.array(
      z.strictObject({
        offset: z.number().int().min(0),
        length: z.number().int().min(0),
        style: inlineStyleSchema,
      }),
    ),
    data: z.strictObject({ textAlign: z.enum(['left', 'center', 'right', 'justify']).optional() }).optional(),
  })
  .superRefine((block, ctx) => {
    block.inlineStyleRanges.forEach((range, i) => {
      if (range.offset + range.length > block.text.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['inlineStyleRanges', i],
          message: `style range ends at ${range.offset + range.length}, after the text (${block.text.length})`,
        });
      }
    });
  });

/** A rich-text document: at least one block, styles within their block's text. */
export const richTextSchema = z
  .strictObject({ blocks: z.array(textBlockSchema).min(1) })
  .superRefine((doc, ctx) => {
    const keys = new Set<string>();
    doc.blocks.forEach((block, i) => {
      if (keys.has(block.key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', i, 'key'],
          message: `duplicate block key ${block.key}`,
        });
      }
      keys.add(block.key);
    });
  }) satisfies z.ZodType<RichText>;

const elementSchema = z.strictObject(commonShape);
const lineSchema = z.strictObject({ ...commonShape, width: coordinate, height: coordinate });

const imageSchema = z.strictObject({
  ...commonShape,
  ...cropShape,
  image: idSchema.nullable(),
  pexelsId: z.number().int().min(0).nullable().optional(),
  flip: z.enum(['none', 'horizontal', 'vertical', 'both']).optional(),
  filter: imageFilterSchema.nullable().optional(),
  blend: z.enum(BLEND_MODES).optional(),
  grayscale: z.boolean().optional(),
  gradientMap: z
    .array(colorSchema)
    .min(GRADIENT_COLOR_COUNT.min)
    .max(GRADIENT_COLOR_COUNT.max)
    .nullable()
    .optional(),
  gradientMapIntensity: unit.optional(),
});

const stickerCellSchema = z.strictObject({ ...commonShape, ...cropShape, stickerId: idSchema.nullable() });

const textSchema = z.strictObject({
  ...commonShape,
  text: richTextSchema,
  symbol: z.enum(AUTO_TEXT_SYMBOLS).nullable().optional(),
  fontRole: z.enum(FONT_ROLES).optional(),
});

const commentSchema = z.strictObject({
  ...commonShape,
  text: z.string().max(100_000),
  userId: z.string().max(200),
  createdAt: z.string().max(100).optional(),
});

const rootSchema = z.strictObject({ id: idSchema });
const sectionSchema = z.strictObject({
  id: idSchema,
  name: z.string().max(1000),
  static: z.boolean().optional(),
});
const spreadSchema = z.strictObject({
  id: idSchema,
  sectionId: idSchema.optional(),
  fill: fillSchema.optional(),
  label: z.string().max(200).optional(),
});

/** The props schema of every node type. */
export const propsSchemas = {
  Root: rootSchema,
  Section: sectionSchema,
  Spread: spreadSchema,
  Group: elementSchema,
  Circle: elementSchema,
  Image: imageSchema,
  Line: lineSchema,
  Rectangle: elementSchema,
  Sticker: stickerCellSchema,
  StickerCell: stickerCellSchema,
  Text: textSchema,
  Comment: commentSchema,
} satisfies { [T in NodeType]: z.ZodType<PropsByType[T]> };

const isoDate = z.string().max(100);

/** A sticker record. */
export const stickerSchema = z.strictObject({
  id: idSchema,
  name: z.string().max(1000),
  position: z.string().max(1000),
  doubleSticker: z.boolean(),
  image: idSchema.nullable(),
  sectionId: idSchema,
  stickerLayout: z.string().min(1).max(100),
  cellLayout: z.string().min(1).max(100),
  number: z.number().int().min(0).nullable().optional(),
  createdAt: isoDate,
  ...cropShape,
}) satisfies z.ZodType<Sticker>;

/** A JSON value (no functions, no non-finite numbers, no cycles), checked without recursion limits of zod. */
export function isJsonValue(value: unknown, depth = 0, seen: Set<object> = new Set()): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || depth > 64 || seen.has(value)) return false;
  seen.add(value);
  const ok = Array.isArray(value)
    ? value.every((v) => isJsonValue(v, depth + 1, seen))
    : Object.getPrototypeOf(value) === Object.prototype &&
      Object.values(value).every((v) => isJsonValue(v, depth + 1, seen));
  seen.delete(value);
  return ok;
}

const jsonRecordSchema = z.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && isJsonValue(value),
  { message: 'expected a JSON object' },
);

/** An image record. */
export const albumImageSchema = z.strictObject({
  id: idSchema,
  model: z.enum(['sticker', 'image']),
  blob: z.strictObject({
    full: z.string().optional(),
    large: z.string().optional(),
    medium: z.string().optional(),
    small: z.string().optional(),
    original: z.string().optional(),
    filename: z.string().optional(),
  }),
  details: z.strictObject({
    width: z.number().min(0).max(1_000_000),
    height: z.number().min(0).max(1_000_000),
    face: z
      .strictObject({ x: z.number(), y: z.number(), width: z.number().min(0), height: z.number().min(0) })
      .nullable()
      .optional(),
  }),
  meta: jsonRecordSchema.optional(),
  tags: z.array(z.string()).optional(),
  blueprint_image: z.boolean().optional(),
}) satisfies z.ZodType<AlbumImage>;

/** Colours: at least the two locked ones. */
export const colorsSchema = z.array(colorSchema).min(2).max(1000);

/** The font families by role. */
export const fontsSchema = z.strictObject({
  title: z.string().min(1).max(200),
  sub_title: z.string().min(1).max(200),
  paragraph: z.string().min(1).max(200),
}) satisfies z.ZodType<Fonts>;

/** The sticker template settings. */
export const stickerTemplateSettingsSchema = z.strictObject({
  id: z.string().min(1).max(100),
  blank_enabled: z.boolean(),
}) satisfies z.ZodType<StickerTemplateSettings>;

/** The node wrapper of the nested JSON, shallow: props and children are checked node by node. */
export const nestedNodeShellSchema = z.strictObject({
  type: z.enum(NODE_TYPES),
  props: z.unknown(),
  children: z.array(z.unknown()).optional(),
});

/**
 * The top level of `AlbumContent`, shallow (the workspace tree is checked node by node). Unknown top-level keys
 * (the REST payload's `id`, `title`, ...) are ignored.
 */
export const albumContentShellSchema = z.object({
  workspace: z.unknown(),
  stickers: z.array(z.unknown()),
  images: z.array(z.unknown()),
  colors: colorsSchema,
  fonts: fontsSchema,
  stickerTemplateId: z.string().min(1).max(100),
  stickerTemplateSettings: stickerTemplateSettingsSchema,
});
