/**
 * The public sticker link (`/s/:token`): anonymous contributors send a photo, name and position; album members
 * list the pending uploads, merge them into stickers, or delete them.
 *
 * `PATCH /albums/:id/sticker_uploads/merge` takes `{sticker_upload_ids, corrections?}`: `corrections` maps an
 * upload id (one of `sticker_upload_ids`) to the organiser's `{name?, last_name?, position?, section_id?}`, which
 * replace what the contributor sent (an absent field keeps it; `last_name: null` drops it, as when the organiser
 * edits the joined name). The sticker rules (editor-core's `stickerIssues`) are checked on the corrected values,
 * so an upload whose contributor broke one becomes collectable once corrected. The call is all or nothing: the
 * uploads modal only sends what it checked itself, so a refusal means the organiser must look again, and a partial
 * merge would leave its list half collected. A refusal is 400 with the first problem's code
 * (`sticker_name_required`, `sticker_name_too_long`, `position_required`, `sticker_position_too_long`), `field`
 * `sticker_upload_ids.<index>` of that upload, and `details` listing every problem as
 * `sticker_upload_ids.<index>.name|position`. A corrected chapter that is gone (or static) falls back like the
 * contributor's own choice: to the first chapter.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createId,
  DEFAULT_CROP,
  stickerIssues,
  stickerUploadName,
  type NestedNode,
  type Sticker,
} from '@album/editor-core';
import type { StickerUpload, StickerUploadConfig } from '@album/api-client';
import type { CoreContext } from '../core-context';
import type { StoredAlbumContent } from '../db/content';
import { json } from '../db/json';
import type { Language, StickerUploadRow } from '../db/schema';
import { HttpError, badRequest, notFound } from '../http/errors';
import { isId, newId } from '../http/ids';
import { idParams, tokenParams } from '../http/schemas';
import { parseInput } from '../http/validate';
import { readAlbumContent, writeAlbumContent } from '../albums/content-writer';
import { photoChecksOf } from '../photo-check';
import { createClientLimit } from './client-limit';
import { findDuplicate, oneAtATime, SOURCE_CHECKSUM } from './duplicates';
import { notifyStickerUpload } from './notify/digest';

/** Name of the section created for merged stickers when the album has none to put them in. */
const UNNAMED_SECTION: Record<Language, string> = {
  de: 'Unbenanntes Team',
  en: 'Unnamed team',
  fr: 'Équipe sans nom',
  it: 'Squadra senza nome',
  pl: 'Drużyna bez nazwy',
};

const uploadBody = z.strictObject({
  sticker_upload: z.strictObject({
    name: z.string().trim().min(1, 'must not be empty').max(30),
    last_name: z.string().trim().max(30).nullable().optional(),
    position: z.string().trim().max(30).nullable().optional(),
    section_id: z.string().max(200).nullable().optional(),
    blob_id: z.string().min(1).max(200),
    client_id: z.string().min(1).max(200),
    details: z
      .strictObject({
        width: z.number().int().min(0).max(1_000_000).optional(),
        height: z.number().int().min(0).max(1_000_000).optional(),
      })
      .optional(),
  }),
});

const correction = z.strictObject({
  // Lengths are the sticker rules' business (checked after joining name and last name); these only bound input.
  name: z.string().max(200).optional(),
  last_name: z.string().max(200).nullable().optional(),
  position: z.string().max(200).nullable().optional(),
  section_id: z.string().max(200).nullable().optional(),
});

const mergeBody = z.strictObject({
  sticker_upload_ids: z.array(z.string().max(200)).min(1).max(1000),
  corrections: z.record(z.string().max(200), correction).optional(),
});

type Correction = z.infer<typeof correction>;

/** The error code of a sticker rule's message key (see the header); the generic code for one not listed. */
const RULE_CODES: Record<string, string> = {
  'validation.sticker.name.required': 'sticker_name_required',
  'validation.sticker.name.tooLong': 'sticker_name_too_long',
  'validation.sticker.position.required': 'position_required',
  'validation.sticker.position.tooLong': 'sticker_position_too_long',
};

/** What an upload becomes with the organiser's correction applied (see the header). */
export function correctedUpload(
  row: Pick<StickerUploadRow, 'name' | 'last_name' | 'position' | 'section_id'>,
  fix: Correction | undefined,
): { name: string; position: string; sectionId: string | null } {
  const name = stickerUploadName({
    name: fix?.name ?? row.name,
    last_name: fix?.last_name !== undefined ? fix.last_name : row.last_name,
  });
  const position = (fix?.position !== undefined ? fix.position : row.position) ?? '';
  const sectionId = fix?.section_id !== undefined ? fix.section_id : row.section_id;
  return { name, position: position.trim(), sectionId };
}

function sections(content: StoredAlbumContent): Array<{ id: string; name: string; static: boolean }> {
  return (content.workspace.children ?? [])
    .filter((node) => node.type === 'Section')
    .map((node) => {
      const props = node.props as { id: string; name: string; static?: boolean };
      return { id: props.id, name: props.name, static: props.static === true };
    });
}

