import { describe, expect, it } from 'vitest';
import { landmarkBox, pickFace } from './pick-face';

describe('pickFace', () => {
  it('takes the large central face over a more confident small one at the edge', () => {
    const subject = { box: { x: 300, y: 200, width: 200, height: 200 }, score: 0.7 };
    const friend = { box: { x: 0, y: 250, width: 120, height: 120 }, score: 0.95 };
    expect(pickFace([friend, subject], 800, 1000)).toBe(subject);
  });

  it('takes the more confident of two alike faces, and nothing from no faces', () => {
    const a = { box: { x: 100, y: 100, width: 100, height: 100 }, score: 0.6 };
    const b = { box: { x: 500, y: 100, width: 100, height: 100 }, score: 0.9 };
    expect(pickFace([a, b], 700, 400)).toBe(b);
    expect(pickFace([], 700, 400)).toBeNull();
  });
});

describe('landmarkBox', () => {
  it('spans the landmarks and adds a quarter of their height above for the forehead', () => {
    const box = landmarkBox([
      { x: 10, y: 40 },
      { x: 90, y: 60 },
      { x: 50, y: 120 },
    ]);
    expect(box).toEqual({ x: 10, y: 20, width: 80, height: 100 });
  });

  it('answers null for too few points', () => {
    expect(landmarkBox([{ x: 1, y: 1 }])).toBeNull();
  });
});
