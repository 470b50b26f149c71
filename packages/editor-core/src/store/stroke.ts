/**
 * The stroke rules of the properties panel (specification section 4): a stroke colour of none means width 0, a
 * colour with width 0 gets width 1, and the width control works the other way round (width 0 means no colour).
 */
import type { Stroke } from '../model/types';

/** True for the "no stroke" values. */
export function isNoStroke(stroke: Stroke | undefined): boolean {
  return stroke === null || stroke === undefined || stroke === 'none' || stroke === '';
}

/** Palette index a stroke gets when a width is set on an element without stroke colour (0: the locked black). */
export const DEFAULT_STROKE_COLOR = 0;

interface StrokeProps {
  stroke?: Stroke;
  strokeWidth?: number;
}

/**
 * The props update after the stroke rules, given the element's current props. Only updates that mention `stroke`
 * or `strokeWidth` are changed:
 * - stroke set to none/null: width 0;
 * - stroke set to a colour while the (resulting) width is 0 or missing: width 1;
 * - width set to 0 (stroke not in the update): stroke none (`null`);
 * - width set above 0 while there is no stroke colour: stroke `DEFAULT_STROKE_COLOR`.
 */
export function applyStrokeRules<P extends StrokeProps>(current: StrokeProps, update: P): P {
  const hasStroke = Object.prototype.hasOwnProperty.call(update, 'stroke');
  const hasWidth = Object.prototype.hasOwnProperty.call(update, 'strokeWidth');
  if (!hasStroke && !hasWidth) return update;
  const out = { ...update };
  if (hasStroke) {
    if (isNoStroke(update.stroke)) {
      out.stroke = null;
      out.strokeWidth = 0;
    } else {
      const width = hasWidth ? update.strokeWidth : current.strokeWidth;
      if (!width) out.strokeWidth = 1;
    }
    return out;
  }
  if (!update.strokeWidth) {
    out.strokeWidth = 0;
    out.stroke = null;
  } else if (isNoStroke(current.stroke)) out.stroke = DEFAULT_STROKE_COLOR;
  return out;
}