async function uploadsWire(ctx: CoreContext, rows: StickerUploadRow[]): Promise<StickerUpload[]> {
  const imageIds = rows.map((row) => row.image_id).filter((id): id is string => id !== null);
  const imageRows =
    imageIds.length > 0
      ? await ctx.db.selectFrom('images').selectAll().where('id', 'in', imageIds).execute()
      : [];
  const images = new Map((await ctx.images.toWire(imageRows)).map((image) => [image.id, image]));
  const blobIds = rows.map((row) => row.blob_id);
  const checks = await photoChecksOf(ctx, blobIds);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    last_name: row.last_name,
    position: row.position,
    image: (row.image_id && images.get(row.image_id)) || null,
    section_id: row.section_id,
    merged_at: row.merged_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    photo_check: (row.blob_id && checks.get(row.blob_id)) || null,
  }));
}

export async function stickerUploadRoutes(app: FastifyInstance, ctx: CoreContext): Promise<void> {
  const { db, auth } = ctx;
  const clientLimit = createClientLimit(app, ctx.config.stickerUploadClientRate);

  app.get('/albums/:id/sticker_uploads', async (request) => {
    const { id } = parseInput(idParams, request.params);
    await auth.requireAlbumAccess(request, id, 'member');
    const rows = await db
      .selectFrom('sticker_uploads')
      .selectAll()
      .where('album_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { data: { sticker_uploads: await uploadsWire(ctx, rows) } };
  });

  app.patch('/albums/:id/sticker_uploads/merge', async (request) => {
    const { id } = parseInput(idParams, request.params);
    // Credentials before the body: a stranger learns nothing of what the route would accept (401, not 400).
    const { album, user } = await auth.requireAlbumAccess(request, id, 'write');
    const { sticker_upload_ids: ids, corrections = {} } = parseInput(mergeBody, request.body);
    const stray = Object.keys(corrections).find((uploadId) => !ids.includes(uploadId));
    if (stray !== undefined)
      throw badRequest(`Correction for ${stray}, which is not merged`, `corrections.${stray}`);
    const wellFormed = ids.filter(isId);
    const rows =
      wellFormed.length > 0
        ? await db
            .selectFrom('sticker_uploads')
            .selectAll()
            .where('album_id', '=', album.id)
            .where('id', 'in', wellFormed)
            .execute()
        : [];
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.findIndex((uploadId) => !found.has(uploadId));
    if (missing >= 0)
      throw badRequest(`No sticker upload ${ids[missing]} in this album`, `sticker_upload_ids.${missing}`);
    const pending = rows.filter((row) => row.merged_at === null && row.image_id !== null);
    // The editor leaves uploads with errors out of the merge; the server holds to the same rules, on the values as
    // the organiser corrected them.
    const corrected = new Map(pending.map((row) => [row.id, correctedUpload(row, corrections[row.id])]));
    const problems: Array<{ code: string; field: string; message: string }> = [];
    for (const row of pending) {
      const values = corrected.get(row.id)!;
      const index = ids.indexOf(row.id);
      const { errors } = stickerIssues(
        { name: values.name, position: values.position },
        { requirePosition: album.sticker_upload_require_position },
      );
      for (const error of errors) {
        const part = error.key.startsWith('validation.sticker.position') ? 'position' : 'name';
        problems.push({
          code: RULE_CODES[error.key] ?? 'invalid_sticker_upload',
          field: `sticker_upload_ids.${index}.${part}`,
          message: `Sticker upload ${row.id} cannot become a sticker: ${error.key}`,
        });
      }
    }
    const [first] = problems;
    if (first) {
      throw new HttpError(
        400,
        first.code,
        first.message,
        first.field.split('.').slice(0, 2).join('.'),
        problems.map(({ field, message }) => ({ field, message })),
      );
    }
    const mergedAt = new Date();
    const created: Sticker[] = [];

    const mergedImages = new Set(pending.map((row) => row.image_id!));
    // One content write: the stickers (and a section for them when the album has none) become automerge changes,
    // which open editors receive at once, with the images' records turned into sticker images.
    const saved = await writeAlbumContent(
      ctx,
      album.id,
      (content) => {
        if (pending.length === 0) return null;
        let workspace = content.workspace;
        const available = sections(content).filter((s) => !s.static);
        let fallback = available[0]?.id;
        if (!fallback) {
          fallback = createId();
          const section: NestedNode<'Section'> = {
            type: 'Section',
            props: { id: fallback, name: UNNAMED_SECTION[album.language] },
            children: [],
          };
          workspace = { ...workspace, children: [...(workspace.children ?? []), section] };
        }
        const valid = new Set(available.map((s) => s.id));
        for (const row of pending) {
          const values = corrected.get(row.id)!;
          created.push({
            id: createId(),
            name: values.name,
            position: values.position,
            doubleSticker: false,
            image: row.image_id,
            sectionId: values.sectionId && valid.has(values.sectionId) ? values.sectionId : fallback,
            stickerLayout: 'default',
            cellLayout: 'default',
            createdAt: mergedAt.toISOString(),
            ...DEFAULT_CROP,
          });
        }
        const images = content.images.map((image) =>
          mergedImages.has(image.id) ? { ...image, model: 'sticker' as const } : image,
        );
        return { ...content, workspace, stickers: [...content.stickers, ...created], images };
      },
      { userId: user?.id ?? null },
    );
    if (pending.length > 0) {
      await db
        .updateTable('sticker_uploads')
        .set({ merged_at: mergedAt })
        .where(
          'id',
          'in',
          pending.map((row) => row.id),
        )
        .execute();
      await db
        .updateTable('images')
        .set({ model: 'sticker' })
        .where('id', 'in', [...mergedImages])
        .execute();
    }
    return { data: { merged_at: mergedAt.toISOString(), stickers: created, version: saved.version } };
  });

  app.delete('/sticker_uploads/:id', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    await auth.requireUser(request);
    const row = isId(id)
      ? await db.selectFrom('sticker_uploads').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound('Sticker upload');
    await auth.requireAlbumAccess(request, row.album_id, 'write');
    await db.deleteFrom('sticker_uploads').where('id', '=', row.id).execute();
    // A merged upload's image now belongs to a sticker; only a pending upload's image goes with it.
    if (row.merged_at === null && row.image_id) await ctx.images.remove([row.image_id]);
    return reply.status(204).send();
  });

  app.get('/public/sticker_uploads/:token', async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    const album = await auth.stickerLinkAlbum(token);
    const document = { content: await readAlbumContent(ctx, album.id) };
    const config: StickerUploadConfig = {
      title: album.title,
      content: album.sticker_upload_content,
      white_label: album.sticker_upload_white_label,
      require_position: album.sticker_upload_require_position,
      sections: sections(document.content)
        .filter((s) => !s.static)
        .map(({ id, name }) => ({ id, name })),
    };
    return { data: config };
  });

  app.post('/public/sticker_uploads/:token', async (request, reply) => {
    const { token } = parseInput(tokenParams, request.params);
    const { sticker_upload: input } = parseInput(uploadBody, request.body);
    // Counted before any database work: a refused flood costs nothing, and earlier contributions stay as they are.
    await clientLimit(request, token, input.client_id);
    const album = await auth.stickerLinkAlbum(token);
    if (album.sticker_upload_require_position && !input.position) {
      throw badRequest('This album asks for a position', 'sticker_upload.position', 'position_required');
    }
    if (input.section_id) {
      const document = { content: await readAlbumContent(ctx, album.id) };
      if (!sections(document.content).some((s) => s.id === input.section_id && !s.static)) {
        throw badRequest(`No section ${input.section_id} in this album`, 'sticker_upload.section_id');
      }
    }
    const blob = isId(input.blob_id)
      ? await db
          .selectFrom('blobs')
          .select(['id', 'client_id', 'checksum'])
          .where('id', '=', input.blob_id)
          .executeTakeFirst()
      : undefined;
    if (!blob)
      throw badRequest(`No uploaded file ${input.blob_id}`, 'sticker_upload.blob_id', 'unknown_blob');
    if (blob.client_id !== input.client_id) {
      throw new HttpError(403, 'forbidden', 'This file was uploaded by another client');
    }
    const stored = await oneAtATime(`${album.id}/${input.client_id}`, async () => {
      const duplicate = await findDuplicate(ctx, album.id, input.client_id, blob.checksum);
      if (duplicate) {
        const [upload] = await uploadsWire(ctx, [duplicate]);
        return { duplicate: true as const, upload };
      }
      const image = await ctx.images.createFromBlob({
        albumId: album.id,
        blobId: blob.id,
        model: 'sticker',
        details: input.details ?? {},
        createdBy: null,
        clientId: input.client_id,
      });
      const row = await db
        .insertInto('sticker_uploads')
        .values({
          id: newId(),
          album_id: album.id,
          name: input.name,
          last_name: input.last_name || null,
          position: input.position || null,
          section_id: input.section_id || null,
          blob_id: blob.id,
          image_id: image.id,
          client_id: input.client_id,
          // The checksum of the bytes as sent finds the same photo sent again (see duplicates.ts).
          details: json({ ...input.details, ...(blob.checksum ? { [SOURCE_CHECKSUM]: blob.checksum } : {}) }),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { duplicate: false as const, row };
    });
    if (stored.duplicate) return { data: { sticker_upload: stored.upload } };
    const { row } = stored;
    // Awaited so the digest is sent (or logged as failed) before the answer; it never rejects (see notify/digest.ts).
    await notifyStickerUpload(ctx, album.id, request.log);
    reply.status(201);
    const [upload] = await uploadsWire(ctx, [row]);
    return { data: { sticker_upload: upload } };
  });
}
