/**
 * Measures one photo for the photo check: the face detector (its worker) and a greyscale decode run side by side,
 * then the face's region is measured for sharpness and light. A 12 Mpx JPEG is decoded at reduced size by libjpeg
 * (shrink on load), so the whole check stays well within a second (bench/photo-check).
 */
import sharp, { type Region, type Sharp } from 'sharp';
import type { FaceBox } from '@album/editor-core';
import { FaceDetectionError, type FaceDetector } from '../faces';
import { lightness, worseAxisSharpness } from './measure';
import { photoCheckVerdict, type PhotoCheck } from './verdict';

/** Longest side of the greyscale copy the measures start from. */
const GREY_MAX_SIDE = 1024;
/**
 * The face is measured at this width at most (smaller faces at their own): sharpness depends on the scale, and
 * this is about the scale a face prints at on a sticker (20-25 mm at 100-120 dpi), so blur too fine to see in
 * print does not fail a photo.
 */
const FACE_MEASURE_WIDTH = 96;
/** Without a face the whole photo is measured at this longest side. */
const WHOLE_MEASURE_SIDE = 512;
const MAX_PIXELS = 32_000_000;

interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

async function toGrey(image: Sharp): Promise<Grey> {
  // One channel: sharp's greyscale alone still writes three.
  const { data, info } = await image.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The face box grown by `growBy` of its width on each side (shrunk when negative), in the grey copy's pixels. */
function faceRegion(face: FaceBox, scale: number, grey: Grey, growBy: number): Region {
  const grow = face.width * growBy;
  const left = Math.max(0, Math.floor((face.x - grow) * scale));
  const top = Math.max(0, Math.floor((face.y - grow) * scale));
  const right = Math.min(grey.width, Math.ceil((face.x + face.width + grow) * scale));
  const bottom = Math.min(grey.height, Math.ceil((face.y + face.height + grow) * scale));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/**
 * The verdict on a photo (JPEG, PNG or WebP bytes). Rejects like `FaceDetector.analyse` for images it cannot
 * read (a `FaceDetectionError` with the reason's code).
 */
export async function checkPhoto(image: Uint8Array, detector: FaceDetector): Promise<PhotoCheck> {
  const decode = toGrey(
    sharp(image, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: GREY_MAX_SIDE, height: GREY_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .greyscale(),
  );
  // The detector tells why an image is unreadable (its code); the decode's own failure only follows it.
  const [found, decoded] = await Promise.allSettled([detector.analyse(image), decode]);
  if (found.status === 'rejected') throw found.reason;
  if (decoded.status === 'rejected')
    throw new FaceDetectionError('invalid_image', 'The image could not be read');
  const analysis = found.value;
  const grey = decoded.value;
  const scale = grey.width / analysis.width;
  const raw = { raw: { width: grey.width, height: grey.height, channels: 1 as const } };
  let region: Grey;
  let skin: Grey;
  if (analysis.face) {
    // Sharpness with the hair and the face's outline, which carry its edges; light on the face alone.
    region = await toGrey(
      sharp(grey.data, raw)
        .extract(faceRegion(analysis.face, scale, grey, 0.3))
        .resize({ width: FACE_MEASURE_WIDTH, withoutEnlargement: true }),
    );
    skin = await toGrey(sharp(grey.data, raw).extract(faceRegion(analysis.face, scale, grey, -0.15)));
  } else {
    region = await toGrey(
      sharp(grey.data, raw).resize({
        width: WHOLE_MEASURE_SIDE,
        height: WHOLE_MEASURE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      }),
    );
    skin = region;
  }
  return photoCheckVerdict({
    width: analysis.width,
    height: analysis.height,
    face: analysis.face,
    faces: analysis.faces,
    sharpness: worseAxisSharpness(region.data, region.width, region.height),
    light: lightness(skin.data),
  });
}
