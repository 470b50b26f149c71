/** Album routes of both specifications: list, create, read, preview, patch, delete, document save, checkout. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AlbumSummary, PricedCheckout } from '@album/api-client';
import type { StickerTemplateSettings } from '@album/editor-core';
import { languageOfTag } from '@album/i18n/core';
import { checkoutPricing, checkoutQuerySchema } from '../checkout';
import type { AccessLevel } from '../context';
import type { CoreContext } from '../core-context';
import { json } from '../db/json';
import type { StoredAlbumContent } from '../db/content';
import type { AlbumsTable, OnboardingEvents } from '../db/schema';
import type { Updateable } from 'kysely';
import { HttpError, notFound } from '../http/errors';
import { newToken } from '../http/ids';
import {
  CATEGORIES,
  fontsInputSchema,
  idParams,
  languageSchema,
  releaseDateSchema,
  titleSchema,
  tokenParams,
} from '../http/schemas';
import { parseInput } from '../http/validate';
import { localeOfAcceptLanguage } from '../stock/locale';
import { syncServiceOf } from '../sync';
import { validateContent } from './content';
import { createAlbum } from './create';
import { readAlbumContent, storedShape, writeAlbumContent } from './content-writer';
import { headsKeyOfTag } from './compressed-answers';
import { forgetAlbumAnswers, sendAlbum } from './cached-answer';
import { loadAlbum, organizationOfRow } from './load';
import { onboardingCounts, onboardingState, sectionNames, sectionsChanged } from './onboarding';
import { readAlbumPreflight } from './album-preflight';
import { albumImageRows } from './store';
import { albumSummary, previewPath } from './wire';

const hostname = z
  .string()
  .trim()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i,
    'must be a host name',
  );

const patchSchema = z
  .strictObject({
    title: titleSchema.optional(),
    releaseDate: releaseDateSchema.optional(),
    fonts: fontsInputSchema.optional(),
    locked: z.boolean().optional(),
    stickerUploadEnabled: z.boolean().optional(),
    stickerUploadWhiteLabel: z.boolean().optional(),
    stickerUploadContent: z.string().trim().min(1, 'message content is required').max(5000).optional(),
    stickerUploadCustomDomain: hostname.nullable().optional(),
    stickerUploadRequirePosition: z.boolean().optional(),
    email_notifications_enabled: z.boolean().optional(),
    language: languageSchema.optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'nothing to change' });

/**
 * Album documents are saved whole; a 5,000-element album is about 1 MB of JSON, so 16 MB leaves room to grow while
 * bounding what one request can make the server hold (the caller is authenticated before any of it is read).
 */
const DOCUMENT_BODY_LIMIT = 16 * 1024 * 1024;

const STICKER_LINK_KEYS = [
  'stickerUploadEnabled',
  'stickerUploadWhiteLabel',
  'stickerUploadContent',
  'stickerUploadCustomDomain',
  'stickerUploadRequirePosition',
] as const;

/** The access a patch needs: the strictest of its fields. */
function patchLevel(patch: z.output<typeof patchSchema>): AccessLevel {
  if (patch.locked !== undefined) return 'admin';
  if (patch.title !== undefined || patch.releaseDate !== undefined || patch.fonts !== undefined)
    return 'write';
  return 'member';
}

const documentSchema = z.strictObject({
  version: z.number().int().min(1),
  content: z.unknown(),
});

