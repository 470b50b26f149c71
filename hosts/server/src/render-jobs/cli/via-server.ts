/**
 * The snapshot of a render asked of the server that holds the data folder: a render token through its local route
 * (the lock file's key), then the snapshot with that token, as the `/render` page reads an album.
 */
import type { RenderResolution } from '@album/editor-core';
import { LocalServerError, callLocalServer, localJson, type LocalServer } from '../../data-lock/local-client';
import type { RenderJobSnapshot } from '../snapshot';
import { RenderCliError } from './errors';

export async function snapshotViaServer(
  server: LocalServer,
  albumId: string,
  resolution: RenderResolution,
): Promise<RenderJobSnapshot> {
  try {
    const token = await localJson<{ render_token: string }>(
      await callLocalServer(server, '/local/render_token', { method: 'POST', body: { album_id: albumId } }),
    );
    const path = `/local/render_snapshot/${encodeURIComponent(albumId)}?resolution=${resolution}`;
    return await localJson<RenderJobSnapshot>(
      await callLocalServer(server, path, { headers: { 'x-render-token': token.render_token } }),
    );
  } catch (error) {
    if (error instanceof LocalServerError && error.status === 404) {
      throw new RenderCliError(`No album with the id ${albumId} in this database`);
    }
    if (error instanceof LocalServerError) throw new RenderCliError(error.message);
    throw error;
  }
}
