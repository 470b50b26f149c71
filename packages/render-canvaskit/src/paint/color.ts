/** RGBA components in 0..1, unpremultiplied (CanvasKit's `Color` layout). */
export type Rgba = Float32Array;

const HEX8 = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i;

/**
 * A display-list colour (`#rrggbbaa`, or `#rrggbb`) as CanvasKit colour components. Anything unreadable is
 * transparent: the scene builder already normalised colours, so this only guards against hand-written scenes.
 */
export function parseColor(color: string, alpha = 1): Rgba {
  const m = HEX8.exec(color.trim());
  if (!m) return new Float32Array([0, 0, 0, 0]);
  const a = m[4] === undefined ? 1 : parseInt(m[4], 16) / 255;
  return new Float32Array([
    parseInt(m[1]!, 16) / 255,
    parseInt(m[2]!, 16) / 255,
    parseInt(m[3]!, 16) / 255,
    a * Math.min(1, Math.max(0, alpha)),
  ]);
}
