import type { CommentItem } from '@album/editor-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SceneRenderer } from '../renderer';
import { drawToPixels, sceneOf } from '../testing/draw-to-pixels';
import { rectItem } from '../testing/items';
import { createTestRenderer } from '../testing/node-renderer';
import { decodeImage, diffPixels, imagePixels, pixelAt } from '../testing/pixels';
import { rasterSize } from './raster';

let renderer: SceneRenderer;

beforeAll(async () => {
  renderer = await createTestRenderer();
});

const comment: CommentItem = {
  kind: 'comment',
  nodeId: 'c',
  transform: [1, 0, 0, 1, 60, 40],
  opacity: 1,
  text: 'note',
  userId: 'u',
};

const spread = () =>
  sceneOf(100, 50, [rectItem(10, 10, 30, 20, '#ff0000ff'), comment], { kind: 'solid', color: '#0000ffff' });

describe('raster output', () => {
  it('sizes the output from the spread, the dpi and the bleed', () => {
    const scene = sceneOf(460, 297, []);
    expect(rasterSize(scene, 300)).toEqual({ width: 5433, height: 3508 });
    expect(rasterSize(scene, 300, 2)).toEqual({ width: 5480, height: 3555 });
    expect(rasterSize(sceneOf(230, 297, []), 50)).toEqual({ width: 453, height: 585 });
  });

  it('renders PNG with the background over the bleed and without comments', async () => {
    const png = await renderer.renderSpreadToPng(spread(), { dpi: 254, bleed: 2 });
    expect(Array.from(png.subarray(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const p = decodeImage(renderer.canvasKit, png);
    expect([p.width, p.height]).toEqual([1040, 540]);
    expect(pixelAt(p, 1, 1)).toEqual([0, 0, 255, 255]);
    // The rectangle at (10, 10) mm lands 2 mm further in because of the bleed: 10 px per mm.
    expect(pixelAt(p, 125, 125)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(p, 115, 115)).toEqual([0, 0, 255, 255]);
    // Where the comment marker would be, the background shows.
    expect(pixelAt(p, 650, 380)).toEqual([0, 0, 255, 255]);
  });

  it('keeps transparency on request and paints white paper by default', async () => {
    const scene = sceneOf(20, 20, [rectItem(0, 0, 10, 10, '#00ff00ff')]);
    const clear = decodeImage(
      renderer.canvasKit,
      await renderer.renderSpreadToPng(scene, { dpi: 25.4, paper: null }),
    );
    expect(pixelAt(clear, 15, 15)[3]).toBe(0);
    const paper = decodeImage(renderer.canvasKit, await renderer.renderSpreadToPng(scene, { dpi: 25.4 }));
    expect(pixelAt(paper, 15, 15)).toEqual([255, 255, 255, 255]);
  });

  it('renders JPEG', async () => {
    const jpeg = await renderer.renderSpreadToJpeg(spread(), { dpi: 100, quality: 90 });
    expect(Array.from(jpeg.subarray(0, 3))).toEqual([0xff, 0xd8, 0xff]);
    const p = decodeImage(renderer.canvasKit, jpeg);
    expect(p.width).toBe(394);
    const [r, g, b] = pixelAt(p, 100, 80);
    expect(r).toBeGreaterThan(230);
    expect(g).toBeLessThan(30);
    expect(b).toBeLessThan(30);
  });

  it('records a picture that replays the same pixels as drawing directly', () => {
    const { ck } = renderer.resources;
    const scene = spread();
    const picture = renderer.recordPicture(scene, { showComments: true });
    const surface = ck.MakeSurface(200, 100)!;
    const canvas = surface.getCanvas();
    canvas.clear(ck.TRANSPARENT);
    canvas.scale(2, 2);
    canvas.drawPicture(picture);
    const image = surface.makeImageSnapshot();
    const replayed = imagePixels(ck, image);
    image.delete();
    surface.delete();
    picture.delete();
    const direct = drawToPixels(renderer.resources, scene, 2, { showComments: true });
    const diff = diffPixels(replayed, direct, 2);
    expect(diff.differing).toBe(0);
    // The marker is there on screen (amber or its white dots, both green-heavy), where the raster had background.
    expect(pixelAt(direct, 126, 72)[1]).toBeGreaterThan(150);
  });
});
