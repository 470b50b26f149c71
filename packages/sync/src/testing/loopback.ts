/**
 * Test helpers: a sync server on a loopback port (every socket granted write access; the user is taken from the
 * `user` query parameter, so that tests can open sockets as different people) and polling until a condition holds.
 */
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import type { AlbumDocument } from '@album/editor-core';
import type { StorageAdapterInterface } from '@automerge/automerge-repo/slim';
import { createSyncServer } from '../server/sync-server';
import type { SyncServer, SyncServerOptions } from '../server/sync-server';
import { MemoryStorageAdapter } from '../storage/memory-storage';

export interface LoopbackServer {
  sync: SyncServer;
  /** `ws://127.0.0.1:<port>/sync` */
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface LoopbackOptions {
  loadAlbum: (albumId: string) => Promise<AlbumDocument | null>;
  storage?: StorageAdapterInterface;
  /** Listen on this port (e.g. to restart a server where it was). Default: any free port. */
  port?: number;
  server?: Partial<SyncServerOptions>;
}

/** A port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a sync server on loopback. */
export async function startLoopbackServer(options: LoopbackOptions): Promise<LoopbackServer> {
  const sync = createSyncServer({
    ...options.server,
    storage: options.storage ?? new MemoryStorageAdapter(),
    loadAlbum: options.loadAlbum,
  });
  await sync.ready();
  const http = createServer();
  http.on('upgrade', (request, socket, head) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    void sync.upgrade(request, socket, head, {
      albumId: query.get('album') ?? '',
      userId: query.get('user') ?? 'u1',
      mayWrite: () => true,
    });
  });
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (http.address() as { port: number }).port;
  return {
    sync,
    port,
    url: `ws://127.0.0.1:${port}/sync`,
    async close() {
      await sync.close();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

/** Resolves once `check` holds; throws after `timeoutMs`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
