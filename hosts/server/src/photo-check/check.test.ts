import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FaceDetector } from '../faces';
import { checkPhoto } from './check';

const detector = new FaceDetector();
afterAll(() => detector.close());

/** A 1200 × 1600 picture of sharp detail: 300 grey squares scattered on mid-grey. */
async function detailed(): Promise<Buffer> {
  const squares = Array.from({ length: 300 }, (_, i) => {
    const x = (i * 397) % 1150;
    const y = (i * 613) % 1550;
    const grey = (i * 53) % 200;
    return `<rect x="${x}" y="${y}" width="40" height="40" fill="rgb(${grey},${grey},${grey})"/>`;
  }).join('');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600">${squares}</svg>`,
  );
  return sharp({
    create: { width: 1200, height: 1600, channels: 3, background: '#8a8a8a' },
  })
    .composite([{ input: svg }])
    .jpeg()
    .toBuffer();
}

const failing = async (image: Buffer) =>
  (await checkPhoto(image, detector)).checks.filter((c) => !c.ok).map((c) => c.code);

describe('checkPhoto', () => {
  it('finds no face in a picture of squares, but passes it as sharp, well lit and large enough', async () => {
    expect(await failing(await detailed())).toEqual(['face']);
  }, 60_000);

  it('tells a blurred, a dark and a tiny picture apart', async () => {
    const image = await detailed();
    expect(await failing(await sharp(image).blur(25).jpeg().toBuffer())).toContain('sharpness');
    expect(await failing(await sharp(image).linear(0.2, 0).jpeg().toBuffer())).toContain('lighting');
    expect(await failing(await sharp(image).resize({ width: 100 }).jpeg().toBuffer())).toContain(
      'resolution',
    );
  }, 60_000);

  it('refuses bytes that are not a photo', async () => {
    await expect(checkPhoto(Buffer.from('no picture here'), detector)).rejects.toMatchObject({
      code: 'invalid_image',
    });
  }, 60_000);
});
