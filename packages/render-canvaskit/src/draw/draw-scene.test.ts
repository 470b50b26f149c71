import {
  gradientEndpoints,
  type GroupItem,
  type Matrix,
  type Paint,
  type TextItem,
} from '@album/editor-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SceneRenderer } from '../renderer';
import { drawToPixels, sceneOf } from '../testing/draw-to-pixels';
import { imageItem, rectItem } from '../testing/items';
import { createTestRenderer } from '../testing/node-renderer';
import { pixelAt, type Pixels } from '../testing/pixels';
import { quadrantImagePng } from '../testing/sample-image';
import { loadCanvasKit } from '../node';

let renderer: SceneRenderer;

beforeAll(async () => {
  const ck = await loadCanvasKit();
  renderer = await createTestRenderer({ quad: quadrantImagePng(ck, 120, 80) });
  await renderer.resources.images.ensure(['quad'], 'full');
  await renderer.resources.fonts.ensure([{ family: 'Roboto', bold: false, italic: false }]);
});

function near(actual: number[], expected: number[], tolerance = 6): void {
  expect(actual.length).toBe(expected.length);
  actual.forEach((v, i) =>
    expect(Math.abs(v - expected[i]!), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance),
  );
}

const draw = (
  items: Parameters<typeof sceneOf>[2],
  w = 100,
  h = 100,
  background: Paint | null = null,
  pxPerMm = 1,
) => drawToPixels(renderer.resources, sceneOf(w, h, items, background), pxPerMm);

describe('drawScene: shapes', () => {
  it('fills rectangles at their transform, with rounded corners', () => {
    const p = draw([
      rectItem(10, 20, 30, 40, '#ff0000ff', {
        geometry: { kind: 'rect', width: 30, height: 40, radius: 10 },
      }),
    ]);
    near(pixelAt(p, 25, 40), [255, 0, 0, 255]);
    expect(pixelAt(p, 10.5, 20.5)[3]).toBe(0);
    expect(pixelAt(p, 5, 5)[3]).toBe(0);
  });

  it('draws ellipses, centred strokes and lines', () => {
    const ellipse = {
      ...rectItem(0, 0, 60, 40, '#0000ffff'),
      geometry: { kind: 'ellipse' as const, width: 60, height: 40 },
      stroke: { color: '#00ff00ff', width: 4 },
    };
    const line = {
      ...rectItem(0, 70, 0, 0, '#000000ff'),
      geometry: { kind: 'line' as const, x1: 0, y1: 0, x2: 100, y2: 0 },
      stroke: { color: '#ff00ffff', width: 6 },
    };
    const p = draw([ellipse, line]);
    near(pixelAt(p, 30, 20), [0, 0, 255, 255]);
    near(pixelAt(p, 30, 0.5), [0, 255, 0, 255], 40);
    expect(pixelAt(p, 1, 1)[3]).toBe(0);
    near(pixelAt(p, 50, 70), [255, 0, 255, 255]);
    expect(pixelAt(p, 50, 75)[3]).toBe(0);
  });

  it('applies rotation and scale from the item matrix', () => {
    // A 40 × 10 bar turned 90° clockwise about the origin, then moved to x = 50: it covers x 40..50, y 0..40.
    const bar = rectItem(0, 0, 40, 10, '#000000ff', { transform: [0, 1, -1, 0, 50, 0] });
    const scaled = rectItem(0, 0, 10, 10, '#ff0000ff', { transform: [3, 0, 0, 3, 60, 60] });
    const p = draw([bar, scaled]);
    near(pixelAt(p, 45, 30), [0, 0, 0, 255]);
    expect(pixelAt(p, 30, 5)[3]).toBe(0);
    near(pixelAt(p, 88, 88), [255, 0, 0, 255]);
  });

  it('draws linear gradients in every direction with evenly spaced stops', () => {
    const gradient = (direction: number, colors: string[]): Paint => ({
      kind: 'linear',
      ...gradientEndpoints(direction, 100, 100),
      colors,
    });
    const sample = (direction: number, colors: string[]) =>
      draw([{ ...rectItem(0, 0, 100, 100, '#000000ff'), fill: gradient(direction, colors) }]);
    const horizontal = sample(90, ['#ff0000ff', '#0000ffff']);
    near(pixelAt(horizontal, 0, 50), [255, 0, 0, 255], 8);
    near(pixelAt(horizontal, 99, 50), [0, 0, 255, 255], 8);
    near(pixelAt(horizontal, 50, 10), pixelAt(horizontal, 50, 90), 1);
    const vertical = sample(0, ['#ff0000ff', '#0000ffff']);
    near(pixelAt(vertical, 50, 99), [255, 0, 0, 255], 8);
    near(pixelAt(vertical, 50, 0), [0, 0, 255, 255], 8);
    const diagonal = sample(45, ['#000000ff', '#ffffffff']);
    expect(pixelAt(diagonal, 1, 98)[0]).toBeLessThan(10);
    expect(pixelAt(diagonal, 98, 1)[0]).toBeGreaterThan(245);
    near(pixelAt(diagonal, 10, 10), pixelAt(diagonal, 90, 90), 2);
    const other = sample(135, ['#000000ff', '#ffffffff']);
    expect(pixelAt(other, 1, 1)[0]).toBeLessThan(10);
    expect(pixelAt(other, 98, 98)[0]).toBeGreaterThan(245);
    const four = sample(90, ['#ff0000ff', '#00ff00ff', '#0000ffff', '#ffffffff']);
    near(pixelAt(four, 33.3, 50), [0, 255, 0, 255], 12);
    near(pixelAt(four, 66.6, 50), [0, 0, 255, 255], 12);
  });

  it('composites a translucent shape with fill and stroke as one layer', () => {
    const shape = rectItem(20, 20, 60, 60, '#ff0000ff', {
      opacity: 0.5,
      stroke: { color: '#0000ffff', width: 10 },
    });
    const p = draw([shape], 100, 100, { kind: 'solid', color: '#ffffffff' });
    near(pixelAt(p, 50, 50), [255, 128, 128, 255], 3);
    // The inner half of the stroke covers the fill inside the layer: pure blue at half opacity over white.
    near(pixelAt(p, 23, 50), [128, 128, 255, 255], 3);
  });
});

