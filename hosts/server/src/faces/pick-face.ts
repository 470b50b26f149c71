/**
 * Which of the faces in a photo a sticker is about, and where that face's centre is. Pure functions, used by the
 * detection worker; measured on real photos by `bench/face-fit` (docs/benchmarks.md).
 */
import type { FaceBox } from '@album/editor-core';

export interface Candidate {
  box: FaceBox;
  /** The detector's confidence, 0..1. */
  score: number;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The face a sticker photo is about: the one with the best confidence × size × closeness to where a portrait's
 * face sits (the middle, a little above the centre). The detector's own "best" is its most confident box, which in
 * a portrait with a friend at the edge is often the friend (bench/face-fit counts the right face per crop).
 * Null without candidates.
 */
export function pickFace<T extends Candidate>(
  candidates: readonly T[],
  width: number,
  height: number,
): T | null {
  let best: T | null = null;
  let bestValue = -1;
  for (const candidate of candidates) {
    const { box } = candidate;
    const dx = (box.x + box.width / 2) / width - 0.5;
    const dy = (box.y + box.height / 2) / height - 0.45;
    const central = 1 - Math.min(1, Math.hypot(dx, dy));
    const value = candidate.score * Math.sqrt(box.width * box.height) * (0.35 + central);
    if (value > bestValue) {
      bestValue = value;
      best = candidate;
    }
  }
  return best;
}

/**
 * The face box from its 68 landmarks (jaw, brows, eyes, nose, mouth): their bounding box, raised by a quarter of
 * its height for the forehead the landmarks do not reach. The tiny detector's own box is larger than the face and
 * sits low (it takes in the chin and neck), which put faces off the face fit's 0.47 / 0.36 point; the landmark box
 * centres them (bench/face-fit: of 24 head-and-shoulders crops, 13 centred with the detector's box, 18 with
 * this). The box of fewer than 3 points is null.
 */
export function landmarkBox(points: readonly Point[]): FaceBox | null {
  if (points.length < 3) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const { x, y } of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  const height = y1 - y0;
  return { x: x0, y: y0 - 0.25 * height, width: x1 - x0, height: height * 1.25 };
}
