/**
 * Direct upload in two steps:
 * 1. `POST /uploads` (signed in, or anonymous with a sticker link token and a client id) reserves a blob and
 *    answers where to send the bytes: `{data: {blob_id, upload_url, method, headers, expires_at, max_byte_size}}`.
 * 2. `PUT upload_url` streams the bytes into storage, cut off beyond 16 MB, and records size, checksum and the type
 *    sniffed from the bytes: `{data: {blob_id, byte_size, content_type, checksum}}`.
 * The blob becomes an image with `POST /albums/:id/images` (see `../images/image-routes.ts`).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ImageModel } from '@album/editor-core';
import type { AppContext } from '../../context';
import { json } from '../../db/json';
import type { BlobRow } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { isId, newId, newToken } from '../../http/ids';
import { parseInput } from '../../http/validate';
import { safeFilename } from '../blobs/keys';
import { acceptedList, ACCEPTED_TYPES, assertAcceptedSize, assertAcceptedType } from '../images/inspect';
import { formatSize, MAX_UPLOAD_BYTES, UPLOAD_TTL_SECONDS } from '../limits';
import type { FilesRuntime } from '../runtime';
import { SNIFF_BYTES, sniffType, TYPE_INFO } from '../images/sniff';
import { uploadKey } from './upload-keys';
import { UploadMeter, UploadTooLargeError } from './upload-meter';

const createBody = z.strictObject({
  filename: z.string().trim().min(1, 'must not be empty').max(255),
  /** The type the client believes the file has; checked again from the bytes. */
  content_type: z.string().trim().max(200).optional(),
  /** The size the client is about to send; checked again while streaming. */
  byte_size: z.number().int().min(0).optional(),
  /** What the image will be; stickers take JPEG and PNG only. Default `image`. */
  model: z.enum(['image', 'sticker']).optional(),
  /** Anonymous uploads through a public sticker link. */
  sticker_upload_token: z.string().min(1).max(200).optional(),
  client_id: z
    .string()
    .min(8)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _')
    .optional(),
});

const putParams = z.object({ id: z.string().max(200) });
const putQuery = z.object({ token: z.string().max(200).optional() });

/** What `POST /uploads` records in the blob's metadata until the bytes arrive. */
interface PendingUpload {
  upload?: { token_hash: string; expires_at: string; model: ImageModel };
  album_id?: string;
}

const ACCEPTED_MIME: Record<ImageModel, readonly string[]> = {
  image: ACCEPTED_TYPES.image.map((type) => TYPE_INFO[type].mime),
  sticker: ACCEPTED_TYPES.sticker.map((type) => TYPE_INFO[type].mime),
};

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function tooLarge(): HttpError {
  return new HttpError(
    413,
    'file_too_large',
    `The file is larger than ${formatSize(MAX_UPLOAD_BYTES)}; files may be at most ` +
      `${formatSize(MAX_UPLOAD_BYTES)}`,
    'file',
  );
}

