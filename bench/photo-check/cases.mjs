// The labelled set of the photo check bench, made with sharp from the packaged photos of bench/face-fit:
// good photos (head-and-shoulders crops with one face, the single portraits) and bad ones made from them: blurred
// (Gaussian, σ 1.2 % of the width), shaken (a 1 × 4 % horizontal motion kernel), dark (¼ of the light, as at
// dusk), tiny (120 px wide: under 75 dpi on a 50 mm sticker), plus photos without a face and crops of two people
// side by side. Each case names the check that must fail (`expect`), or none for a good photo.
import sharp from 'sharp';
import { buildCases, photos, readPhoto } from '../face-fit/variants.mjs';

async function motionBlur(image, width) {
  const size = Math.max(3, Math.round(width * 0.04) | 1);
  return (
    sharp(image)
      // sharp's kernels are at least 3 × 3: the middle row of three carries the streak.
      .convolve({
        width: size,
        height: 3,
        kernel: [...new Array(size).fill(0), ...new Array(size).fill(1), ...new Array(size).fill(0)],
        scale: size,
      })
      .jpeg({ quality: 90 })
      .toBuffer()
  );
}

/** Crops of two neighbouring labelled faces of the group photos: both faces, side by side, with a margin. */
async function pairs() {
  const out = [];
  for (const photo of photos.filter((p) => p.faces.length > 1)) {
    const bytes = readPhoto(photo.file);
    const { width, height } = await sharp(bytes).metadata();
    const sorted = [...photo.faces].sort((a, b) => a.x - b.x);
    for (let i = 0; i + 1 < sorted.length; i++) {
      const [a, b] = [sorted[i], sorted[i + 1]];
      const x0 = Math.min(a.x, b.x);
      const x1 = Math.max(a.x + a.width, b.x + b.width);
      const y0 = Math.min(a.y, b.y);
      const y1 = Math.max(a.y + a.height, b.y + b.height);
      const margin = Math.max(a.width, b.width) * 0.8;
      const left = Math.max(0, Math.round(x0 - margin));
      const top = Math.max(0, Math.round(y0 - margin));
      const rect = {
        left,
        top,
        width: Math.min(width - left, Math.round(x1 - x0 + 2 * margin)),
        height: Math.min(height - top, Math.round(y1 - y0 + 3 * margin)),
      };
      const image = await sharp(bytes).extract(rect).jpeg({ quality: 90 }).toBuffer();
      out.push({
        name: `${photo.file.replace(/^.*\//, '')}-pair${i + 1}`,
        group: 'two faces',
        expect: 'one_face',
        image,
      });
    }
  }
  return out;
}

/** Every case: `{ name, group, expect: failing code | null, image }`. */
export async function photoCases() {
  const faceCases = await buildCases();
  const good = faceCases.filter(
    (c) => (c.kind === 'portrait' && c.others.length === 0) || c.kind === 'single',
  );
  const cases = [];
  for (const c of good) {
    cases.push({ name: c.name, group: 'good', expect: null, image: c.image });
    const blurred = await sharp(c.image)
      .blur(Math.max(1, c.width * 0.012))
      .jpeg({ quality: 90 })
      .toBuffer();
    cases.push({ name: `${c.name}-blurred`, group: 'blurred', expect: 'sharpness', image: blurred });
    cases.push({
      name: `${c.name}-shaken`,
      group: 'shaken',
      expect: 'sharpness',
      image: await motionBlur(c.image, c.width),
    });
    const dark = await sharp(c.image).linear(0.25, 0).jpeg({ quality: 90 }).toBuffer();
    cases.push({ name: `${c.name}-dark`, group: 'dark', expect: 'lighting', image: dark });
    const tiny = await sharp(c.image).resize({ width: 120 }).jpeg({ quality: 90 }).toBuffer();
    cases.push({ name: `${c.name}-tiny`, group: 'tiny', expect: 'resolution', image: tiny });
  }
  for (const c of faceCases.filter((f) => f.kind === 'no-face')) {
    cases.push({ name: c.name, group: 'no face', expect: 'face', image: c.image });
  }
  cases.push(...(await pairs()));
  return cases;
}
