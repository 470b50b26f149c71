/**
 * Live collaboration and autosave: the WebSocket endpoint `/sync` of `@album/sync` and a REST answer of the album
 * content built from the current automerge state.
 *
 * Registration (by the core, see the report in the sync issue): run `syncChunksMigration` as a migration, then
 * `await api.register(syncPlugin, ctx)` with the core context (its `images` service seeds image records).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { HttpError } from '../http/errors';
import { createSyncService } from './service';
import type { SyncContext, SyncService, SyncServiceOptions } from './service';

export { createSyncService, SYNC_PATH } from './service';
export type { SyncContext, SyncService, SyncServiceOptions } from './service';
export { ALBUM_CHANGES_CHANNEL, pgliteChangeFeed, postgresChangeFeed } from './change-feed';
export type { ChangeFeed } from './change-feed';
export { KyselyStorageAdapter } from './storage';
export { syncChunksMigration, SYNC_CHUNKS_SQL } from './migration';

/** Plugin options: the context, and optionally sync settings. */
export type SyncPluginOptions = SyncContext & { sync?: SyncServiceOptions };

const services = new WeakMap<object, SyncService>();

/** The sync service a `syncPlugin` registered with this context runs (for REST answers from automerge state). */
export function syncServiceOf(ctx: SyncContext): SyncService | undefined {
  return services.get(ctx.db);
}

/**
 * The sync plugin: answers WebSocket upgrades at `/sync` on the app's HTTP server (only after the Repo has its storage
 * id), `GET /albums/:id/live-content` with the album content from the automerge documents, and
 * `GET /albums/:id/sync_endpoint` with the sync socket URLs a client should try for the album, in order.
 */
export const syncPlugin: FastifyPluginAsync<SyncPluginOptions> = async (app, ctx) => {
  const service = createSyncService(ctx, ctx.sync);
  await service.ready();
  services.set(ctx.db, service);
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node's HTTP server leaves an upgraded socket without an `error` listener: a client resetting the connection
    // while the upgrade is being authorised would otherwise end the process.
    socket.on('error', () => socket.destroy());
    if (service.isSyncRequest(request)) void service.handleUpgrade(request, socket, head);
    else if (app.server.listenerCount('upgrade') === 1) socket.destroy();
  };
  app.server.on('upgrade', onUpgrade);
  // preClose: sockets must end before the HTTP server can finish closing.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    services.delete(ctx.db);
    await service.close();
  });

  app.get<{ Params: { id: string } }>('/albums/:id/live-content', async (request) => {
    const { id } = request.params;
    await ctx.auth.requireAlbumAccess(request, id, 'read');
    const content = await service.albumContent(id);
    if (!content) throw new HttpError(404, 'not_found', 'Album not found');
    return { data: { content } };
  });

  app.get<{ Params: { id: string } }>('/albums/:id/sync_endpoint', async (request) => {
    const { id } = request.params;
    await ctx.auth.requireAlbumAccess(request, id, 'read');
    const endpoints = service.endpointsFor(id);
    return { data: { endpoint: endpoints[0], endpoints } };
  });
};