export async function uploadRoutes(
  app: FastifyInstance,
  ctx: AppContext & { runtime: FilesRuntime },
): Promise<void> {
  const { db, auth, runtime } = ctx;

  /** Forgets an upload that will not be completed: its row and whatever bytes arrived. */
  async function discard(blob: BlobRow): Promise<void> {
    await db.deleteFrom('blobs').where('id', '=', blob.id).where('uploaded_at', 'is', null).execute();
    await runtime.storage.delete(blob.key);
  }

  app.post('/uploads', async (request, reply) => {
    const body = parseInput(createBody, request.body);
    let createdBy: string | null = null;
    let clientId: string | null = null;
    let albumId: string | undefined;
    if (body.sticker_upload_token !== undefined) {
      if (!body.client_id) throw badRequest('client_id is required with a sticker link token', 'client_id');
      const album = await auth.stickerLinkAlbum(body.sticker_upload_token);
      albumId = album.id;
      clientId = body.client_id;
    } else {
      createdBy = (await auth.requireUser(request)).id;
    }
    // Anonymous uploads only ever become stickers.
    const model: ImageModel = albumId ? 'sticker' : (body.model ?? 'image');
    if (body.byte_size !== undefined) assertAcceptedSize(body.byte_size, 'byte_size');
    const declared = body.content_type?.toLowerCase().split(';')[0]?.trim();
    if (declared && !ACCEPTED_MIME[model].includes(declared)) {
      const what = model === 'sticker' ? 'Stickers accept' : 'Only';
      const tail = model === 'sticker' ? 'images' : 'images are accepted';
      throw badRequest(
        `Files of type ${declared} are not accepted. ${what} ${acceptedList(model)} ${tail}`,
        'content_type',
        'unsupported_type',
      );
    }

    const id = newId();
    const token = newToken();
    const expiresAt = new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000);
    const metadata: PendingUpload = {
      upload: { token_hash: hashToken(token), expires_at: expiresAt.toISOString(), model },
      ...(albumId ? { album_id: albumId } : {}),
    };
    await db
      .insertInto('blobs')
      .values({
        id,
        key: uploadKey(id),
        filename: safeFilename(body.filename),
        content_type: declared || 'application/octet-stream',
        byte_size: 0,
        checksum: null,
        metadata: json(metadata),
        created_by: createdBy,
        client_id: clientId,
      })
      .execute();
    reply.status(201);
    return {
      data: {
        blob_id: id,
        upload_url: `${ctx.config.publicUrl}/api/v1/uploads/${id}?token=${token}`,
        method: 'PUT',
        headers: { 'Content-Type': declared || 'application/octet-stream' },
        expires_at: expiresAt.toISOString(),
        max_byte_size: MAX_UPLOAD_BYTES,
      },
    };
  });

  // The upload target reads the raw request stream: no body parser may buffer it first.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    raw.put('/uploads/:id', async (request, reply: FastifyReply) => {
      const { id } = parseInput(putParams, request.params);
      const { token } = parseInput(putQuery, request.query);
      const blob = isId(id)
        ? await db.selectFrom('blobs').selectAll().where('id', '=', id).executeTakeFirst()
        : undefined;
      if (!blob) throw new HttpError(404, 'not_found', 'Upload not found');
      const pending = (blob.metadata as PendingUpload).upload;
      if (blob.uploaded_at || !pending)
        throw new HttpError(409, 'already_uploaded', 'This file has already been uploaded');
      if (!token || !sameHash(hashToken(token), pending.token_hash)) {
        throw new HttpError(403, 'invalid_upload_token', 'This upload link is not valid');
      }
      if (Date.parse(pending.expires_at) <= Date.now()) {
        await discard(blob);
        throw new HttpError(403, 'upload_expired', 'This upload link has expired; ask for a new one');
      }
      const declaredLength = Number(request.headers['content-length']);
      if (Number.isFinite(declaredLength) && declaredLength > MAX_UPLOAD_BYTES) {
        await discard(blob);
        reply.header('connection', 'close');
        throw tooLarge();
      }

      const source = (request.body as Readable | undefined) ?? request.raw;
      const meter = new UploadMeter(MAX_UPLOAD_BYTES, SNIFF_BYTES);
      // Not `pipeline`: a failing meter must not destroy the request, or the client never reads the answer.
      source.on('error', (error) => meter.destroy(error));
      source.pipe(meter);
      try {
        await runtime.storage.put(blob.key, meter);
      } catch (error) {
        await discard(blob);
        if (error instanceof UploadTooLargeError || meter.exceeded) {
          // The rest of the body is not wanted: let it drain while the answer goes out, then close.
          source.unpipe(meter);
          source.resume();
          reply.header('connection', 'close');
          throw tooLarge();
        }
        throw new HttpError(400, 'upload_interrupted', 'The upload was interrupted; try again', 'file');
      }

      const type = sniffType(meter.head);
      try {
        assertAcceptedSize(meter.bytes, 'file');
        assertAcceptedType(type, pending.model, 'file');
      } catch (error) {
        await discard(blob);
        throw error;
      }
      const checksum = meter.digest();
      const metadata = { ...(blob.metadata as PendingUpload) };
      delete metadata.upload;
      const updated = await db
        .updateTable('blobs')
        .set({
          byte_size: meter.bytes,
          checksum,
          content_type: TYPE_INFO[type].mime,
          uploaded_at: new Date(),
          metadata: json({ ...metadata, model: pending.model }),
        })
        .where('id', '=', blob.id)
        .where('uploaded_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        throw new HttpError(409, 'already_uploaded', 'This file has already been uploaded');
      }
      return {
        data: { blob_id: blob.id, byte_size: meter.bytes, content_type: TYPE_INFO[type].mime, checksum },
      };
    });
  });
}
