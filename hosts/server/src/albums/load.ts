/** Album answers: the full answer as an object (writes answer it) and as JSON bytes (the cached read routes). */
import type { Album } from '@album/api-client';
import type { AlbumAccess } from '../context';
import type { CoreContext } from '../core-context';
import type { StoredAlbumContent } from '../db/content';
import type { AlbumRow } from '../db/schema';
import { readAlbumStamp, type AlbumExtras } from './answer-stamp';
import type { AlbumAnswer } from './compressed-answers';
import { albumState, currentSnapshot, type AlbumState } from './content-writer';
import { documentText, type CachedDocument } from './document-cache';
import { headsKey } from './heads';
import { onboardingState } from './onboarding';
import { albumImages } from './store';
import { albumWire, type AlbumParts } from './wire';

export { organizationOfRow, type JoinedOrganizationColumns } from './organization-columns';

export type Viewer = Pick<AlbumAccess, 'user' | 'via'>;

/** Whether the viewer sees the private links and the owner's data: members, not preview or render token holders. */
export function isMember(access: Viewer): boolean {
  return access.via === 'owner' || access.via === 'collaborator' || access.via === 'admin';
}

/**
 * The content text showing the album's automerge documents as they are now: the stored snapshot while its heads are
 * the documents' heads (from the cache of texts when it is there), else a new snapshot made from the documents.
 */
async function albumDocument(
  ctx: CoreContext,
  albumId: string,
  extras: AlbumExtras,
  known?: AlbumState,
): Promise<CachedDocument> {
  const state = known ?? (await albumState(ctx, albumId));
  if (extras.heads && headsKey(extras.heads) === state.key) {
    const text = await documentText(ctx.db, ctx.documents, albumId, state.key, extras.version);
    if (text.key === state.key) return text;
  }
  return currentSnapshot(ctx, albumId);
}

/**
 * The full album answer as an object. Private links (preview and sticker link paths) and the owner's data go to
 * members only; hidden images to admins only.
 */
export async function loadAlbum(ctx: CoreContext, album: AlbumRow, access: Viewer): Promise<Album> {
  const [{ extras }, images] = await Promise.all([
    readAlbumStamp(ctx, album),
    albumImages(ctx, album.id, access.user?.isAdmin === true),
  ]);
  const document = await albumDocument(ctx, album.id, extras);
  const content = JSON.parse(`{${document.tail.toString('utf8')}`) as StoredAlbumContent;
  return albumWire({
    album,
    content,
    version: document.version,
    images,
    onboarding: onboardingState(album, extras.counts, content.stickers.length),
    organization: extras.organization,
    blueprintTitle: extras.blueprintTitle,
    member: isMember(access),
  });
}

/** Keys of the answer that come from the stored content text. */
const CONTENT_KEYS = [
  'workspace',
  'stickers',
  'colors',
  'fonts',
  'stickerTemplateId',
  'stickerTemplateSettings',
] as const;
/**
 * The answer as `{data: {album}}` JSON, in two parts: the head built from the row, the extras and the images, and
 * the stored content text spliced in unparsed. `extras` and `state` are what the caller read for the answer's key.
 */
export async function albumAnswer(
  ctx: CoreContext,
  album: AlbumRow,
  access: Viewer,
  extras: AlbumExtras,
  state: AlbumState,
): Promise<AlbumAnswer> {
  const [images, document] = await Promise.all([
    albumImages(ctx, album.id, access.user?.isAdmin === true),
    albumDocument(ctx, album.id, extras, state),
  ]);
  const placeholder = {
    stickerTemplateId: document.stickerTemplateSettings.id,
    stickerTemplateSettings: document.stickerTemplateSettings,
  } as unknown as AlbumParts['content'];
  const wire = albumWire({
    album,
    content: placeholder,
    version: document.version,
    images,
    onboarding: onboardingState(album, extras.counts, document.stickerCount),
    organization: extras.organization,
    blueprintTitle: extras.blueprintTitle,
    member: isMember(access),
  }) as unknown as Record<string, unknown>;
  for (const key of CONTENT_KEYS) delete wire[key];
  // `{...meta}` + `{...content}` -> `{...meta,...content}`.
  const head = Buffer.from(`{"data":{"album":${JSON.stringify(wire).slice(0, -1)},`, 'utf8');
  return { albumId: album.id, version: document.version, state: document.key, head, tail: document.tail };
}
