/**
 * Golden images of the fixture album: where they live, how they are rendered and how a render is compared with
 * them (Node only). `UPDATE_GOLDEN=1` rewrites them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CanvasKit } from 'canvaskit-wasm';
import { decodeImage, diffPixels, encodePng } from './pixels';

/** Resolution of the goldens: small files, still every element visible. */
export const GOLDEN_DPI = 50;
/** Resolution of the feature spread golden (a small spread with small text). */
export const FEATURE_DPI = 100;
/** Bleed drawn around the trim box in the goldens, mm. */
export const GOLDEN_BLEED = 2;
/** A golden matches when fewer than this share of pixels differ. */
export const GOLDEN_MAX_DIFF = 0.005;
/** Per-pixel tolerance (largest channel difference, 0-255) for anti-aliasing and codec noise. */
export const GOLDEN_PIXEL_THRESHOLD = 32;

/** The folder of the committed goldens. */
export const GOLDEN_DIR = fileURLToPath(new URL('../golden/', import.meta.url));

export function goldenPath(name: string): string {
  return join(GOLDEN_DIR, `${name}.png`);
}

/** Whether this run regenerates the goldens. */
export function updatingGoldens(): boolean {
  return process.env.UPDATE_GOLDEN === '1';
}

/** Outcome of a golden comparison. */
export interface GoldenResult {
  name: string;
  /** Share of differing pixels, 0..1 (0 when the golden was just written). */
  fraction: number;
  maxDelta: number;
  written: boolean;
  /** Where the actual render and the difference mask were saved when they differ. */
  artefacts?: { actual: string; mask: string };
}

/**
 * Compares PNG bytes with the golden `name` (writing it instead when updating or when it does not exist yet and
 * `allowCreate` is set). On any difference the actual image and a mask are saved under the system temp folder.
 */
export function compareWithGolden(
  ck: CanvasKit,
  name: string,
  png: Uint8Array,
  allowCreate = false,
): GoldenResult {
  const path = goldenPath(name);
  if (updatingGoldens() || (allowCreate && !existsSync(path))) {
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(path, png);
    return { name, fraction: 0, maxDelta: 0, written: true };
  }
  const expected = decodeImage(ck, new Uint8Array(readFileSync(path)));
  const actual = decodeImage(ck, png);
  const diff = diffPixels(actual, expected, GOLDEN_PIXEL_THRESHOLD);
  const result: GoldenResult = { name, fraction: diff.fraction, maxDelta: diff.maxDelta, written: false };
  if (diff.differing > 0) {
    const dir = join(tmpdir(), 'album-golden');
    mkdirSync(dir, { recursive: true });
    const artefacts = { actual: join(dir, `${name}.actual.png`), mask: join(dir, `${name}.diff.png`) };
    writeFileSync(artefacts.actual, png);
    writeFileSync(artefacts.mask, encodePng(ck, diff.mask));
    result.artefacts = artefacts;
  }
  return result;
}
