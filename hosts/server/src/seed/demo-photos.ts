/**
 * The portraits of the demo stickers: faces in the group photos of the offline stock library
 * (`hosts/server/assets/stock`, photos 43–48, MIT), each a crop centre into one of those photos. A person's
 * sticker shows one face; a double sticker (a section's group photo) shows a whole photo. Few photos, many
 * crops: seeding decodes each photo once, however many stickers show it.
 */
import type { CropProps } from '@album/editor-core';

/** A sticker picture: a library photo and the crop the sticker shows of it. */
export interface DemoPhoto {
  /** Id of the photo in the library's manifest. */
  photoId: number;
  crop: CropProps;
}

/** The group photos the faces are in (the library ids). */
export const GROUP_PHOTOS = [43, 44, 45, 46, 47, 48] as const;

/**
 * Face centres measured on the photos, as fractions of width and height, per photo. Measured by eye on the
 * thumbnails; a head-and-shoulders crop forgives a few percent.
 */
const FACES: Record<(typeof GROUP_PHOTOS)[number], Array<[number, number]>> = {
  43: [
    [0.26, 0.33],
    [0.47, 0.4],
    [0.79, 0.27],
  ],
  44: [
    [0.26, 0.23],
    [0.52, 0.3],
    [0.76, 0.27],
  ],
  45: [
    [0.34, 0.33],
    [0.62, 0.23],
    [0.82, 0.3],
  ],
  46: [
    [0.19, 0.23],
    [0.41, 0.15],
    [0.59, 0.17],
    [0.75, 0.13],
  ],
  47: [
    [0.34, 0.33],
    [0.44, 0.15],
    [0.62, 0.23],
    [0.81, 0.33],
    [0.24, 0.68],
  ],
  48: [
    [0.21, 0.27],
    [0.4, 0.28],
    [0.67, 0.27],
    [0.85, 0.22],
  ],
};

/** Zoom of a face crop: about 40 % of the photo's height, head and shoulders (≈ 165 dpi on a sticker). */
const FACE_SCALE = 2.5;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Every face of the group photos, photos interleaved so that neighbouring stickers show different photos. */
export const FACE_CROPS: readonly DemoPhoto[] = (() => {
  const lists = GROUP_PHOTOS.map((photoId) =>
    FACES[photoId].map(([x, y]): DemoPhoto => ({
      photoId,
      // The centre sits a little under the face so the shoulders show, and stays where the crop has no gap.
      crop: {
        cx: clamp(x, 0.14, 0.86),
        cy: clamp(y + 0.06, 0.21, 0.79),
        cscale: FACE_SCALE,
        crotation: 0,
      },
    })),
  );
  const out: DemoPhoto[] = [];
  for (let i = 0; out.length < lists.reduce((n, list) => n + list.length, 0); i++)
    for (const list of lists) if (list[i]) out.push(list[i]!);
  return out;
})();

/** The `n`-th portrait (cycling through every face). */
export function facePhoto(n: number): DemoPhoto {
  return FACE_CROPS[n % FACE_CROPS.length]!;
}

/** The `n`-th group photo, whole (for the double sticker of a section). */
export function groupPhoto(n: number): DemoPhoto {
  return {
    photoId: GROUP_PHOTOS[n % GROUP_PHOTOS.length]!,
    crop: { cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 },
  };
}
