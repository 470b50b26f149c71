import { describe, expect, it } from 'vitest';
import { THRESHOLDS, photoCheckVerdict, type PhotoMeasures } from './verdict';

/** A 3000 × 4000 portrait with a large, sharp, well-lit face: every check passes. */
const good: PhotoMeasures = {
  width: 3000,
  height: 4000,
  face: { x: 1200, y: 1000, width: 700, height: 900 },
  faces: [{ x: 1150, y: 1050, width: 800, height: 800 }],
  sharpness: 150,
  light: { mean: 130, clipped: 0.01 },
};

const failing = (m: PhotoMeasures) =>
  photoCheckVerdict(m)
    .checks.filter((c) => !c.ok)
    .map((c) => c.code);

describe('photoCheckVerdict', () => {
  it('passes a good portrait and tells its face in 0..1 of the image', () => {
    const verdict = photoCheckVerdict(good);
    expect(verdict.ok).toBe(true);
    expect(verdict.checks.map((c) => c.code)).toEqual([
      'face',
      'face_size',
      'one_face',
      'sharpness',
      'lighting',
      'resolution',
    ]);
    expect(verdict.face).toEqual({ x: 0.4, y: 0.25, width: 0.2333, height: 0.225 });
    // 900 px of 4000 on a 70 mm frame covered at crop scale 1.
    expect(verdict.checks.find((c) => c.code === 'face_size')!.value).toBe(0.23);
  });

  it('fails a photo without a face on that item alone, without face size and people', () => {
    const verdict = photoCheckVerdict({ ...good, face: null, faces: [] });
    expect(verdict.ok).toBe(false);
    expect(verdict.face).toBeUndefined();
    expect(verdict.checks.map((c) => c.code)).toEqual(['face', 'sharpness', 'lighting', 'resolution']);
    expect(failing({ ...good, face: null, faces: [] })).toEqual(['face']);
  });

  it('fails a distant face, a second person, a blurred, dark or burnt-out photo, each on its item', () => {
    const far = { ...good, face: { x: 1400, y: 1200, width: 200, height: 260 } };
    expect(failing({ ...far, faces: [far.face] })).toEqual(['face_size']);
    const friend = { x: 2200, y: 1100, width: 700, height: 700 };
    expect(failing({ ...good, faces: [...good.faces, friend] })).toEqual(['one_face']);
    // A face in the background, much smaller, is no second person.
    expect(failing({ ...good, faces: [...good.faces, { x: 100, y: 100, width: 120, height: 120 }] })).toEqual(
      [],
    );
    expect(failing({ ...good, sharpness: THRESHOLDS.minSharpness - 1 })).toEqual(['sharpness']);
    expect(failing({ ...good, light: { mean: 30, clipped: 0 } })).toEqual(['lighting']);
    expect(failing({ ...good, light: { mean: 200, clipped: 0.5 } })).toEqual(['lighting']);
  });

  it('applies the editor’s low-resolution rule to the 50 × 70 mm sticker', () => {
    // 120 × 160 px: 25.4 × min(120 / 50, 160 / 70) = 58 dpi, under 75.
    const tiny = {
      ...good,
      width: 120,
      height: 160,
      face: { x: 40, y: 30, width: 40, height: 50 },
      faces: [],
    };
    const verdict = photoCheckVerdict(tiny);
    expect(verdict.checks.find((c) => c.code === 'resolution')).toEqual({
      code: 'resolution',
      ok: false,
      value: 58,
    });
    // 200 × 280 px: 101 dpi.
    expect(failing({ ...tiny, width: 200, height: 280 })).toEqual([]);
  });
});
