import type { Album } from '@album/api-client';
import type { AlbumAccess } from '../context';
import type { CoreContext } from '../core-context';
import type { AlbumRow } from '../db/schema';
import { onboardingState } from './onboarding';
import { albumImages, loadDocument } from './store';
import { albumWire } from './wire';

/**
 * The full album answer. Private links (preview and sticker link paths) go to members only; hidden images to
 * admins only.
 */
export async function loadAlbum(ctx: CoreContext, album: AlbumRow, access: Pick<AlbumAccess, 'user' | 'via'>): Promise<Album> {
  const members = access.via === 'owner' || access.via === 'collaborator' || access.via === 'admin';
  const [document, images, organization, blueprint] = await Promise.all([
    loadDocument(ctx.db, album.id),
    albumImages(ctx, album.id, access.user?.isAdmin === true),
    album.organization_id
      ? ctx.db.selectFrom('organizations').selectAll().where('id', '=', album.organization_id).executeTakeFirst()
      : undefined,
    album.blueprint_album_id
      ? ctx.db.selectFrom('blueprints').select('title').where('id', '=', album.blueprint_album_id).executeTakeFirst()
      : undefined,
  ]);
  return albumWire({
    album,
    content: document.content,
    version: document.version,
    images,
    onboarding: await onboardingState(ctx.db, album, document.content),
    organization,
    blueprintTitle: blueprint?.title,
    privateLinks: members,
  });
}
