/**
 * The photo check's verdict from its measures: will this photo print well as a sticker? Each item has a stable
 * code; the app shows a failing item's hint from the message `photo_check.<code>`. Pure; the thresholds are set on
 * the labelled photos of `bench/photo-check` (docs/benchmarks.md).
 */
import { defaultProps, effectiveDpi, resolutionWarning } from '@album/editor-core';
import type { FaceBox } from '@album/editor-core';
import type { Lightness } from './measure';

/** The checks, in the order the hints are shown. */
export type PhotoCheckCode = 'face' | 'face_size' | 'one_face' | 'sharpness' | 'lighting' | 'resolution';

export interface PhotoCheckItem {
  code: PhotoCheckCode;
  ok: boolean;
  /** What was measured (see `THRESHOLDS` for each code's unit); absent where there is nothing to tell. */
  value?: number;
}

export interface PhotoCheck {
  ok: boolean;
  checks: PhotoCheckItem[];
  /** The face the photo is about, in 0..1 of the image's width and height; absent without a face. */
  face?: FaceBox;
}

/** What the verdict is made of. */
export interface PhotoMeasures {
  /** The image's size as shown, px. */
  width: number;
  height: number;
  /** The face the photo is about, px; null without one. */
  face: FaceBox | null;
  /** Every face found as detected, the chosen one first. */
  faces: FaceBox[];
  /** Variance of the Laplacian of the face (or the whole photo without one) at a fixed scale (`check.ts`). */
  sharpness: number;
  /** Lightness of the face (or the whole photo without one). */
  light: Lightness;
}

export const THRESHOLDS = {
  /** face_size: the face's height as a share of the sticker frame's height after face fit, at least. */
  minFaceShare: 0.15,
  /** one_face: another face at least this share of the chosen face's height is a second person. */
  otherFaceShare: 0.6,
  /** sharpness: Laplacian variance at least. */
  minSharpness: 20,
  /** lighting: mean grey level of the face within these bounds, and at most this share burnt out. */
  minMean: 55,
  maxMean: 225,
  maxClipped: 0.3,
} as const;

/** The sticker frame photos fill, in mm: the default sticker cell. */
const FRAME = (() => {
  const { width, height } = defaultProps('StickerCell', { id: 'frame' });
  return { width, height };
})();

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The verdict on a photo's measures. */
export function photoCheckVerdict(m: PhotoMeasures): PhotoCheck {
  const checks: PhotoCheckItem[] = [{ code: 'face', ok: m.face !== null }];
  if (m.face) {
    // At crop scale 1 the photo covers the frame: one frame mm shows 1 / cover px.
    const cover = Math.max(FRAME.width / m.width, FRAME.height / m.height);
    const share = (m.face.height * cover) / FRAME.height;
    checks.push({ code: 'face_size', ok: share >= THRESHOLDS.minFaceShare, value: round(share, 2) });
    const main = m.faces[0] ?? m.face;
    const people =
      1 + m.faces.slice(1).filter((f) => f.height >= THRESHOLDS.otherFaceShare * main.height).length;
    checks.push({ code: 'one_face', ok: people === 1, value: people });
  }
  checks.push({
    code: 'sharpness',
    ok: m.sharpness >= THRESHOLDS.minSharpness,
    value: Math.round(m.sharpness),
  });
  const { mean, clipped } = m.light;
  checks.push({
    code: 'lighting',
    ok: mean >= THRESHOLDS.minMean && mean <= THRESHOLDS.maxMean && clipped <= THRESHOLDS.maxClipped,
    value: Math.round(mean),
  });
  // The editor's own low-resolution rule (longest side under 6000 px and under 75 dpi) for the default frame.
  const resolution = {
    sourceWidth: m.width,
    sourceHeight: m.height,
    frameWidth: FRAME.width,
    frameHeight: FRAME.height,
    cscale: 1,
  };
  checks.push({
    code: 'resolution',
    ok: resolutionWarning(resolution) === null,
    value: Math.floor(effectiveDpi(resolution)),
  });
  const verdict: PhotoCheck = { ok: checks.every((c) => c.ok), checks };
  if (m.face) {
    verdict.face = {
      x: round(m.face.x / m.width, 4),
      y: round(m.face.y / m.height, 4),
      width: round(m.face.width / m.width, 4),
      height: round(m.face.height / m.height, 4),
    };
  }
  return verdict;
}
