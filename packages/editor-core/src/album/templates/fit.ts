/**
 * Fitting a template layout into a cell box.
 */
import type { InlineStyleRange, NestedNode } from '../../model/types';
import type { StickerTemplateLayout, TemplateNode } from './types';

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function scaleStyle(range: InlineStyleRange, s: number): InlineStyleRange {
  const match = /^(SIZE|LETTERSPACING)-(-?[\d.]+)$/.exec(range.style);
  if (!match) return range;
  return { ...range, style: `${match[1]}-${round(Number(match[2]) * s)}` as InlineStyleRange['style'] };
}

function fitNode(node: TemplateNode | NestedNode, sx: number, sy: number, s: number): NestedNode {
  const props = { ...node.props } as Record<string, unknown> & {
    x: number;
    y: number;
    width: number;
    height: number;
  };
  props.x = round(props.x * sx);
  props.y = round(props.y * sy);
  props.width = round(props.width * sx);
  props.height = round(props.height * sy);
  if (typeof props.strokeWidth === 'number') props.strokeWidth = round(props.strokeWidth * s);
  if (typeof props.borderRadius === 'number') props.borderRadius = round(props.borderRadius * s);
  if (node.type === 'Text') {
    const text = (node as NestedNode<'Text'>).props.text;
    props.text = {
      blocks: text.blocks.map((b) => ({
        ...b,
        inlineStyleRanges: b.inlineStyleRanges.map((r) => scaleStyle(r, s)),
      })),
    };
  }
  // The props keep their node type's shape: only numeric fields and inline-style strings were rewritten.
  const out = { type: node.type, props } as unknown as NestedNode;
  if (node.children) out.children = node.children.map((c) => fitNode(c, sx, sy, s));
  return out;
}

/**
 * The layout's root group mapped into a `width` × `height` box at (0, 0): boxes stretch with the box on each axis,
 * while stroke widths, radii, font sizes and letter spacing scale by the smaller of the two factors, so text keeps
 * its proportions and still fits when a cell's aspect differs from the template's. Rotations are kept. For a cell
 * of the template's own aspect this is an exact uniform scale.
 */
export function fitLayout(layout: StickerTemplateLayout, width: number, height: number): NestedNode<'Group'> {
  const sx = layout.width > 0 ? width / layout.width : 0;
  const sy = layout.height > 0 ? height / layout.height : 0;
  return fitNode(layout.root, sx, sy, Math.min(sx, sy)) as NestedNode<'Group'>;
}