describe('drawScene: groups', () => {
  it('clips children to the group geometry and fades them as one layer', () => {
    const group: GroupItem = {
      kind: 'group',
      nodeId: 'g',
      transform: [1, 0, 0, 1, 20, 20],
      opacity: 0.5,
      clip: { kind: 'ellipse', width: 60, height: 60 },
      children: [rectItem(0, 0, 60, 60, '#000000ff'), rectItem(10, 10, 40, 40, '#000000ff')],
    };
    const p = draw([group], 100, 100, { kind: 'solid', color: '#ffffffff' });
    // Overlapping children do not darken each other: the layer is faded once.
    near(pixelAt(p, 50, 50), [128, 128, 128, 255], 3);
    near(pixelAt(p, 22, 22), [255, 255, 255, 255], 3);
  });
});

describe('drawScene: images', () => {
  function quad(extra: Parameters<typeof imageItem>[3] = {}): Pixels {
    return draw([imageItem('quad', 120, 80, extra)], 120, 80);
  }

  it('draws the image through its crop matrix', () => {
    const p = quad();
    near(pixelAt(p, 10, 70), [240, 210, 40, 255]);
    const flipped = quad({ crop: [-1, 0, 0, 1, 120, 0], flip: 'horizontal' });
    near(pixelAt(flipped, 10, 10), [40, 180, 60, 255]);
    const zoomed = quad({ crop: [2, 0, 0, 2, -120, -80] });
    near(pixelAt(zoomed, 5, 5), pixelAt(p, 62, 42), 6);
  });

  it('scales a smaller rendition up to the source size the crop is written for', () => {
    const p = draw(
      [imageItem('quad', 240, 160, { width: 120, height: 80, crop: [0.5, 0, 0, 0.5, 0, 0] })],
      120,
      80,
    );
    near(pixelAt(p, 110, 70), [40, 70, 220, 255]);
  });

  it('clips to the frame radius and draws the stroke', () => {
    const p = quad({ radius: 20, stroke: { color: '#000000ff', width: 4 } });
    expect(pixelAt(p, 1, 1)[3]).toBe(0);
    near(pixelAt(p, 60, 1), [0, 0, 0, 255]);
  });

  it('blends with what is below', () => {
    const base = rectItem(0, 0, 120, 80, '#808080ff');
    const p = draw([base, imageItem('quad', 120, 80, { blend: 'multiply' })], 120, 80);
    near(pixelAt(p, 10, 70), [120, 105, 20, 255], 4);
    const screen = draw([base, imageItem('quad', 120, 80, { blend: 'screen' })], 120, 80);
    expect(pixelAt(screen, 10, 70)[2]).toBeGreaterThan(128);
  });

  it('applies the image adjustments and opacity', () => {
    const grey = quad({ grayscale: true });
    const [r, g, b] = pixelAt(grey, 100, 10);
    expect(Math.abs(r - g)).toBeLessThanOrEqual(1);
    expect(Math.abs(g - b)).toBeLessThanOrEqual(1);
    expect(pixelAt(quad({ opacity: 0.5 }), 10, 70)[3]).toBeCloseTo(128, -1);
  });

  it('draws the placeholder while the image is not loaded', () => {
    const p = draw([imageItem('not-loaded', 50, 50, { placeholder: { kind: 'solid', color: '#e9ecefff' } })]);
    near(pixelAt(p, 25, 25), [0xe9, 0xec, 0xef, 255]);
  });
});

