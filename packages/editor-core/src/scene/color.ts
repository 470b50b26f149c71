/**
 * Colour resolution for the display list: every colour leaves the scene as `#rrggbbaa` in lower case.
 */

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+%?)\s*)?\)$/i;

function hex2(n: number): string {
  return Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');
}

/**
 * A colour string as `#rrggbbaa`: accepts `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` and
 * `transparent`. Answers null for `none`, the empty string and anything it cannot read.
 */
export function normalizeColor(input: string): string | null {
  const value = input.trim();
  if (value === 'transparent') return '#00000000';
  const hex = HEX.exec(value);
  if (hex) {
    let digits = hex[1]!.toLowerCase();
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    return `#${digits.length === 6 ? `${digits}ff` : digits}`;
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    const alphaText = rgb[4];
    let alpha = 1;
    if (alphaText !== undefined) {
      alpha = alphaText.endsWith('%') ? Number(alphaText.slice(0, -1)) / 100 : Number(alphaText);
    }
    return `#${hex2(Number(rgb[1]))}${hex2(Number(rgb[2]))}${hex2(Number(rgb[3]))}${hex2(alpha * 255)}`;
  }
  return null;
}

/** `color` (`#rrggbbaa`) with its alpha multiplied by `alpha` (0..1). */
export function colorWithAlpha(color: string, alpha: number): string {
  if (alpha >= 1) return color;
  const a = parseInt(color.slice(7, 9), 16) * Math.max(0, alpha);
  return `${color.slice(0, 7)}${hex2(a)}`;
}

/**
 * A palette index or colour string resolved to `#rrggbbaa`, with its alpha multiplied by `alpha`. Palette indexes
 * outside `palette` and unreadable strings answer null (nothing is drawn), as do null and `'none'`.
 */
export function resolvePaletteColor(
  value: number | string | null | undefined,
  palette: readonly string[],
  alpha = 1,
): string | null {
  if (value === null || value === undefined) return null;
  const raw = typeof value === 'number' ? palette[value] : value;
  if (raw === undefined) return null;
  const color = normalizeColor(raw);
  return color === null ? null : colorWithAlpha(color, alpha);
}
