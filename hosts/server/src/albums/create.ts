/**
 * Creating an album: from a blueprint (its workspace, stickers, colours, fonts and images are copied; images get
 * new rows pointing at the same blobs, and every reference to them is rewritten) or empty, with the wizard's
 * edits on top. The content is written once, as the first snapshot, and the album's automerge documents are seeded
 * from it at once (`seedAlbum`): every entry point (wizard, blueprint copy, seed) makes a live album.
 */
import { z } from 'zod';
import { createEmptyDocument, toNested, type NestedNode } from '@album/editor-core';
import { albumReferral } from '../affiliate';
import type { AuthUser } from '../context';
import type { CoreContext } from '../core-context';
import type { StoredAlbumContent } from '../db/content';
import { json } from '../db/json';
import type { BlueprintRow, ImageRow, Language } from '../db/schema';
import { badRequest } from '../http/errors';
import { isId, newId, newToken } from '../http/ids';
import {
  categorySchema,
  fontsInputSchema,
  languageSchema,
  organizationInputSchema,
  releaseDateSchema,
} from '../http/schemas';
import { parseInput } from '../http/validate';
import { validateContent } from './content';
import { seedAlbum } from './content-writer';

export const createAlbumSchema = z.strictObject({
  blueprint_id: z.string().max(200).nullable().optional(),
  blueprint_category: categorySchema.nullable().optional(),
  workspace: z.unknown().optional(),
  stickers: z.array(z.unknown()).optional(),
  colors: z.array(z.string()).optional(),
  fonts: fontsInputSchema.optional(),
  stickerTemplateId: z.string().max(100).optional(),
  stickerTemplateSettings: z.unknown().optional(),
  album: z
    .strictObject({
      title: z.string().trim().max(200).optional(),
      releaseDate: releaseDateSchema.optional(),
      language: languageSchema.optional(),
    })
    .optional(),
  organization: organizationInputSchema.optional(),
  analytics_metadata: z.record(z.string(), z.unknown()).optional(),
  empty_inside: z.boolean().optional(),
});

export type CreateAlbumBody = z.output<typeof createAlbumSchema>;

const DEFAULT_TITLE: Record<Language, string> = {
  de: 'Mein Stickeralbum',
  en: 'My sticker album',
  fr: 'Mon album de stickers',
  it: 'Il mio album di figurine',
  pl: 'Mój album z naklejkami',
};

/** Keeps the first and the last spread of the album (the covers) whole and empties the spreads between. */
function emptyInside(content: StoredAlbumContent): StoredAlbumContent {
  const spreads: NestedNode[] = [];
  for (const section of content.workspace.children ?? [])
    for (const spread of section.children ?? []) spreads.push(spread);
  const keep = new Set([spreads[0], spreads[spreads.length - 1]]);
  const workspace = {
    ...content.workspace,
    children: (content.workspace.children ?? []).map((section) => ({
      ...section,
      children: (section.children ?? []).map((spread) =>
        keep.has(spread) ? spread : { ...spread, children: [] },
      ),
    })),
  };
  return { ...content, workspace: workspace as StoredAlbumContent['workspace'], stickers: [] };
}

/** Rewrites image ids in Image nodes and stickers. */
function remapImages(content: StoredAlbumContent, map: ReadonlyMap<string, string>): StoredAlbumContent {
  if (map.size === 0) return content;
  const walk = (node: NestedNode): NestedNode => {
    let props = node.props;
    if (node.type === 'Image') {
      const image = (props as { image: string | null }).image;
      if (image && map.has(image)) props = { ...props, image: map.get(image)! } as typeof props;
    }
    return node.children ? { ...node, props, children: node.children.map(walk) } : { ...node, props };
  };
  return {
    ...content,
    workspace: walk(content.workspace) as StoredAlbumContent['workspace'],
    stickers: content.stickers.map((s) =>
      s.image && map.has(s.image) ? { ...s, image: map.get(s.image)! } : s,
    ),
  };
}

function emptyContent(): StoredAlbumContent {
  const { images: _images, ...content } = toNested(createEmptyDocument());
  return content;
}

