/**
 * Measures of a greyscale picture (one byte a pixel, row after row) for the photo check: how sharp it is and how
 * light. Pure functions; the caller decides the picture's scale (it changes what "sharp" means).
 */

/**
 * Variance of the Laplacian (4-neighbour kernel) over the inner pixels: edges make large second differences, a
 * blurred or shaken picture has few. The classic blur measure (Pech-Pacheco et al., 2000). 0 for pictures smaller
 * than 3 × 3.
 */
export function laplacianVariance(grey: Uint8Array, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumOfSquares = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const i = row + x;
      const value = grey[i - width]! + grey[i + width]! + grey[i - 1]! + grey[i + 1]! - 4 * grey[i]!;
      sum += value;
      sumOfSquares += value * value;
      n++;
    }
  }
  const mean = sum / n;
  return sumOfSquares / n - mean * mean;
}

/**
 * The sharpness of the picture's worse axis: the variance of the second difference along x and along y, the
 * smaller of the two. A shaken photo is smeared along the shake only: the Laplacian, which adds both axes, keeps
 * the sharp one's edges and calls it sharp; the worse axis does not. 0 for pictures smaller than 3 × 3.
 */
export function worseAxisSharpness(grey: Uint8Array, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  const along = (dx: number, dy: number) => {
    let sum = 0;
    let sumOfSquares = 0;
    let n = 0;
    const step = dy * width + dx;
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x;
        const value = grey[i - step]! + grey[i + step]! - 2 * grey[i]!;
        sum += value;
        sumOfSquares += value * value;
        n++;
      }
    }
    const mean = sum / n;
    return sumOfSquares / n - mean * mean;
  };
  return Math.min(along(1, 0), along(0, 1));
}

export interface Lightness {
  /** Mean grey level, 0 (black) to 255 (white). */
  mean: number;
  /** Share of pixels at 250 or above: burnt-out highlights. */
  clipped: number;
}

/** The mean grey level and the share of burnt-out pixels; a picture without pixels is black. */
export function lightness(grey: Uint8Array): Lightness {
  if (grey.length === 0) return { mean: 0, clipped: 0 };
  let sum = 0;
  let clipped = 0;
  for (const value of grey) {
    sum += value;
    if (value >= 250) clipped++;
  }
  return { mean: sum / grey.length, clipped: clipped / grey.length };
}