describe('drawScene: text and comments', () => {
  const text = (align: 'left' | 'right'): TextItem => ({
    kind: 'text',
    nodeId: 'text',
    transform: [1, 0, 0, 1, 10, 10],
    opacity: 1,
    width: 80,
    height: 20,
    paragraphs: [
      {
        align,
        runs: [
          {
            text: 'Hi',
            fontFamily: 'Roboto',
            bold: false,
            italic: false,
            fontSize: 12,
            lineHeight: 1.2,
            letterSpacing: 0,
            color: '#000000ff',
          },
        ],
      },
    ],
    autosize: false,
    fill: { kind: 'solid', color: '#ffff00ff' },
    stroke: null,
    radius: 0,
  });

  function darkColumns(p: Pixels): number[] {
    const xs: number[] = [];
    for (let x = 0; x < p.width; x++) {
      for (let y = 0; y < p.height; y++) {
        const [r, , , a] = pixelAt(p, x, y);
        if (a > 200 && r < 80) {
          xs.push(x);
          break;
        }
      }
    }
    return xs;
  }

  it('draws the box and the glyphs where the layout puts them', () => {
    // 4 px per mm; the box spans x 10..90 mm.
    const left = draw([text('left')], 100, 100, null, 4);
    near(pixelAt(left, 85 * 4, 25 * 4), [255, 255, 0, 255]);
    const leftInk = darkColumns(left).map((x) => x / 4);
    expect(leftInk.length).toBeGreaterThan(8);
    expect(Math.min(...leftInk)).toBeLessThan(13);
    expect(Math.max(...leftInk)).toBeLessThan(30);
    const rightInk = darkColumns(draw([text('right')], 100, 100, null, 4)).map((x) => x / 4);
    expect(Math.max(...rightInk)).toBeGreaterThan(87);
    expect(Math.min(...rightInk)).toBeGreaterThan(70);
  });

  it('shows comment markers on screen only', () => {
    const comment = {
      kind: 'comment' as const,
      nodeId: 'c',
      transform: [1, 0, 0, 1, 20, 50] as Matrix,
      opacity: 1,
      text: 'Check',
      userId: 'u1',
    };
    const scene = sceneOf(100, 100, [comment]);
    const shown = drawToPixels(renderer.resources, scene, 1, {
      commentSize: 20,
      commentColor: () => '#00ff00ff',
    });
    near(pixelAt(shown, 24, 43), [0, 255, 0, 255], 8);
    const hidden = drawToPixels(renderer.resources, scene, 1, { showComments: false, commentSize: 20 });
    expect(hidden.data.every((v) => v === 0)).toBe(true);
  });
});
