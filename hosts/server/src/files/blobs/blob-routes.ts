/**
 * `GET /blobs/:id/:filename?exp=&sig=`: reads a stored file through a signed URL (see `url-signer.ts`). The
 * signature is the permission, so `<img>` tags, canvases and the print renderer need no bearer token. Local files
 * are streamed; S3 answers with a redirect to a presigned URL of the same lifetime.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { isId } from '../../http/ids';
import { parseInput } from '../../http/validate';
import type { FilesRuntime } from '../runtime';
import { StorageNotFoundError } from '../storage/storage';

const params = z.object({ id: z.string().max(200), filename: z.string().max(300) });
const query = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });

/** Stored SVGs were checked, but a file opened on its own must still not run anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export async function blobRoutes(
  app: FastifyInstance,
  ctx: AppContext & { runtime: FilesRuntime },
): Promise<void> {
  const { db, runtime } = ctx;

  app.get('/blobs/:id/:filename', async (request, reply) => {
    const { id } = parseInput(params, request.params);
    const { exp, sig } = parseInput(query, request.query);
    const verdict = (await runtime.signer()).verify(id, exp, sig);
    if (verdict === 'expired')
      throw new HttpError(403, 'link_expired', 'This file link has expired; reload to get a new one');
    if (verdict !== 'ok') throw new HttpError(403, 'invalid_signature', 'This file link is not valid');
    const blob = isId(id)
      ? await db.selectFrom('blobs').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!blob || !blob.uploaded_at) throw new HttpError(404, 'not_found', 'File not found');

    const maxAge = Math.max(0, Number(exp) - Math.floor(Date.now() / 1000));
    reply
      .header('cache-control', `private, max-age=${maxAge}, immutable`)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (blob.checksum) {
      const etag = `"${blob.checksum}"`;
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    }
    const redirect = await runtime.storage.signedUrl(blob.key, {
      expiresIn: Math.max(60, maxAge),
      contentType: blob.content_type,
      filename: blob.filename,
    });
    if (redirect) return reply.redirect(redirect, 302);

    let stream;
    try {
      stream = await runtime.storage.get(blob.key);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw new HttpError(404, 'not_found', 'File not found');
      throw error;
    }
    reply
      .header('content-type', blob.content_type)
      .header('content-length', String(blob.byte_size))
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(blob.filename)}`);
    if (blob.content_type === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
    return reply.send(stream);
  });
}
