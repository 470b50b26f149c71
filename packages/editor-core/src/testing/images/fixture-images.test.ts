import { describe, expect, it } from 'vitest';
import { FIXTURE_IMAGES, fixtureImageBytes } from './fixture-images';

describe('fixture images', () => {
  it('render at their declared size and encode in their format', () => {
    for (const image of FIXTURE_IMAGES) {
      const raw = image.render();
      expect([raw.width, raw.height], image.file).toEqual([image.width, image.height]);
      const bytes = fixtureImageBytes(image.file);
      if (image.format === 'png') expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
      else expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
      expect(image.file.endsWith(image.format === 'png' ? '.png' : '.jpg')).toBe(true);
    }
  });

  it('draw recognisable content: a transparent arrow, opaque portraits', () => {
    const arrow = FIXTURE_IMAGES.find((i) => i.file === 'arrow.png')!.render();
    expect(arrow.channels).toBe(4);
    const alphaAt = (x: number, y: number) => arrow.data[(y * 64 + x) * 4 + 3];
    expect(alphaAt(32, 5)).toBe(0);
    expect(alphaAt(32, 32)).toBe(255);
    const redCorner = [...arrow.data.subarray(0, 4)];
    expect(redCorner).toEqual([0xe6, 0x39, 0x46, 255]);
    const portrait = FIXTURE_IMAGES.find((i) => i.file === 'portrait-anna.png')!;
    expect(portrait.face).toBeDefined();
    const raw = portrait.render();
    expect([...raw.data.subarray(0, 3)]).toEqual([0x2a, 0x9d, 0x8f]);
  });

  it('throws for unknown files', () => {
    expect(() => fixtureImageBytes('nope.png')).toThrow(RangeError);
  });
});
