/**
 * Writes the stored renditions of an inspected image with sharp: `original` for print (every pixel, orientation
 * applied, EXIF/XMP/IPTC removed; an SVG stays the vector file it was) and the screen sizes `full`, `large`,
 * `medium`, `small` (see `VARIANT_MAX_SIDE`), JPEG at quality 80, or PNG where the picture has transparency.
 */
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { MAX_PIXELS, ORIGINAL_JPEG_QUALITY, VARIANT_JPEG_QUALITY, VARIANT_MAX_SIDE } from '../limits';
import type { SizedVariant, Variant } from '../limits';
import { errorSummary, refusal } from './inspect';
import type { InspectedImage } from './inspect';

export interface Rendition {
  variant: Variant;
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/svg+xml';
  extension: 'jpg' | 'png' | 'svg';
  width: number;
  height: number;
}

const SIZED: SizedVariant[] = ['full', 'large', 'medium', 'small'];

function encode(pipeline: Sharp, png: boolean, quality: number): Sharp {
  // zlib level 6, not 9: a 32 Mpx original took 44 s of CPU at 9 and takes 5 s at 6, for files a few % larger.
  return png
    ? pipeline.png({ compressionLevel: 6, adaptiveFiltering: true })
    : pipeline.jpeg({ quality, chromaSubsampling: quality >= 90 ? '4:4:4' : '4:2:0' });
}

async function toRendition(variant: Variant, pipeline: Sharp, png: boolean): Promise<Rendition> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return {
    variant,
    bytes: data,
    contentType: png ? 'image/png' : 'image/jpeg',
    extension: png ? 'png' : 'jpg',
    width: info.width,
    height: info.height,
  };
}

async function rasterRenditions(bytes: Buffer, image: InspectedImage): Promise<Rendition[]> {
  // failOn 'error': truncated or corrupt data is refused instead of stored half grey.
  const base = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  const png = image.type === 'png' && image.hasAlpha;
  const out: Rendition[] = [];
  // The print original keeps PNGs lossless, whatever their transparency.
  out.push(
    await toRendition(
      'original',
      encode(base.clone(), image.type === 'png', ORIGINAL_JPEG_QUALITY),
      image.type === 'png',
    ),
  );
  for (const variant of SIZED) {
    const side = VARIANT_MAX_SIDE[variant];
    const resized = base
      .clone()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    out.push(await toRendition(variant, encode(resized, png, VARIANT_JPEG_QUALITY), png));
  }
  return out;
}

async function svgRenditions(bytes: Buffer, image: InspectedImage): Promise<Rendition[]> {
  const out: Rendition[] = [
    {
      variant: 'original',
      bytes,
      contentType: 'image/svg+xml',
      extension: 'svg',
      width: image.width,
      height: image.height,
    },
  ];
  const longest = Math.max(image.width, image.height);
  for (const variant of SIZED) {
    const side = VARIANT_MAX_SIDE[variant];
    // Render at the density that gives the wanted size directly: sharper than scaling one large raster down.
    const density = Math.min(100_000, Math.max(1, (72 * side) / longest));
    const pipeline = sharp(bytes, { density, limitInputPixels: MAX_PIXELS, failOn: 'error' }).resize({
      width: side,
      height: side,
      fit: 'inside',
    });
    out.push(await toRendition(variant, encode(pipeline, true, VARIANT_JPEG_QUALITY), true));
  }
  return out;
}

/** Every rendition of the image, `original` first. Decoding failures become an `invalid_image` refusal. */
export async function renderVariants(bytes: Buffer, image: InspectedImage): Promise<Rendition[]> {
  try {
    return image.type === 'svg' ? await svgRenditions(bytes, image) : await rasterRenditions(bytes, image);
  } catch (error) {
    throw refusal('invalid_image', `The image could not be decoded (${errorSummary(error)})`);
  }
}
