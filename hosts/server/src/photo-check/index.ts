/**
 * The photo check: will this photo print well as a sticker? (issue #24)
 *
 * API (under /api/v1):
 *
 * `POST /public/sticker_uploads/:token/photo_check` with JSON `{blob_id, client_id}`, no sign-in: the file
 * `blob_id` uploaded through the sticker link `:token` by the anonymous client `client_id` (as for
 * `POST /public/sticker_uploads/:token`). Answers 200
 * `{data: {photo_check: {ok, checks: [{code, ok, value?}], face?: {x, y, width, height}}}}`:
 * - `ok`: every check passed;
 * - `checks`, in this order (a failing item's hint is the message `photo_check.<code>`):
 *   - `face`: a face was found (no value);
 *   - `face_size` (only with a face): the face's height as a share of the sticker frame after face fit (0..1), at
 *     least 0.15;
 *   - `one_face` (only with a face): how many people are in the photo, 1 to pass;
 *   - `sharpness`: how sharp the face (or the photo) is, the worse axis's second-difference variance, at least 20;
 *   - `lighting`: mean grey level of the face (or photo), 0..255, between 55 and 225 with at most 30 % burnt out;
 *   - `resolution`: effective dpi on a 50 × 70 mm sticker, the editor's low-resolution rule (75 dpi, or any
 *     photo with a side of 6000 px);
 * - `face`: the face a sticker is about, in 0..1 of the image's width and height (face fit centres it at 0.47 /
 *   0.36 of the frame), absent without a face.
 * Errors: 400 `invalid_input` (body), 404 `not_found` (link off or unknown), 400 `unknown_blob` (no such
 * uploaded file), 403 `forbidden` (another client's file), 400 `invalid_image` / `unsupported_type` /
 * `too_many_pixels` / `image_too_costly` (field `blob_id`), 503 `face_detection_unavailable`, 429
 * `rate_limited` (per address and per link, the limits of the link's other public writes).
 * The verdict is kept per file: asking again costs nothing.
 *
 * `GET /albums/:id/sticker_uploads` carries each upload's `photo_check` (the same verdict, or null while it has
 * not been made: it is then made in the background for the next read); see `photoChecksOf`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { FaceDetectionError, sharedFaceDetector } from '../faces';
import { filesRuntime } from '../files/runtime';
import { HttpError, badRequest } from '../http/errors';
import { isId } from '../http/ids';
import { addressKey, createLimiter } from '../http/rate-limit';
import { tokenParams } from '../http/schemas';
import { parseInput } from '../http/validate';
import { PhotoCheckService, photoCheckServiceOf, registerPhotoCheckService } from './service';
import type { PhotoCheck } from './verdict';

export type { PhotoCheck, PhotoCheckCode, PhotoCheckItem } from './verdict';

const body = z.strictObject({
  blob_id: z.string().min(1).max(200),
  client_id: z.string().min(1).max(200),
});

/** The HTTP error for a photo that could not be checked. */
function checkError(error: FaceDetectionError): HttpError {
  if (error.code === 'detection_failed') {
    return new HttpError(503, 'face_detection_unavailable', 'The photo check is not available right now');
  }
  if (error.code === 'too_costly') return new HttpError(400, 'image_too_costly', error.message, 'blob_id');
  const message =
    error.code === 'too_many_pixels' || error.code === 'unsupported_type'
      ? error.message
      : 'The file is not a readable photo';
  return new HttpError(400, error.code, message, 'blob_id');
}

export const photoCheckPlugin: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const service = new PhotoCheckService(sharedFaceDetector(app, ctx), filesRuntime(ctx).storage);
  registerPhotoCheckService(ctx.db, service);
  // The limits of the link's other public writes (uploads, submissions), counted apart from them.
  const policies = ctx.config.limits.ratePolicies;
  const byAddress = createLimiter(app, 'photoCheck', policies.publicWrite);
  const byToken = createLimiter(app, 'photoCheckToken', policies.publicWriteToken);

  app.post('/public/sticker_uploads/:token/photo_check', async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    await byAddress.hit(request, addressKey(request));
    await byToken.hit(request, token);
    const input = parseInput(body, request.body);
    await ctx.auth.stickerLinkAlbum(token);
    const blob = isId(input.blob_id)
      ? await ctx.db
          .selectFrom('blobs')
          .select(['id', 'key', 'client_id', 'uploaded_at'])
          .where('id', '=', input.blob_id)
          .executeTakeFirst()
      : undefined;
    if (!blob || !blob.uploaded_at)
      throw badRequest(`No uploaded file ${input.blob_id}`, 'blob_id', 'unknown_blob');
    if (blob.client_id !== input.client_id) {
      throw new HttpError(403, 'forbidden', 'This file was uploaded by another client');
    }
    try {
      return { data: { photo_check: await service.check(blob) } };
    } catch (error) {
      if (error instanceof FaceDetectionError) throw checkError(error);
      throw error;
    }
  });
};

/**
 * The photo check verdicts of uploaded files by blob id, for answers that list uploads: known verdicts, null for the
 * others (checked in the background for the next read) and for all where the module is not installed.
 */
export async function photoChecksOf(
  ctx: Pick<AppContext, 'db'>,
  blobIds: ReadonlyArray<string | null>,
): Promise<Map<string, PhotoCheck | null>> {
  const service = photoCheckServiceOf(ctx.db);
  const ids = [...new Set(blobIds.filter((id): id is string => id !== null))];
  if (!service || ids.length === 0) return new Map();
  const blobs = await ctx.db
    .selectFrom('blobs')
    .select(['id', 'key'])
    .where('id', 'in', ids)
    .where('uploaded_at', 'is not', null)
    .execute();
  return service.known(blobs);
}
