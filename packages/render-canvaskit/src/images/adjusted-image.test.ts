import { beforeAll, describe, expect, it } from 'vitest';
import { adjustPixels, imageAdjustments, type AdjustableImage } from '../filter/filter-math';
import type { SceneRenderer } from '../renderer';
import { drawToPixels, sceneOf } from '../testing/draw-to-pixels';
import { imageItem } from '../testing/items';
import { createTestRenderer } from '../testing/node-renderer';
import { decodeImage, type Pixels } from '../testing/pixels';

let renderer: SceneRenderer;
let source: Pixels;
const SIZE = 32;

/** A 32×32 opaque test card: hues across, brightness down, a grey ramp in the last rows. */
function testCardPng(r: SceneRenderer): Uint8Array {
  const ck = r.canvasKit;
  const data = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = (y * SIZE + x) * 4;
      const v = 1 - y / 32;
      const h = (x / SIZE) * 6;
      const hue = [Math.abs(h - 3) - 1, 2 - Math.abs(h - 2), 2 - Math.abs(h - 4)].map((t) =>
        Math.min(1, Math.max(0, t)),
      );
      for (let c = 0; c < 3; c++)
        data[i + c] = Math.round((y < 28 ? hue[c]! * v + (1 - v) * 0.2 : x / (SIZE - 1)) * 255);
      data[i + 3] = 255;
    }
  }
  const info = {
    width: SIZE,
    height: SIZE,
    colorType: ck.ColorType.RGBA_8888,
    alphaType: ck.AlphaType.Unpremul,
    colorSpace: ck.ColorSpace.SRGB,
  };
  const image = ck.MakeImage(info, data, SIZE * 4)!;
  const png = image.encodeToBytes(ck.ImageFormat.PNG, 100)!;
  image.delete();
  return png;
}

const plain: AdjustableImage = { filter: null, grayscale: false, gradientMap: null, gradientMapIntensity: 1 };
const cases: Array<[string, Partial<AdjustableImage>]> = [
  [
    'levels on rgb and each channel',
    {
      filter: {
        rgb: { min: 0.2, mid: 0.3, max: 0.1 },
        red: { min: -0.3, mid: 0, max: 0 },
        green: { min: 0, mid: -0.4, max: -0.2 },
        blue: { min: 0.1, mid: 0.2, max: 0.4 },
      },
    },
  ],
  ['contrast curve on luma', { filter: { con: { min: 0.3, mid: -0.2, max: 0.3 } } }],
  [
    'hue, saturation and tone',
    { filter: { hue: 75, sat: 0.5, tone: { tone_red: 0.2, tone_green: -0.1, tone_blue: 0.3 } } },
  ],
  ['grayscale', { grayscale: true }],
  [
    'gradient map at 70%',
    { gradientMap: ['#1d3557ff', '#e63946ff', '#f1faeeff', '#ffd166ff'], gradientMapIntensity: 0.7 },
  ],
];

beforeAll(async () => {
  const bootstrap = await createTestRenderer();
  const png = testCardPng(bootstrap);
  source = decodeImage(bootstrap.canvasKit, png);
  bootstrap.dispose();
  renderer = await createTestRenderer({ card: png });
  await renderer.resources.images.ensure(['card'], 'full');
});

describe('adjusted images', () => {
  for (const [name, adjustment] of cases) {
    it(`draws the image through the documented maths: ${name}`, () => {
      const drawn = drawToPixels(
        renderer.resources,
        sceneOf(SIZE, SIZE, [imageItem('card', SIZE, SIZE, adjustment)]),
      );
      const expected = new Uint8Array(source.data);
      adjustPixels(imageAdjustments({ ...plain, ...adjustment })!, expected);
      let worst = 0;
      for (let i = 0; i < expected.length; i++)
        worst = Math.max(worst, Math.abs(expected[i]! - drawn.data[i]!));
      expect(worst).toBeLessThanOrEqual(1);
    });
  }

  it('makes each adjusted version once and keeps only the newest few per image', () => {
    const images = renderer.resources.images;
    const base = images.get('card')!;
    const a = imageAdjustments({ ...plain, grayscale: true })!;
    const first = images.adjusted(base, a);
    expect(images.adjusted(base, { ...a })).toBe(first);
    for (let hue = 1; hue <= 4; hue++)
      images.adjusted(base, imageAdjustments({ ...plain, filter: { hue } })!);
    expect(images.adjusted(base, a)).not.toBe(first);
  });
});
