// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadCanvasKit } from './node';

describe('loadCanvasKit', () => {
  it('loads the full build once, also in Node under a DOM emulation', async () => {
    expect(typeof document).toBe('object');
    const [a, b] = await Promise.all([loadCanvasKit(), loadCanvasKit({ wasmUrl: '/ignored.wasm' })]);
    expect(a).toBe(b);
    // Only the full build encodes JPEG.
    const surface = a.MakeSurface(4, 4)!;
    const image = surface.makeImageSnapshot();
    const jpeg = image.encodeToBytes(a.ImageFormat.JPEG, 80);
    expect(Array.from(jpeg!.subarray(0, 2))).toEqual([0xff, 0xd8]);
    image.delete();
    surface.delete();
  });
});
