import type { Album } from '@album/api-client';
import type { AlbumAccess } from '../context';
import type { CoreContext } from '../core-context';
import type { AlbumRow } from '../db/schema';
import { documentText } from './document-cache';
import { onboardingState } from './onboarding';
import { albumImages, loadDocument } from './store';
import { albumWire, type AlbumParts } from './wire';

type Viewer = Pick<AlbumAccess, 'user' | 'via'>;

function isMember(access: Viewer): boolean {
  return access.via === 'owner' || access.via === 'collaborator' || access.via === 'admin';
}

/** Everything of the album answer except the content. */
async function albumParts(ctx: CoreContext, album: AlbumRow, access: Viewer) {
  return Promise.all([
    albumImages(ctx, album.id, access.user?.isAdmin === true),
    album.organization_id
      ? ctx.db.selectFrom('organizations').selectAll().where('id', '=', album.organization_id).executeTakeFirst()
      : undefined,
    album.blueprint_album_id
      ? ctx.db.selectFrom('blueprints').select('title').where('id', '=', album.blueprint_album_id).executeTakeFirst()
      : undefined,
  ]);
}

/**
 * The full album answer as an object. Private links (preview and sticker link paths) go to members only; hidden
 * images to admins only.
 */
export async function loadAlbum(ctx: CoreContext, album: AlbumRow, access: Viewer): Promise<Album> {
  const [document, [images, organization, blueprint]] = await Promise.all([
    loadDocument(ctx.db, album.id),
    albumParts(ctx, album, access),
  ]);
  return albumWire({
    album,
    content: document.content,
    version: document.version,
    images,
    onboarding: await onboardingState(ctx.db, album, document.content.stickers.length),
    organization,
    blueprintTitle: blueprint?.title,
    privateLinks: isMember(access),
  });
}

/** Keys of the answer that come from the stored content text. */
const CONTENT_KEYS = ['workspace', 'stickers', 'colors', 'fonts', 'stickerTemplateId', 'stickerTemplateSettings'] as const;

/**
 * The same answer as `{data: {album}}` JSON text, with the stored content spliced in unparsed: the fast path of
 * `GET /albums/:id` and the other read routes.
 */
export async function albumResponseText(ctx: CoreContext, album: AlbumRow, access: Viewer): Promise<string> {
  const [document, [images, organization, blueprint]] = await Promise.all([
    documentText(ctx.db, ctx.documents, album.id),
    albumParts(ctx, album, access),
  ]);
  const placeholder = {
    workspace: undefined,
    stickers: [],
    colors: [],
    fonts: undefined,
    stickerTemplateId: document.stickerTemplateSettings.id,
    stickerTemplateSettings: document.stickerTemplateSettings,
  } as unknown as AlbumParts['content'];
  const wire = albumWire({
    album,
    content: placeholder,
    version: document.version,
    images,
    onboarding: await onboardingState(ctx.db, album, document.stickerCount),
    organization,
    blueprintTitle: blueprint?.title,
    privateLinks: isMember(access),
  }) as unknown as Record<string, unknown>;
  for (const key of CONTENT_KEYS) delete wire[key];
  const head = JSON.stringify(wire);
  // `{...meta}` + `{...content}` -> `{...meta,...content}`; the stored text is always a non-empty JSON object.
  return `{"data":{"album":${head.slice(0, -1)},${document.text.slice(1)}}}`;
}
