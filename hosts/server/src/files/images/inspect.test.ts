import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { MAX_UPLOAD_BYTES } from '../limits';
import { inspectImage } from './inspect';
import { makeJpeg, makePdf, makePng, makeSvg } from './test-images';

async function refusalOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('inspectImage', () => {
  it('measures JPEG, PNG and SVG from their bytes', async () => {
    expect(await inspectImage(await makeJpeg(320, 200), 'image')).toEqual({
      type: 'jpeg',
      width: 320,
      height: 200,
      hasAlpha: false,
    });
    expect(await inspectImage(await makePng(64, 48, true), 'sticker')).toMatchObject({
      type: 'png',
      hasAlpha: true,
    });
    expect(await inspectImage(makeSvg(), 'image')).toMatchObject({ type: 'svg', width: 100, height: 80 });
  });

  it('reports the size as shown when EXIF turns the picture', async () => {
    expect(await inspectImage(await makeJpeg(300, 200, { orientation: 6 }), 'image')).toMatchObject({
      width: 200,
      height: 300,
    });
  });

  it('refuses a PDF whatever it is called', async () => {
    const error = await refusalOf(inspectImage(makePdf(), 'image'));
    expect(error).toMatchObject({ status: 400, code: 'unsupported_type', field: 'blob_id' });
    expect(error.message).toBe('The file is a PDF document. Only JPEG, PNG and SVG images are accepted');
  });

  it('refuses SVG for stickers', async () => {
    const error = await refusalOf(inspectImage(makeSvg(), 'sticker'));
    expect(error.code).toBe('unsupported_type');
    expect(error.message).toBe('The file is an SVG image. Stickers accept JPEG and PNG images');
  });

  it('refuses more than 32 million pixels from the header alone', async () => {
    const png = await makePng(8000, 5000);
    const error = await refusalOf(inspectImage(png, 'image'));
    expect(error.code).toBe('too_many_pixels');
    expect(error.message).toBe(
      'The image has 40.0 million pixels (8000 × 5000); at most 32 million are accepted',
    );
  });

  it('refuses files outside 0.0001-16 MB', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    (await makeJpeg(10, 10)).copy(big);
    expect((await refusalOf(inspectImage(big, 'image'))).code).toBe('file_too_large');
    const tiny = await refusalOf(inspectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image'));
    expect(tiny.code).toBe('file_too_small');
    expect(tiny.message).toBe('The file is only 4 bytes; files must be at least 105 bytes');
  });

  it('refuses an SVG with a script, naming the reason', async () => {
    const error = await refusalOf(inspectImage(makeSvg('<script>alert(1)</script>'), 'image'));
    expect(error.code).toBe('svg_script');
    expect(error.message).toContain('<script>');
  });

  it('refuses a JPEG header without a readable image', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 0x41)]);
    expect((await refusalOf(inspectImage(broken, 'image'))).code).toBe('invalid_image');
  });
});