/** Creates the album and answers its id. Input errors are 400 naming the field. */
export async function createAlbum(ctx: CoreContext, user: AuthUser, body: unknown): Promise<string> {
  const input = parseInput(createAlbumSchema, body);
  const { db } = ctx;

  let blueprint: BlueprintRow | undefined;
  let blueprintImages: ImageRow[] = [];
  if (input.blueprint_id) {
    blueprint = isId(input.blueprint_id)
      ? await db.selectFrom('blueprints').selectAll().where('id', '=', input.blueprint_id).executeTakeFirst()
      : undefined;
    if (!blueprint)
      throw badRequest(`No blueprint ${input.blueprint_id}`, 'blueprint_id', 'unknown_blueprint');
    blueprintImages = await db
      .selectFrom('images')
      .selectAll()
      .where('blueprint_id', '=', blueprint.id)
      .execute();
  }

  let content: StoredAlbumContent = blueprint ? blueprint.content : emptyContent();
  if (input.empty_inside) content = emptyInside(content);
  const edited = {
    ...content,
    ...(input.workspace !== undefined ? { workspace: input.workspace } : {}),
    ...(input.stickers !== undefined ? { stickers: input.stickers } : {}),
    ...(input.colors !== undefined ? { colors: input.colors } : {}),
    ...(input.fonts !== undefined ? { fonts: input.fonts } : {}),
    ...(input.stickerTemplateSettings !== undefined
      ? { stickerTemplateSettings: input.stickerTemplateSettings }
      : {}),
  } as StoredAlbumContent;
  if (input.stickerTemplateId !== undefined) edited.stickerTemplateId = input.stickerTemplateId;
  else if (input.stickerTemplateSettings !== undefined) {
    const id = (input.stickerTemplateSettings as { id?: unknown } | null)?.id;
    if (typeof id === 'string') edited.stickerTemplateId = id;
  }

  const imageIdMap = new Map(blueprintImages.map((row) => [row.id, newId()]));
  // The wizard's own edits are validated like a document save; fields are named from the body's top level.
  content = validateContent(remapImages(edited, imageIdMap), new Set(imageIdMap.values()), '');

  const language = input.album?.language ?? user.locale;
  const title = input.album?.title || blueprint?.title || DEFAULT_TITLE[language];
  const albumId = newId();
  const category = blueprint?.blueprint_category ?? input.blueprint_category ?? null;

  await db.transaction().execute(async (trx) => {
    let organizationId: string | null = null;
    const membership = await trx
      .selectFrom('organization_members')
      .select('organization_id')
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .executeTakeFirst();
    if (membership) organizationId = membership.organization_id;
    else if (input.organization) {
      organizationId = newId();
      const o = input.organization;
      await trx
        .insertInto('organizations')
        .values({
          id: organizationId,
          name: o.name,
          size: o.size,
          contact_name: o.contactName,
          phone: o.phone,
          contact_role: o.contactRole,
        })
        .execute();
      await trx
        .insertInto('organization_members')
        .values({ organization_id: organizationId, user_id: user.id })
        .execute();
    }
    await trx
      .insertInto('albums')
      .values({
        id: albumId,
        owner_id: user.id,
        organization_id: organizationId,
        title,
        release_date: input.album?.releaseDate ?? null,
        language,
        category,
        blueprint_album_id: blueprint?.id ?? null,
        blueprint_category: blueprint?.blueprint_category ?? input.blueprint_category ?? null,
        preview_token: newToken(),
        sticker_upload_token: newToken(),
        cover_preview_url: blueprint?.cover_preview_url ?? null,
        ...(await albumReferral(trx, user.id, input.analytics_metadata)),
      })
      .execute();
    await trx
      .insertInto('associations')
      .values({ id: newId(), album_id: albumId, user_id: user.id, owner: true })
      .execute();
    await trx
      .insertInto('album_documents')
      .values({ album_id: albumId, content: json(content), version: 1, updated_by: user.id })
      .execute();
    if (blueprintImages.length > 0) {
      await trx
        .insertInto('images')
        .values(
          blueprintImages.map((row) => ({
            id: imageIdMap.get(row.id)!,
            album_id: albumId,
            blueprint_id: null,
            model: row.model,
            original_blob_id: row.original_blob_id,
            full_blob_id: row.full_blob_id,
            large_blob_id: row.large_blob_id,
            medium_blob_id: row.medium_blob_id,
            small_blob_id: row.small_blob_id,
            filename: row.filename,
            details: json(row.details),
            meta: json(row.meta),
            tags: json(row.tags),
            blueprint_image: true,
            hidden: row.hidden,
            created_by: user.id,
          })),
        )
        .execute();
    }
  });
  // Live from the start: the album's automerge documents are seeded now, and are its content from here on.
  await seedAlbum(ctx, albumId);
  return albumId;
}