export async function albumRoutes(app: FastifyInstance, ctx: CoreContext): Promise<void> {
  const { db, auth } = ctx;

  app.get('/albums', async (request) => {
    const user = await auth.requireUser(request);
    const rows = await db
      .selectFrom('albums')
      .innerJoin('associations', 'associations.album_id', 'albums.id')
      .innerJoin('album_documents', 'album_documents.album_id', 'albums.id')
      .leftJoin('blueprints', 'blueprints.id', 'albums.blueprint_album_id')
      .leftJoin('organizations', 'organizations.id', 'albums.organization_id')
      .selectAll('albums')
      .select([
        'blueprints.title as blueprint_title',
        sql<StickerTemplateSettings | null>`album_documents.content -> 'stickerTemplateSettings'`.as('sts'),
        sql<string | null>`organizations.id`.as('org_id'),
        'organizations.name as org_name',
        'organizations.size as org_size',
        'organizations.contact_name as org_contact_name',
        'organizations.phone as org_phone',
        'organizations.contact_role as org_contact_role',
        'organizations.created_at as org_created_at',
      ])
      .where('associations.user_id', '=', user.id)
      .orderBy('albums.updated_at', 'desc')
      .execute();
    const albums: AlbumSummary[] = rows.map((row) =>
      albumSummary(row, {
        blueprintTitle: row.blueprint_title,
        stickerTemplateSettings: row.sts,
        member: true,
        organization: organizationOfRow(row),
      }),
    );
    return { data: { albums } };
  });

  // The wizard may send a whole workspace: as large as a document save.
  app.post('/albums', { bodyLimit: DOCUMENT_BODY_LIMIT }, async (request, reply) => {
    const user = await auth.requireUser(request);
    const albumId = await createAlbum(ctx, user, request.body);
    const album = await db
      .selectFrom('albums')
      .selectAll()
      .where('id', '=', albumId)
      .executeTakeFirstOrThrow();
    reply.status(201);
    return { data: { album: await loadAlbum(ctx, album, { user, via: 'owner' }) } };
  });

  const readAlbum = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = parseInput(idParams, request.params);
    // Access first: only a viewer who may read the album reaches the cache.
    const access = await auth.requireAlbumAccess(request, id, 'read');
    return sendAlbum(ctx, request, reply, access.album, access);
  };
  app.get('/albums/:id', readAlbum);
  app.get('/albums/:id/preview', readAlbum);
  app.get('/albums/:id/render_data', readAlbum);

  app.get('/public/album_previews/:token', async (request, reply) => {
    const { token } = parseInput(tokenParams, request.params);
    const album = await db
      .selectFrom('albums')
      .selectAll()
      .where('preview_token', '=', token)
      .executeTakeFirst();
    if (!album) throw notFound('Album preview');
    return sendAlbum(ctx, request, reply, album, { user: null, via: 'preview' });
  });

  app.patch('/albums/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    // Credentials first (401), as everywhere; the level the album check needs depends on what the body changes.
    await auth.requireUser(request);
    const patch = parseInput(patchSchema, request.body);
    const access = await auth.requireAlbumAccess(request, id, patchLevel(patch));
    const album = access.album;
    const set: Updateable<AlbumsTable> = {};
    if (patch.title !== undefined) set.title = patch.title;
    if (patch.releaseDate !== undefined) set.release_date = patch.releaseDate;
    if (patch.locked !== undefined) set.locked = patch.locked;
    if (patch.email_notifications_enabled !== undefined)
      set.email_notifications_enabled = patch.email_notifications_enabled;
    if (patch.language !== undefined) set.language = patch.language;
    if (patch.stickerUploadEnabled !== undefined) set.sticker_upload_enabled = patch.stickerUploadEnabled;
    if (patch.stickerUploadWhiteLabel !== undefined)
      set.sticker_upload_white_label = patch.stickerUploadWhiteLabel;
    if (patch.stickerUploadContent !== undefined) set.sticker_upload_content = patch.stickerUploadContent;
    if (patch.stickerUploadCustomDomain !== undefined)
      set.sticker_upload_custom_domain = patch.stickerUploadCustomDomain?.toLowerCase() ?? null;
    if (patch.stickerUploadRequirePosition !== undefined)
      set.sticker_upload_require_position = patch.stickerUploadRequirePosition;
    if (STICKER_LINK_KEYS.some((key) => patch[key] !== undefined)) {
      const events: OnboardingEvents = { ...album.onboarding_events, has_updated_sticker_link_config: true };
      set.onboarding_events = json(events);
    }
    if (patch.fonts !== undefined) {
      const fonts = patch.fonts;
      // A content write: one automerge change, which open editors receive at once.
      await writeAlbumContent(ctx, album.id, (content) => ({ ...content, fonts }), {
        userId: access.user?.id ?? null,
      });
    }
    set.updated_at = new Date();
    const updated = await db
      .updateTable('albums')
      .set(set)
      .where('id', '=', album.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Open sockets of non-admins become read-only (or writable again) now, not at their next check.
    if (patch.locked !== undefined) await syncServiceOf(ctx)?.recheckAlbum(album.id);
    return { data: { album: await loadAlbum(ctx, updated, access) } };
  });

  app.delete('/albums/:id', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { album } = await auth.requireAlbumAccess(request, id, 'owner');
    // The files module removes the images with their stored files (those no other album shares) first.
    const images = await albumImageRows(db, album.id, true);
    await ctx.images.remove(images.map((image) => image.id));
    await db.deleteFrom('albums').where('id', '=', album.id).execute();
    ctx.documents.delete(album.id);
    forgetAlbumAnswers(ctx, album.id);
    syncServiceOf(ctx)?.revokeAlbum(album.id);
    return reply.status(204).send();
  });

  app.patch('/albums/:id/rotate_album_preview_url_token', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { album } = await auth.requireAlbumAccess(request, id, 'member');
    const updated = await db
      .updateTable('albums')
      .set({ preview_token: newToken() })
      .where('id', '=', album.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Sockets opened with the old preview token close now.
    await syncServiceOf(ctx)?.recheckAlbum(album.id);
    return { data: { album_preview_path: previewPath(updated) } };
  });

  app.get('/albums/:id/onboarding_state', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { album } = await auth.requireAlbumAccess(request, id, 'member');
    const [content, counts] = await Promise.all([
      readAlbumContent(ctx, album.id),
      onboardingCounts(db, album.id),
    ]);
    return { data: { onboarding_state: onboardingState(album, counts, content.stickers.length) } };
  });

  app.put('/albums/:id/document', { bodyLimit: DOCUMENT_BODY_LIMIT }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    // Access before the body: checking a whole document is work no stranger may make the server do.
    const access = await auth.requireAlbumAccess(request, id, 'write');
    const body = parseInput(documentSchema, request.body);
    const imageIds = new Set((await albumImageRows(db, id, true)).map((row) => row.id));
    const content = validateContent(body.content, imageIds);
    // `If-Match` (an ETag of `GET /albums/:id`) may name the content the save was based on, besides `version`.
    const ifMatch = request.headers['if-match'];
    let expectedHeads: string | undefined;
    if (ifMatch !== undefined && ifMatch.trim() !== '*') {
      expectedHeads = headsKeyOfTag(ifMatch) ?? undefined;
      if (expectedHeads === undefined) {
        throw new HttpError(412, 'precondition_failed', 'If-Match names no version of this album');
      }
    }
    let before: StoredAlbumContent | undefined;
    // One content write: the save becomes automerge changes (open editors receive them) and the new snapshot.
    const saved = await writeAlbumContent(
      ctx,
      id,
      (current) => {
        before = storedShape(current);
        return content;
      },
      { userId: access.user?.id ?? null, expectedVersion: body.version, expectedHeads },
    );
    if (
      access.album.onboarding_events.has_updated_section !== true &&
      before !== undefined &&
      sectionsChanged(sectionNames(before), sectionNames(content))
    ) {
      const events: OnboardingEvents = { ...access.album.onboarding_events, has_updated_section: true };
      await db
        .updateTable('albums')
        .set({ onboarding_events: json(events) })
        .where('id', '=', id)
        .execute();
    }
    return { data: { version: saved.version, updated_at: saved.updated_at.toISOString() } };
  });

  app.get('/albums/:id/checkout', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const query = parseInput(checkoutQuerySchema, request.query);
    const { album } = await auth.requireAlbumAccess(request, id, 'member');
    const { errors, preflight } = await readAlbumPreflight(ctx, album);
    const category = album.blueprint_category ?? CATEGORIES.find((c) => c === album.category) ?? null;
    // Worded in the language the customer reads the checkout in (the app's Accept-Language), else the album's: a
    // Polish interface ordering an English album shows Polish products, prices and dates.
    const language =
      languageOfTag(localeOfAcceptLanguage(request.headers['accept-language'])) ?? album.language;
    const priced = { language, category, release_date: album.release_date };
    const pricing = await checkoutPricing(db, priced, query, new Date());
    const checkout: PricedCheckout = {
      errors,
      preflight,
      album: { id: album.id, title: album.title, release_date: album.release_date },
      blueprint_category: category,
      ...pricing,
    };
    return { data: { checkout } };
  });
}
