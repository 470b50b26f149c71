/**
 * Small builders for template parts, so the designs read like a drawing description.
 */
import type {
  AutoTextSymbol,
  Fill,
  FontRole,
  InlineStyleRange,
  NestedNode,
  Stroke,
  TextAlign,
} from '../../model/types';
import { IMAGE_AREA_ID } from './types';
import type { TemplateNode } from './types';

/** A box in template units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Style of a template shape part. */
export interface ShapeStyle {
  fill?: Fill;
  fillOpacity?: number;
  stroke?: Stroke;
  strokeWidth?: number;
  borderRadius?: number;
  rotation?: number;
  opacity?: number;
}

/** Style of a template text part. */
export interface TextStyle {
  /** Points. */
  size: number;
  color: string;
  role: FontRole;
  align?: TextAlign;
  bold?: boolean;
  uppercase?: boolean;
  rotation?: number;
}

/** Stroke width of template frames (editor specification section 3). */
export const TEMPLATE_STROKE = 0.5;

function base(id: string, box: Box, rotation = 0) {
  return { id, x: box.x, y: box.y, width: box.width, height: box.height, rotation, scale: 1 };
}

function styleProps(style: ShapeStyle) {
  const out: ShapeStyle = {};
  if (style.fill !== undefined) out.fill = style.fill;
  if (style.fillOpacity !== undefined) out.fillOpacity = style.fillOpacity;
  if (style.stroke !== undefined) out.stroke = style.stroke;
  if (style.strokeWidth !== undefined) out.strokeWidth = style.strokeWidth;
  if (style.borderRadius !== undefined) out.borderRadius = style.borderRadius;
  if (style.opacity !== undefined) out.opacity = style.opacity;
  return out;
}

/** A rectangle part. */
export function rect(id: string, box: Box, style: ShapeStyle): NestedNode<'Rectangle'> {
  return { type: 'Rectangle', props: { ...base(id, box, style.rotation), ...styleProps(style) } };
}

/** The image area: an empty image frame whose fill shows while no photo is drawn. */
export function imageArea(box: Box, fill: Fill): NestedNode<'Image'> {
  return {
    type: 'Image',
    props: { ...base(IMAGE_AREA_ID, box), fill, image: null, cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 },
  };
}

/** Sample text shown in a template editor for each symbol (the scene replaces it with the resolved value). */
const SAMPLE: Partial<Record<AutoTextSymbol, string>> = {
  'sticker-number': '001',
  'sticker-nextnumber': '002',
  'sticker-name': 'Name',
  'sticker-position': 'Position',
};

/** An automatic text part bound to `symbol`. */
export function text(id: string, box: Box, symbol: AutoTextSymbol, style: TextStyle): NestedNode<'Text'> {
  const sample = SAMPLE[symbol] ?? symbol;
  const whole = (s: InlineStyleRange['style']): InlineStyleRange => ({
    offset: 0,
    length: sample.length,
    style: s,
  });
  const ranges: InlineStyleRange[] = [
    whole(`SIZE-${style.size}`),
    whole(`COLOR-${style.color}` as InlineStyleRange['style']),
    whole('LINEHEIGHT-100'),
    // Names and positions can be up to 30 characters: let the renderer shrink them into the box.
    whole('AUTOSIZE'),
  ];
  if (style.bold) ranges.push(whole('BOLD'));
  if (style.uppercase) ranges.push(whole('UPPERCASE'));
  return {
    type: 'Text',
    props: {
      ...base(id, box, style.rotation),
      symbol,
      fontRole: style.role,
      text: {
        blocks: [
          { key: id, text: sample, inlineStyleRanges: ranges, data: { textAlign: style.align ?? 'center' } },
        ],
      },
    },
  };
}

/** A group part holding `children` (coordinates relative to the group box). */
export function group(id: string, box: Box, children: TemplateNode[], rotation = 0): NestedNode<'Group'> {
  return { type: 'Group', props: base(id, box, rotation), children };
}
