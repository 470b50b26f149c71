/**
 * The images of the fixture album, drawn by code (a landscape, portraits for stickers, an asymmetric arrow with
 * transparency to reveal flips and crops, a colourful texture for filters and gradient maps) and encoded as PNG or
 * JPEG by the pure encoders next to this file. Deterministic: the committed files under `testing/fixtures/` are
 * exactly these bytes.
 */
import type { FaceBox } from '../../model/types';
import { encodeJpeg } from './jpeg';
import { encodePng } from './png';
import type { RawImage } from './png';

type Rgba = [number, number, number, number];

/** `#rrggbb` to an opaque RGBA tuple. */
function hex(color: string, alpha = 255): Rgba {
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff, alpha];
}

function mix(a: Rgba, b: Rgba, t: number): Rgba {
  return [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t,
    a[2] + (b[2] - a[2]) * t,
    a[3] + (b[3] - a[3]) * t,
  ];
}

/** Source-over compositing of `top` onto `bottom` (straight alpha). */
function over(bottom: Rgba, top: Rgba): Rgba {
  const ta = top[3] / 255;
  const ba = bottom[3] / 255;
  const a = ta + ba * (1 - ta);
  if (a === 0) return [0, 0, 0, 0];
  const c = (i: 0 | 1 | 2) => (top[i] * ta + bottom[i] * ba * (1 - ta)) / a;
  return [c(0), c(1), c(2), a * 255];
}

type Shader = (x: number, y: number) => Rgba;

/** Renders a shader with 4×4 supersampling, so edges are smooth and the result is independent of any library. */
function render(width: number, height: number, channels: 3 | 4, shader: Shader): RawImage {
  const data = new Uint8Array(width * height * channels);
  const n = 4;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = shader(px + (sx + 0.5) / n, py + (sy + 0.5) / n);
          // Premultiply while averaging so transparent samples do not darken edges.
          sum[0]! += c[0] * c[3];
          sum[1]! += c[1] * c[3];
          sum[2]! += c[2] * c[3];
          sum[3]! += c[3];
        }
      }
      const o = (py * width + px) * channels;
      const alpha = sum[3]! / (n * n);
      for (let i = 0; i < 3; i++) data[o + i] = sum[3]! === 0 ? 0 : Math.round(sum[i]! / sum[3]!);
      if (channels === 4) data[o + 3] = Math.round(alpha);
    }
  }
  return { width, height, channels, data };
}

const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

function landscape(): RawImage {
  const sky = hex('#4a90d9');
  const horizon = hex('#fde2b8');
  return render(160, 120, 3, (x, y) => {
    let c = mix(sky, horizon, Math.min(1, y / 80));
    if (inEllipse(x, y, 118, 34, 14, 14)) c = hex('#ffd23f');
    const far = 78 + 10 * Math.sin(x / 18);
    if (y > far) c = hex('#5b8c5a');
    const near = 92 + 8 * Math.sin(x / 11 + 2);
    if (y > near) c = hex('#2f6b3b');
    if (x > 30 && x < 52 && y > 70 && y < 92) c = hex('#c0392b');
    if (y > 58 && y <= 70 && Math.abs(x - 41) < (y - 58) * 1.1) c = hex('#6d2e1f');
    if (x > 38 && x < 44 && y > 80 && y < 92) c = hex('#3b1f14');
    return c;
  });
}

interface PortraitColors {
  background: string;
  shirt: string;
  skin: string;
  hair: string;
}

function portrait(colors: PortraitColors, width = 96, height = 128): RawImage {
  return render(width, height, 3, (x, y) => figure(colors, x, y, width / 2, hex(colors.background)));
}

/** A stylised head and shoulders centred at `cx` (face box about 36×46 px around (cx, 56)). */
function figure(colors: PortraitColors, x: number, y: number, cx: number, background: Rgba): Rgba {
  let c = background;
  if (inEllipse(x, y, cx, 140, 46, 40)) c = hex(colors.shirt);
  if (Math.abs(x - cx) < 8 && y > 70 && y < 104) c = hex(colors.skin);
  if (inEllipse(x, y, cx, 48, 22, 22)) c = hex(colors.hair);
  if (inEllipse(x, y, cx, 58, 18, 23)) c = hex(colors.skin);
  if (inEllipse(x, y, cx, 40, 19, 9) && y < 42) c = hex(colors.hair);
  if (inEllipse(x, y, cx - 7, 55, 2.4, 2.4) || inEllipse(x, y, cx + 7, 55, 2.4, 2.4)) c = hex('#1f1f1f');
  if (inEllipse(x, y, cx, 69, 6, 2.2) && y > 68) c = hex('#b03a48');
  return c;
}

