/**
 * AUTOSIZE in the in-place editor: the canvas shrinks every size of an AUTOSIZE text by one factor until the
 * paragraphs fit the box's height and no word is wider than the box (`autosizeScale` of render-canvaskit). The
 * editor finds the same factor on its own layout, by the same bisection, so the text being typed shrinks as it
 * will on the canvas.
 */

/** Smallest factor, as on the canvas. */
const MIN_SCALE = 0.05;
const STEPS = 12;
/** Layout tolerance in CSS px (sub-pixel rounding of the browser's line boxes). */
const TOLERANCE = 0.5;

/** What the fit needs to lay the text out at a factor and measure it. */
export interface AutosizeTarget {
  /** Lays the text out with every size multiplied by `scale`. */
  apply(scale: number): void;
  /** Height of the laid-out text and width of its widest unbreakable piece, CSS px. */
  measure(): { height: number; widest: number };
  /** The box, CSS px. */
  width: number;
  height: number;
}

/** The largest factor (to 1/4096 of the range) at which the text fits, 1 when it fits as it is. */
export function autosizeFactor(target: AutosizeTarget): number {
  const fitsAt = (scale: number) => {
    target.apply(scale);
    const { height, widest } = target.measure();
    return height <= target.height + TOLERANCE && widest <= target.width + TOLERANCE;
  };
  if (fitsAt(1)) return 1;
  let lo = MIN_SCALE;
  let hi = 1;
  for (let i = 0; i < STEPS; i++) {
    const mid = (lo + hi) / 2;
    if (fitsAt(mid)) lo = mid;
    else hi = mid;
  }
  // The layout is left at the answer (the last try may have been a larger factor).
  target.apply(lo);
  return lo;
}

/**
 * An autosize target over the editor's DOM: `root` carries the `--album-pt` variable, `content` is the editable
 * element. The widest word is measured with the content at its min-content width.
 */
export function domAutosizeTarget(
  root: HTMLElement,
  content: HTMLElement,
  basePt: number,
  width: number,
  height: number,
): AutosizeTarget {
  return {
    width,
    height,
    apply(scale) {
      root.style.setProperty('--album-pt', `${basePt * scale}px`);
    },
    measure() {
      // Layout sizes (offset*), not client rects: the root's transform may rotate the box.
      const textHeight = content.scrollHeight;
      const previous = content.style.width;
      content.style.width = 'min-content';
      const widest = content.offsetWidth;
      content.style.width = previous;
      return { height: textHeight, widest };
    },
  };
}
