import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FaceDetectionError, FaceDetector } from './face-detector';

// Photos of people that face-api ships with its demo (taken by its author, MIT licence).
const demoDir = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);
const portrait = readFileSync(join(demoDir, 'sample1.jpg'));

const detector = new FaceDetector();
afterAll(() => detector.close());

describe('FaceDetector', () => {
  it('finds a face in a photo of people, inside the picture', async () => {
    const { width = 0, height = 0 } = await sharp(portrait).metadata();
    const face = await detector.detect(portrait);
    expect(face).not.toBeNull();
    expect(face!.width).toBeGreaterThan(20);
    expect(face!.height).toBeGreaterThan(20);
    expect(face!.x + face!.width).toBeLessThanOrEqual(width + 1);
    expect(face!.y + face!.height).toBeLessThanOrEqual(height + 1);
  }, 60_000);

  it('tells every face of a group and the image size, the chosen face among them', async () => {
    const group = readFileSync(join(demoDir, 'sample4.jpg'));
    const { width = 0, height = 0 } = await sharp(group).metadata();
    const analysis = await detector.analyse(group);
    expect(analysis.width).toBe(width);
    expect(analysis.height).toBe(height);
    expect(analysis.faces.length).toBeGreaterThanOrEqual(3);
    // The chosen face's landmark box lies inside its detector box (faces[0]), give or take a tenth.
    const face = analysis.face!;
    const box = analysis.faces[0]!;
    const centreX = face.x + face.width / 2;
    const centreY = face.y + face.height / 2;
    expect(centreX).toBeGreaterThan(box.x);
    expect(centreX).toBeLessThan(box.x + box.width);
    expect(centreY).toBeGreaterThan(box.y);
    expect(centreY).toBeLessThan(box.y + box.height);
    expect(face.width).toBeLessThan(box.width * 1.1);
  }, 60_000);

  it('finds no face in a picture without one', async () => {
    const landscape = await sharp({
      create: {
        width: 640,
        height: 400,
        channels: 3,
        background: '#4a7',
        noise: { type: 'gaussian', mean: 120, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    expect(await detector.detect(landscape)).toBeNull();
  }, 60_000);

  it('reports boxes in the pixels of the image given, whatever the detector size', async () => {
    const half = await sharp(portrait).resize({ width: 600 }).jpeg().toBuffer();
    const [full, small] = await Promise.all([detector.detect(portrait), detector.detect(half)]);
    const { width = 0 } = await sharp(portrait).metadata();
    const ratio = width / 600;
    expect(small).not.toBeNull();
    expect(Math.abs(small!.x * ratio - full!.x)).toBeLessThan(0.1 * width);
    expect(Math.abs(small!.width * ratio - full!.width)).toBeLessThan(0.1 * width);
  }, 60_000);

  it('refuses vector images: an SVG would be rasterised at any cost its author chose', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="5000" height="5000"><filter id="f">' +
        '<feMorphology operator="dilate" radius="50"/></filter><rect width="5000" height="5000" filter="url(#f)"/></svg>',
    );
    await expect(detector.detect(svg)).rejects.toMatchObject({ code: 'unsupported_type' });
  }, 60_000);

  it('stops a detection over its budget, and each waiting one gets its own budget', async () => {
    // 50 ms: not even enough to load the model, so every detection overruns and its worker is terminated.
    const hasty = new FaceDetector(50);
    const started = Date.now();
    const results = await Promise.allSettled([hasty.detect(portrait), hasty.detect(portrait)]);
    const took = Date.now() - started;
    await hasty.close();
    for (const result of results) {
      expect(result).toMatchObject({ status: 'rejected', reason: { code: 'too_costly' } });
    }
    // Two budgets and the starts of two workers, not the minute a stuck worker would take.
    expect(took).toBeLessThan(10_000);
  }, 60_000);

  it('refuses bytes that are not an image', async () => {
    await expect(detector.detect(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(
      FaceDetectionError,
    );
  });
});
