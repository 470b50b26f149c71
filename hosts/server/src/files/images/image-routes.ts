/**
 * Album images: `POST /albums/:id/images` turns an uploaded blob into an image (`{data: {image}}`, 201),
 * `PATCH /images/:id` changes its model, `DELETE /images/:id` removes it with every file no one else uses.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeAlbumImages } from '../../albums/album-images';
import type { AppContext } from '../../context';
import type { ImageRow } from '../../db/schema';
import { parseInput } from '../../http/validate';
import type { ImageStore } from './image-service';

const idParams = z.object({ id: z.string().max(200) });

const faceBox = z.strictObject({
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().positive(),
  height: z.number().positive(),
});

const createBody = z.strictObject({
  blob_id: z.string().min(1).max(200),
  model: z.enum(['image', 'sticker']).default('image'),
  /** What the client measured; the server measures again and keeps only the face box from here. */
  details: z
    .strictObject({
      width: z.number().min(0).optional(),
      height: z.number().min(0).optional(),
      face: faceBox.nullable().optional(),
    })
    .optional(),
});

const patchBody = z.strictObject({ model: z.enum(['image', 'sticker']) });

export async function imageRoutes(
  app: FastifyInstance,
  ctx: AppContext & { store: ImageStore },
): Promise<void> {
  const { auth, store } = ctx;

  /** The image, when the caller may change it: members of its album (admins for blueprint images). */
  async function writableImage(request: FastifyRequest): Promise<ImageRow> {
    const { id } = parseInput(idParams, request.params);
    await auth.requireUser(request);
    const row = await store.find(id);
    if (row.album_id) await auth.requireAlbumAccess(request, row.album_id, 'write');
    else await auth.requireAdmin(request);
    return row;
  }

  app.post('/albums/:id/images', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { user } = await auth.requireAlbumAccess(request, id, 'write');
    const body = parseInput(createBody, request.body);
    const image = await store.createFromBlob({
      albumId: id,
      blobId: body.blob_id,
      model: body.model,
      ...(body.details ? { details: body.details } : {}),
      createdBy: user?.id ?? null,
    });
    await writeAlbumImages(ctx, id, store);
    reply.status(201);
    return { data: { image } };
  });

  app.patch('/images/:id', async (request) => {
    const row = await writableImage(request);
    const { model } = parseInput(patchBody, request.body);
    const image = await store.changeModel(row, model);
    if (row.album_id) await writeAlbumImages(ctx, row.album_id, store);
    return { data: { image } };
  });

  app.delete('/images/:id', async (request, reply) => {
    const row = await writableImage(request);
    await store.remove([row.id]);
    if (row.album_id) await writeAlbumImages(ctx, row.album_id, store);
    return reply.status(204).send();
  });
}
