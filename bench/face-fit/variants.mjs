// The labelled set of the face fit bench: the photos of photos.json as they are, plus crops made from them the way
// contributors upload (one person per photo): for every labelled face a head-and-shoulders portrait (3:4, face about
// 28 % of the width), a half-body portrait (face about 14 %, as far as the photo allows) and a small upload (the
// portrait at 320 px wide). Crops are placed with a fixed pseudo-random jitter, so every run sees the same set.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const require = createRequire(import.meta.url);

/** The labelled photos (bench/face-fit/photos.json). */
export const photos = JSON.parse(readFileSync(join(here, 'photos.json'), 'utf8')).photos;

/** The bytes of a photo named `npm:<package path>` (from node_modules) or `stock:<file>` (the bundled library). */
export function readPhoto(file) {
  if (file.startsWith('npm:')) {
    const path = file.slice(4);
    const [scope, name, ...rest] = path.split('/');
    const pkg = dirname(require.resolve(`${scope}/${name}/package.json`));
    return readFileSync(join(pkg, ...rest));
  }
  if (file.startsWith('stock:'))
    return readFileSync(join(root, 'hosts', 'server', 'assets', 'stock', file.slice(6)));
  throw new Error(`Unknown photo source: ${file}`);
}

/** Mulberry32: a small seeded generator, so the jitter is the same in every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 3:4 crop of the photo around `face`, the face `share` of the crop's width, its centre near (0.5, 0.4) of the
 * crop, moved by up to ±`jitter` of the crop; the crop is shrunk and shifted to stay inside the photo.
 */
function portraitRect(face, size, share, jitter, next) {
  let width = face.width / share;
  let height = (width * 4) / 3;
  if (height > size.height) {
    height = size.height;
    width = (height * 3) / 4;
  }
  if (width > size.width) {
    width = size.width;
    height = (width * 4) / 3;
  }
  const cx = face.x + face.width / 2;
  const cy = face.y + face.height / 2;
  let left = cx - width * (0.5 + (next() * 2 - 1) * jitter);
  let top = cy - height * (0.4 + (next() * 2 - 1) * jitter);
  left = Math.min(Math.max(0, left), size.width - width);
  top = Math.min(Math.max(0, top), size.height - height);
  const rect = { width: Math.floor(width), height: Math.floor(height) };
  return {
    left: Math.min(Math.round(left), size.width - rect.width),
    top: Math.min(Math.round(top), size.height - rect.height),
    ...rect,
  };
}

/** A face box moved into a crop and scaled by `scale`; null when its centre falls outside the crop. */
function inCrop(face, rect, scale) {
  const cx = face.x + face.width / 2 - rect.left;
  const cy = face.y + face.height / 2 - rect.top;
  if (cx < 0 || cy < 0 || cx > rect.width || cy > rect.height) return null;
  return {
    x: (face.x - rect.left) * scale,
    y: (face.y - rect.top) * scale,
    width: face.width * scale,
    height: face.height * scale,
  };
}

/**
 * Every case of the set: `{ name, kind, image (encoded JPEG), width, height, expected: face box | null, others:
 * other faces in the picture }`. `expected` is the face face fit must find (for a photo of a group, any of them:
 * then `expected` is null and `others` lists them all, see `kind: 'group'`).
 */
export async function buildCases() {
  const cases = [];
  const next = random(20261127);
  for (const photo of photos) {
    const bytes = readPhoto(photo.file);
    const meta = await sharp(bytes).metadata();
    const size = { width: meta.width, height: meta.height };
    const base = photo.file.replace(/^.*[:/]/, '').replace(/\.\w+$/, '');
    if (photo.faces.length === 0) {
      cases.push({ name: base, kind: 'no-face', image: bytes, ...size, expected: null, others: [] });
      continue;
    }
    if (photo.faces.length > 1) {
      cases.push({ name: base, kind: 'group', image: bytes, ...size, expected: null, others: photo.faces });
    } else {
      cases.push({ name: base, kind: 'single', image: bytes, ...size, expected: photo.faces[0], others: [] });
    }
    for (const [index, face] of photo.faces.entries()) {
      for (const [kind, share] of [
        ['portrait', 0.28],
        ['half-body', 0.14],
      ]) {
        const rect = portraitRect(face, size, share, 0.08, next);
        const image = await sharp(bytes).extract(rect).jpeg({ quality: 88 }).toBuffer();
        const others = photo.faces
          .filter((other) => other !== face)
          .map((other) => inCrop(other, rect, 1))
          .filter((other) => other !== null);
        cases.push({
          name: `${base}-face${index + 1}-${kind}`,
          kind,
          image,
          width: rect.width,
          height: rect.height,
          expected: inCrop(face, rect, 1),
          others,
        });
        if (kind === 'portrait') {
          const scale = 320 / rect.width;
          const small = await sharp(image).resize({ width: 320 }).jpeg({ quality: 85 }).toBuffer();
          const smallMeta = await sharp(small).metadata();
          cases.push({
            name: `${base}-face${index + 1}-small`,
            kind: 'small',
            image: small,
            width: smallMeta.width,
            height: smallMeta.height,
            expected: inCrop(face, rect, scale),
            others: others.map((o) => ({
              x: o.x * scale,
              y: o.y * scale,
              width: o.width * scale,
              height: o.height * scale,
            })),
          });
        }
      }
    }
  }
  return cases;
}
