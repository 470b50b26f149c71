import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { inspectImage } from './inspect';
import { makeJpeg, makePng, makeSvg } from './test-images';
import { renderVariants } from './variants';

const sizes = (renditions: Awaited<ReturnType<typeof renderVariants>>) =>
  Object.fromEntries(renditions.map((r) => [r.variant, [r.width, r.height]]));

describe('renderVariants', () => {
  it('writes original, full, large, medium and small without enlarging', async () => {
    const jpeg = await makeJpeg(3000, 2000);
    const renditions = await renderVariants(jpeg, await inspectImage(jpeg, 'image'));
    expect(sizes(renditions)).toEqual({
      original: [3000, 2000],
      full: [2000, 1333],
      large: [1000, 667],
      medium: [500, 333],
      small: [100, 67],
    });
    expect(renditions.every((r) => r.contentType === 'image/jpeg')).toBe(true);

    const small = await makeJpeg(400, 300);
    expect(sizes(await renderVariants(small, await inspectImage(small, 'image')))).toMatchObject({
      full: [400, 300],
      large: [400, 300],
      medium: [400, 300],
      small: [100, 75],
    });
  });

  it('strips EXIF and applies the orientation in every rendition', async () => {
    const jpeg = await makeJpeg(300, 200, { orientation: 6, artist: 'Jane Photographer' });
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Jane Photographer');

    for (const rendition of await renderVariants(jpeg, await inspectImage(jpeg, 'image'))) {
      const after = await sharp(rendition.bytes).metadata();
      expect(after.exif, rendition.variant).toBeUndefined();
      expect(after.xmp, rendition.variant).toBeUndefined();
      expect(after.iptc, rendition.variant).toBeUndefined();
      expect(after.orientation, rendition.variant).toBeUndefined();
      expect(after.height! > after.width!, `${rendition.variant} is upright`).toBe(true);
      expect(rendition.bytes.includes(Buffer.from('Jane Photographer'))).toBe(false);
    }
  });

  it('keeps transparency as PNG', async () => {
    const png = await makePng(1200, 600, true);
    const renditions = await renderVariants(png, await inspectImage(png, 'sticker'));
    for (const rendition of renditions) {
      expect(rendition.contentType).toBe('image/png');
      expect((await sharp(rendition.bytes).metadata()).hasAlpha).toBe(true);
    }
  });

  it('keeps an opaque PNG lossless for print and JPEG on screen', async () => {
    const png = await makePng(800, 600);
    const renditions = await renderVariants(png, await inspectImage(png, 'image'));
    expect(renditions.find((r) => r.variant === 'original')?.contentType).toBe('image/png');
    expect(renditions.find((r) => r.variant === 'medium')?.contentType).toBe('image/jpeg');
  });

  it('keeps an SVG as the vector original and renders PNG renditions at their sizes', async () => {
    const svg = makeSvg();
    const renditions = await renderVariants(svg, await inspectImage(svg, 'image'));
    const original = renditions.find((r) => r.variant === 'original')!;
    expect(original.contentType).toBe('image/svg+xml');
    expect(original.bytes).toEqual(svg);
    expect(sizes(renditions)).toMatchObject({ full: [2000, 1600], large: [1000, 800], small: [100, 80] });
    const medium = renditions.find((r) => r.variant === 'medium')!;
    const { data } = await sharp(medium.bytes).raw().toBuffer({ resolveWithObject: true });
    // The red circle is drawn: some pixel is clearly red.
    let red = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 200 && data[i + 1]! < 80) red += 1;
    expect(red).toBeGreaterThan(1000);
  });

  it('refuses a truncated JPEG instead of storing half a picture', async () => {
    const jpeg = await makeJpeg(600, 400);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const inspected = await inspectImage(truncated, 'image');
    const error = await renderVariants(truncated, inspected).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'invalid_image' });
  });
});
