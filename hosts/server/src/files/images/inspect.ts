/**
 * The server's own check of an uploaded image: real type from the bytes, size, and pixel count from the header
 * before anything is decoded. Every refusal is an `HttpError` 400 with a stable code and a message that names
 * the problem and the limit.
 */
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import type { ImageModel } from '@album/editor-core';
import { HttpError } from '../../http/errors';
import { formatSize, MAX_PIXELS, MAX_UPLOAD_BYTES, MIN_UPLOAD_BYTES } from '../limits';
import { findSvgProblem } from './svg-check';
import { SNIFF_BYTES, sniffType, TYPE_INFO } from './sniff';
import type { SniffedType } from './sniff';

/** Image types the album stores. */
export type AcceptedType = 'jpeg' | 'png' | 'svg';

export interface InspectedImage {
  type: AcceptedType;
  /** Size as shown (EXIF orientation applied); for SVG the size it declares at 72 dpi. */
  width: number;
  height: number;
  hasAlpha: boolean;
}

/** Types accepted per image model (specification: sticker form and sticker uploads take JPEG and PNG only). */
export const ACCEPTED_TYPES: Record<ImageModel, readonly AcceptedType[]> = {
  image: ['jpeg', 'png', 'svg'],
  sticker: ['jpeg', 'png'],
};

/** A refused file; `field` names the input that carried it. */
export function refusal(code: string, message: string, field = 'blob_id'): HttpError {
  return new HttpError(400, code, message, field);
}

/** "JPEG, PNG and SVG" / "JPEG and PNG". */
export function acceptedList(model: ImageModel): string {
  const names = ACCEPTED_TYPES[model].map((type) => TYPE_INFO[type].name);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Refuses a type the model does not accept. */
export function assertAcceptedType(type: SniffedType, model: ImageModel, field = 'blob_id'): AcceptedType {
  if ((ACCEPTED_TYPES[model] as readonly SniffedType[]).includes(type)) return type as AcceptedType;
  const what = model === 'sticker' ? 'Stickers accept' : 'Only';
  const tail = model === 'sticker' ? 'images' : 'images are accepted';
  throw refusal(
    'unsupported_type',
    `The file is ${TYPE_INFO[type].described}. ${what} ${acceptedList(model)} ${tail}`,
    field,
  );
}

/** Refuses a byte count outside 0.0001-16 MB. */
export function assertAcceptedSize(bytes: number, field = 'blob_id'): void {
  if (bytes > MAX_UPLOAD_BYTES) {
    throw refusal(
      'file_too_large',
      `The file is ${formatSize(bytes)}; files may be at most ${formatSize(MAX_UPLOAD_BYTES)}`,
      field,
    );
  }
  if (bytes < MIN_UPLOAD_BYTES) {
    throw refusal(
      'file_too_small',
      `The file is only ${formatSize(bytes)}; files must be at least ${formatSize(MIN_UPLOAD_BYTES)}`,
      field,
    );
  }
}

function assertPixelCount(width: number, height: number): void {
  const pixels = width * height;
  if (pixels > MAX_PIXELS) {
    throw refusal(
      'too_many_pixels',
      `The image has ${(pixels / 1e6).toFixed(1)} million pixels (${width} × ${height}); at most ` +
        `${MAX_PIXELS / 1e6} million are accepted`,
    );
  }
}

/** Reads an SVG's text, refusing what `findSvgProblem` finds. */
function checkSvgText(bytes: Uint8Array): void {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refusal('invalid_svg', 'The SVG is not valid UTF-8 text');
  }
  const problem = findSvgProblem(text);
  if (problem) throw refusal(problem.code, problem.message);
}

/**
 * Checks an uploaded file for use as an image of `model` and measures it; throws a refusal otherwise.
 * Raster images are not decoded here: only their headers are read.
 */
export async function inspectImage(bytes: Buffer, model: ImageModel): Promise<InspectedImage> {
  assertAcceptedSize(bytes.length);
  const type = assertAcceptedType(sniffType(bytes.subarray(0, SNIFF_BYTES)), model);
  if (type === 'svg') checkSvgText(bytes);

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw refusal(
      'invalid_image',
      `The ${TYPE_INFO[type].name} image could not be read (${errorSummary(error)})`,
    );
  }
  const { width, height } = metadata;
  if (!width || !height) throw refusal('invalid_image', `The ${TYPE_INFO[type].name} image has no size`);
  assertPixelCount(width, height);
  // EXIF orientations 5-8 turn the picture by 90 degrees.
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    type,
    width: turned ? height : width,
    height: turned ? width : height,
    hasAlpha: type === 'svg' || Boolean(metadata.hasAlpha),
  };
}

export function errorSummary(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.slice(0, 200);
}
