/**
 * `POST /images/face_detection {base64_image}` answers `{data: {face: {x, y, width, height} | null}}`: the most
 * prominent face, in pixels of the image as shown, found by face-api's tiny face detector in a worker thread.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { FaceDetectionError } from './face-detector';
import { sharedFaceDetector } from './shared';

export { FaceDetector, FaceDetectionError, type FaceAnalysis } from './face-detector';
export { sharedFaceDetector } from './shared';

/** Images up to the upload limit (16 MB) travel as base64 (4/3 larger) in JSON. */
const MAX_IMAGE_BYTES = 16 * 1024 * 1024;
const BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

const body = z.strictObject({
  /** The image as base64, optionally as a data URL (`data:image/jpeg;base64,...`). */
  base64_image: z.string().min(1, 'must not be empty'),
});

function decodeBase64(value: string): Buffer {
  const payload = value.startsWith('data:') ? value.slice(value.indexOf(',') + 1) : value;
  const compact = payload.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) {
    throw new HttpError(
      400,
      'invalid_input',
      'base64_image must be base64 or a base64 data URL',
      'base64_image',
    );
  }
  return Buffer.from(compact, 'base64');
}

export const facesPlugin: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const detector = sharedFaceDetector(app, ctx);

  app.post('/images/face_detection', { bodyLimit: BODY_LIMIT }, async (request) => {
    await ctx.auth.requireUser(request);
    const { base64_image } = parseInput(body, request.body);
    const image = decodeBase64(base64_image);
    if (image.length > MAX_IMAGE_BYTES) {
      throw new HttpError(400, 'file_too_large', 'The image is larger than 16 MB', 'base64_image');
    }
    try {
      return { data: { face: await detector.detect(image) } };
    } catch (error) {
      if (!(error instanceof FaceDetectionError)) throw error;
      if (error.code === 'detection_failed') {
        throw new HttpError(503, 'face_detection_unavailable', 'Face detection is not available right now');
      }
      if (error.code === 'too_costly') {
        throw new HttpError(400, 'image_too_costly', error.message, 'base64_image');
      }
      const message =
        error.code === 'too_many_pixels' || error.code === 'unsupported_type'
          ? error.message
          : 'base64_image is not a readable image';
      throw new HttpError(400, error.code, message, 'base64_image');
    }
  });
};
