/**
 * What the floating element toolbar offers for a selection (specification section 2, "Toolbar controls by
 * selection") and the colour conversions between the model (palette indexes, colour strings, gradients) and the
 * colour pickers (`#rrggbb`). Pure functions; the components only render what these answer.
 */
import { resolvePaletteColor } from '@album/editor-core';
import type { AnyNode, Fill, GradientDirection, LinearGradient } from '@album/editor-core';

/** The control groups of the toolbar. */
export interface ToolbarSections {
  fill: boolean;
  stroke: boolean;
  opacity: boolean;
  radius: boolean;
  text: boolean;
  image: boolean;
  stickerCell: boolean;
  /** Group needs 2 or more selected elements. */
  group: boolean;
  ungroup: boolean;
  duplicate: boolean;
  remove: boolean;
}

type NodeType = AnyNode['type'];

const FILLED: ReadonlySet<NodeType> = new Set(['Rectangle', 'Circle']);
const STROKED: ReadonlySet<NodeType> = new Set(['Rectangle', 'Circle', 'Line', 'Image']);
const ROUNDED: ReadonlySet<NodeType> = new Set(['Rectangle', 'Image']);
const CELLS: ReadonlySet<NodeType> = new Set(['StickerCell', 'Sticker']);

const every = (nodes: readonly AnyNode[], types: ReadonlySet<NodeType>) =>
  nodes.length > 0 && nodes.every((n) => types.has(n.type));

/**
 * The sections shown for `nodes` (the selected elements). A style control shows when every selected element has
 * that property; element-specific groups (text, image, sticker cell) when the selection is only that kind (one
 * image or one cell, as their commands act on one element). Comments only offer delete.
 */
export function toolbarSections(nodes: readonly AnyNode[]): ToolbarSections {
  const none = nodes.length === 0;
  const onlyComments = !none && nodes.every((n) => n.type === 'Comment');
  const single = nodes.length === 1 ? nodes[0]! : null;
  return {
    fill: every(nodes, FILLED),
    stroke: every(nodes, STROKED),
    opacity: !none && nodes.every((n) => n.type !== 'Comment'),
    radius: every(nodes, ROUNDED),
    text: !none && nodes.every((n) => n.type === 'Text'),
    image: single?.type === 'Image',
    stickerCell: single !== null && CELLS.has(single.type),
    group: nodes.length >= 2 && !nodes.some((n) => n.type === 'Comment'),
    ungroup: nodes.some((n) => n.type === 'Group'),
    duplicate: !none && !onlyComments,
    remove: !none,
  };
}

/** A model colour (palette index or colour string) as `#rrggbb` for the pickers, or null for none. */
export function hexOf(value: number | string | null | undefined, palette: readonly string[]): string | null {
  if (value === 'none') return null;
  const resolved = resolvePaletteColor(value, palette);
  return resolved === null ? null : resolved.slice(0, 7).toLowerCase();
}

/** The palette as distinct `#rrggbb` swatches, in palette order. */
export function paletteSwatches(palette: readonly string[]): string[] {
  const seen = new Set<string>();
  for (let i = 0; i < palette.length; i++) {
    const hex = hexOf(i, palette);
    if (hex !== null) seen.add(hex);
  }
  return [...seen];
}

/**
 * What a picked colour is stored as: the palette index when it is one of the album colours (so the element follows
 * a later colour preset), else the colour string.
 */
export function colorValueFor(hex: string, palette: readonly string[]): number | string {
  const wanted = hex.toLowerCase();
  for (let i = 0; i < palette.length; i++) if (hexOf(i, palette) === wanted) return i;
  return wanted;
}

/** Whether a fill is a linear gradient. */
export function isGradient(fill: Fill | undefined): fill is LinearGradient {
  return fill !== null && typeof fill === 'object' && fill.type === 'linear';
}

/** The gradient directions of the specification, in menu order. */
export const GRADIENT_DIRECTIONS: readonly GradientDirection[] = [0, 45, 90, 135];

/** Message id of each gradient direction. */
export const GRADIENT_DIRECTION_LABELS: Readonly<Record<GradientDirection, string>> = {
  0: 'toolbar.gradient.vertical',
  45: 'toolbar.gradient.diagonal45',
  90: 'toolbar.gradient.horizontal',
  135: 'toolbar.gradient.diagonal135',
};

/** A gradient has 2 to 4 colours (editor-core's `validateGradient`). */
export const GRADIENT_MIN_COLORS = 2;
export const GRADIENT_MAX_COLORS = 4;

/** The gradient the gradient tab starts from: the fill itself, or one from the solid colour to white. */
export function gradientFrom(fill: Fill | undefined, palette: readonly string[]): LinearGradient {
  if (isGradient(fill)) return fill;
  const start =
    typeof fill === 'number' || typeof fill === 'string' ? (hexOf(fill, palette) ?? '#000000') : '#000000';
  return { type: 'linear', direction: 0, colors: [start, start === '#ffffff' ? '#000000' : '#ffffff'] };
}

/** The gradient with one more colour (the last one repeated), at most four. */
export function withAddedStop(gradient: LinearGradient): LinearGradient {
  if (gradient.colors.length >= GRADIENT_MAX_COLORS) return gradient;
  return {
    ...gradient,
    colors: [...gradient.colors, gradient.colors[gradient.colors.length - 1] ?? '#ffffff'],
  };
}

/** The gradient without colour `index`, never fewer than two. */
export function withoutStop(gradient: LinearGradient, index: number): LinearGradient {
  if (gradient.colors.length <= GRADIENT_MIN_COLORS) return gradient;
  return { ...gradient, colors: gradient.colors.filter((_, i) => i !== index) };
}

/** The gradient with colour `index` replaced. */
export function withStop(gradient: LinearGradient, index: number, color: number | string): LinearGradient {
  return { ...gradient, colors: gradient.colors.map((c, i) => (i === index ? color : c)) };
}

/** CSS background showing a fill on a swatch (gradients as CSS linear gradients, none as null). */
export function cssOfFill(fill: Fill | undefined, palette: readonly string[]): string | null {
  if (isGradient(fill)) {
    const stops = fill.colors.map((c) => hexOf(c, palette) ?? 'transparent');
    // The model's angle runs from the first colour to the last with 0 = bottom to top, CSS's 0deg points up too.
    return `linear-gradient(${fill.direction}deg, ${stops.join(', ')})`;
  }
  if (fill === undefined) return null;
  return hexOf(fill, palette);
}
