/**
 * Loading the album to print: `GET /albums/{id}/render_data` with the render token (`X-Render-Token`), no login.
 */
import { createApiClient } from '@album/api-client';
import { fromNested, type AlbumDocument, type SceneMeta } from '@album/editor-core';
import type { RenderScreenSettings } from '../settings/render-settings';
import { RenderFailure } from './failure';

/** The album as the composition needs it. */
export interface RenderAlbum {
  doc: AlbumDocument;
  meta: SceneMeta;
}

/** Loads and normalises the album of the settings; throws `RenderFailure` or the API's error. */
export async function loadRenderAlbum(
  settings: Pick<RenderScreenSettings, 'albumId' | 'token' | 'apiUrl'>,
  fetchImpl?: typeof fetch,
): Promise<RenderAlbum> {
  const { albumId, token } = settings;
  if (!albumId || !token) {
    throw new RenderFailure('incomplete-link', 'the render link needs album_id and token');
  }
  const client = createApiClient({
    baseUrl: settings.apiUrl.replace(/\/$/, ''),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  const album = await client.albums.renderData(albumId, token);
  return {
    doc: fromNested(album),
    meta: { title: album.title, releaseDate: album.releaseDate },
  };
}
