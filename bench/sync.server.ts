// The server side of `bench/sync.ts`, run in its own process so that its memory and CPU are its own: the sync server
// of @album/sync with in-memory storage on a loopback port, every socket granted write access (the auth path is
// measured by the server's own tests, not here). Commands come over IPC: open albums, report memory and CPU.
// Argument: the album (`demo` or `large`, see sync.albums.ts).
import { createServer } from 'node:http';
import { MemoryStorageAdapter } from '@album/sync';
import { createSyncServer } from '@album/sync/server';
import { benchAlbum, describeAlbum } from './sync.albums.ts';
import type { BenchAlbum } from './sync.albums.ts';

const gc = (globalThis as { gc?: () => void }).gc;
const album = benchAlbum((process.argv[2] ?? 'large') as BenchAlbum);
const sync = createSyncServer({
  storage: new MemoryStorageAdapter(),
  loadAlbum: async () => album,
  idleUnloadMs: 3_600_000,
});
await sync.ready();

const http = createServer();
http.on('upgrade', (request, socket, head) => {
  const albumId = new URL(request.url ?? '/', 'http://localhost').searchParams.get('album') ?? '';
  void sync.upgrade(request, socket, head, { albumId, userId: 'bench', mayWrite: () => true });
});
// SYNC_BENCH_PORT picks the port (a machine shared with other runs); any free one without it.
await new Promise<void>((resolve) =>
  http.listen(Number(process.env.SYNC_BENCH_PORT ?? 0), '127.0.0.1', resolve),
);
const port = (http.address() as { port: number }).port;

function memory() {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers, rss: m.rss };
}

process.on('message', async (message: { cmd: string; albumIds?: string[] }) => {
  if (message.cmd === 'open') {
    for (const id of message.albumIds ?? []) {
      const opened = await sync.openAlbum(id);
      opened?.document();
    }
    process.send!({ cmd: 'opened', memory: memory(), stats: sync.stats() });
  } else if (message.cmd === 'memory') {
    process.send!({ cmd: 'memory', memory: memory(), stats: sync.stats(), cpu: process.cpuUsage() });
  } else if (message.cmd === 'cpu') {
    // Without a forced collection: the CPU figure must not include the collections that measuring memory runs.
    // With the fan-out's counts of work done: per edit they show which part of the protocol the CPU went to.
    process.send!({
      cmd: 'cpu',
      cpu: process.cpuUsage(),
      rss: process.memoryUsage().rss,
      work: { ...sync.adapter.fanout.counters },
    });
  } else if (message.cmd === 'exit') {
    await sync.close();
    http.close();
    process.exit(0);
  }
});
// A run that ended without telling (the harness was stopped) leaves no process behind.
process.on('disconnect', () => process.exit(1));
process.send!({ cmd: 'ready', port, memory: memory(), album: describeAlbum(album) });
