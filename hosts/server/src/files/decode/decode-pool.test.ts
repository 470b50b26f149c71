import { afterAll, describe, expect, it } from 'vitest';
import { makePng } from '../images/test-images';
import { ImageDecoder } from './decode-pool';

/** A filter over 5000 × 5000 user units: many seconds of CPU at the 2000 px rendition. */
const costly = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="5000" height="5000"><filter id="f">' +
    '<feMorphology operator="dilate" radius="50"/></filter><rect width="5000" height="5000" filter="url(#f)"/></svg>',
);

describe('ImageDecoder', () => {
  const decoder = new ImageDecoder({ cpuMs: 500, wallMs: 30_000, workers: 1 });
  afterAll(() => decoder.close());

  it('decodes in its own process and answers the checks and renditions', async () => {
    const decoded = await decoder.decode(await makePng(640, 480), 'image');
    expect(decoded.image).toMatchObject({ type: 'png', width: 640, height: 480 });
    expect(decoded.renditions.map((r) => r.variant)).toEqual([
      'original',
      'full',
      'large',
      'medium',
      'small',
    ]);
    expect(Buffer.isBuffer(decoded.renditions[0]!.bytes)).toBe(true);
    expect(decoded.cpuMs).toBeLessThan(500);
  });

  it('refuses an image over its CPU budget, and the image waiting behind it gets a fresh process', async () => {
    const started = Date.now();
    const [refused, next] = await Promise.allSettled([
      decoder.decode(costly, 'image'),
      decoder.decode(await makePng(320, 240), 'image'),
    ]);
    expect(refused).toMatchObject({
      status: 'rejected',
      reason: { status: 400, code: 'image_too_costly', field: 'blob_id' },
    });
    expect(next).toMatchObject({ status: 'fulfilled', value: { image: { width: 320, height: 240 } } });
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('answers the checks of the files module from the process (type, size, SVG content)', async () => {
    await expect(decoder.decode(Buffer.alloc(200, 7), 'image')).rejects.toMatchObject({
      status: 400,
      code: 'unsupported_type',
    });
    const script = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'.padEnd(
        200,
      ),
    );
    await expect(decoder.decode(script, 'image')).rejects.toMatchObject({ code: 'svg_script' });
  });

  it('kills a decoder that outlasts the wall-clock limit (a machine too busy to count CPU time)', async () => {
    const slow = new ImageDecoder({ cpuMs: 60_000, wallMs: 800, workers: 1 });
    try {
      const started = Date.now();
      await expect(slow.decode(costly, 'image')).rejects.toMatchObject({ code: 'image_too_costly' });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      slow.close();
    }
  }, 60_000);

  it('refuses once closed', async () => {
    const closed = new ImageDecoder({ cpuMs: 500, wallMs: 30_000, workers: 1 });
    closed.close();
    await expect(closed.decode(await makePng(10, 10), 'image')).rejects.toThrow('closed');
  });
});