const PORTRAIT_FACE: FaceBox = { x: 30, y: 35, width: 36, height: 46 };

function teamDouble(): RawImage {
  const left: PortraitColors = { background: '#f4d35e', shirt: '#0d3b66', skin: '#e8b796', hair: '#3d2b1f' };
  const right: PortraitColors = { background: '#f4d35e', shirt: '#0d3b66', skin: '#8d5a3b', hair: '#111111' };
  return render(192, 128, 3, (x, y) => {
    const bg = mix(hex('#f4d35e'), hex('#ee964b'), x / 192);
    return x < 96 ? figure(left, x, y, 50, bg) : figure(right, x, y, 142, bg);
  });
}

/** An arrow pointing up-right in a transparent square with differently coloured corners: any flip shows. */
function arrow(): RawImage {
  return render(64, 64, 4, (x, y) => {
    let c: Rgba = [0, 0, 0, 0];
    if (x < 12 && y < 12) c = hex('#e63946');
    if (x >= 52 && y >= 52) c = hex('#2a9d8f');
    // Along the arrow (t, towards the top-right) and across it (d).
    const t = (x - y) / Math.SQRT2;
    const d = Math.abs(x + y - 64) / Math.SQRT2;
    if (d < 4 && t > -25 && t < 14) c = over(c, hex('#1d3557'));
    if (t >= 12 && t < 26 && d < ((26 - t) * 11) / 14) c = over(c, hex('#457b9d', 230));
    return c;
  });
}

function texture(): RawImage {
  return render(64, 64, 3, (x, y) => {
    const r = 128 + 127 * Math.sin(x / 6);
    const g = 128 + 127 * Math.sin(y / 7 + 1);
    const b = 128 + 127 * Math.sin((x + y) / 9 + 2);
    return [r, g, b, 255];
  });
}

/** One image of the fixture album. */
export interface FixtureImage {
  /** File name under `testing/fixtures/` and value of every `blob` field of its album image. */
  file: string;
  format: 'png' | 'jpeg';
  width: number;
  height: number;
  face?: FaceBox;
  /** Draws the pixels. */
  render(): RawImage;
}

/** Every image of the fixture album. */
export const FIXTURE_IMAGES: readonly FixtureImage[] = [
  { file: 'landscape.jpg', format: 'jpeg', width: 160, height: 120, render: landscape },
  {
    file: 'portrait-anna.png',
    format: 'png',
    width: 96,
    height: 128,
    face: PORTRAIT_FACE,
    render: () => portrait({ background: '#2a9d8f', shirt: '#264653', skin: '#f1c27d', hair: '#6f4e37' }),
  },
  {
    file: 'portrait-ben.jpg',
    format: 'jpeg',
    width: 96,
    height: 128,
    face: PORTRAIT_FACE,
    render: () => portrait({ background: '#f4a261', shirt: '#e63946', skin: '#c68642', hair: '#1b1b1b' }),
  },
  {
    file: 'portrait-clara.jpg',
    format: 'jpeg',
    width: 96,
    height: 128,
    face: PORTRAIT_FACE,
    render: () => portrait({ background: '#7b2cbf', shirt: '#ffffff', skin: '#ffdbac', hair: '#e9c46a' }),
  },
  { file: 'team-double.jpg', format: 'jpeg', width: 192, height: 128, render: teamDouble },
  { file: 'arrow.png', format: 'png', width: 64, height: 64, render: arrow },
  { file: 'texture.png', format: 'png', width: 64, height: 64, render: texture },
];

const encoded = new Map<string, Uint8Array>();

/**
 * The encoded bytes of a fixture image (what the committed file holds), as a fresh copy. Encoded once per file and
 * cached. Throws for an unknown file name.
 */
export function fixtureImageBytes(file: string): Uint8Array {
  let bytes = encoded.get(file);
  if (!bytes) {
    const image = FIXTURE_IMAGES.find((i) => i.file === file);
    if (!image) throw new RangeError(`unknown fixture image ${file}`);
    const raw = image.render();
    bytes = image.format === 'png' ? encodePng(raw) : encodeJpeg(raw, 90);
    encoded.set(file, bytes);
  }
  return bytes.slice();
}
