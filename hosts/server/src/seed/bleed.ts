/**
 * Full-bleed art of the seeded designs: a band, rule or photo frame drawn up to the trim is run 2 mm on into the
 * bleed, so the cut never lands on its very edge (a white hairline at the slightest cutting tolerance; the
 * preflight's `trimCut` flags it). Drawn to the trim, extended here once, so the layouts keep their round numbers.
 */
import { BLEED, PAGE_HEIGHT } from '@album/editor-core';
import type { Node } from './builder';

/** Closer than this (mm) counts as on the trim. */
const EPSILON = 1e-6;

/** Elements whose box is their art: rectangles, lines and photo frames (text boxes hold their text inside). */
const ART = new Set(['Rectangle', 'Line', 'Image']);

interface BoxProps {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation?: number;
}

function extended(props: BoxProps, spreadWidth: number): BoxProps {
  let { x, y, width, height } = props;
  if (x <= EPSILON && x + width > EPSILON) {
    width += x + BLEED;
    x = -BLEED;
  }
  if (y <= EPSILON && y + height > EPSILON) {
    height += y + BLEED;
    y = -BLEED;
  }
  if (x + width >= spreadWidth - EPSILON && x < spreadWidth - EPSILON) width = spreadWidth + BLEED - x;
  if (y + height >= PAGE_HEIGHT - EPSILON && y < PAGE_HEIGHT - EPSILON) height = PAGE_HEIGHT + BLEED - y;
  return { ...props, x, y, width, height };
}

/**
 * The spread with every unrotated rectangle, line and photo frame that reaches an edge of its trim box (`spreadWidth`
 * wide: one page for the covers, two for the others) but stops short of the bleed extended to the bleed's edge.
 * Rotated art is left alone (the seeds rotate only stripes that run far past the page).
 */
export function runIntoBleed(spread: Node, spreadWidth: number): Node {
  const children = (spread.children ?? []).map((child) => {
    const props = child.props as unknown as BoxProps;
    if (!ART.has(child.type) || (props.rotation ?? 0) !== 0) return child;
    return { ...child, props: { ...child.props, ...extended(props, spreadWidth) } } as Node;
  });
  return { ...spread, children };
}
