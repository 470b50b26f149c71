// A fuzz test of the sync endpoint on loopback: a signed-in client sends 10,000 random and mutated messages (seeded,
// so a failure repeats). The server must stay up, its heap bounded, and the album loadable and valid afterwards.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type * as A from '@automerge/automerge';
import { cbor } from '@automerge/automerge-repo';
import { fromNested, validateAlbumContent } from '@album/editor-core';
import { createRandom } from '@album/editor-core/testing';
import type { Random } from '@album/editor-core/testing';
import { albumDocumentId, bucketOf, DOC_KINDS } from '@album/sync';
import type { LayoutDoc } from '@album/sync';
import { describeBackends, freePort, startTestServer } from '../../test/harness';
import type { TestServer, TestUser } from '../../test/harness';
import { syncServiceOf } from './index';
import { elementsOf, eventually, openLiveEditor, propsOf } from './testing/live';
import { openProtocolClient, syncMessageWithChange } from './testing/protocol-client';
import type { ProtocolClient } from './testing/protocol-client';

const MESSAGES = 10_000;
const PER_SOCKET = 50;
const PARALLEL_SOCKETS = 4;
const TEST_TIMEOUT_MS = 180_000;

const TYPES = [
  'join',
  'sync',
  'request',
  'ephemeral',
  'doc-unavailable',
  'remote-heads-changed',
  'remote-subscription-change',
  'peer',
  'error',
  'leave',
  '',
];
const PROPS = [
  'x',
  'y',
  'width',
  'height',
  'rotation',
  'opacity',
  'strokeWidth',
  'radius',
  'cropScale',
  'fill',
  'parentId',
];

function randomBytes(random: Random, max: number): Uint8Array {
  return Uint8Array.from({ length: random.int(0, max) }, () => random.int(0, 255));
}

function randomValue(random: Random, depth = 0): unknown {
  switch (random.int(0, depth > 2 ? 5 : 8)) {
    case 0:
      return random.int(-1e9, 1e9);
    case 1:
      return random.pick([NaN, Infinity, -Infinity, -0, 1e308, 0.5, -1]);
    case 2:
      return random.pick(['', 'x'.repeat(random.int(1, 300)), '\u0000', 'sync', '#fff']);
    case 3:
      return random.chance(0.5);
    case 4:
      return null;
    case 5:
      return randomBytes(random, 64);
    case 6:
      return Array.from({ length: random.int(0, 5) }, () => randomValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(0, 5) }, () => [
          random.pick([...TYPES, 'data', 'documentId', 'senderId', '__presence', 'x']),
          randomValue(random, depth + 1),
        ]),
      );
  }
}

/** Flips, drops or inserts a few bytes. */
function mutate(random: Random, bytes: Uint8Array): Uint8Array {
  const out = [...bytes];
  for (let i = random.int(1, 4); i > 0; i--) {
    const at = random.int(0, Math.max(0, out.length - 1));
    const what = random.int(0, 2);
    if (what === 0 && out.length > 0) out[at] = random.int(0, 255);
    else if (what === 1) out.splice(at, 1);
    else out.splice(at, 0, random.int(0, 255));
  }
  return Uint8Array.from(out);
}

describeBackends('fuzzing the sync endpoint', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let albumId: string;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer(backend, { PORT: String(port) });
    owner = await server.user();
    albumId = (await server.album(owner)).id;
    await server.listen();
  }, 60_000);

  afterAll(() => server.close());

  it(
    `survives ${MESSAGES.toLocaleString('en')} random and mutated messages with bounded memory`,
    async () => {
      const random = createRandom(20261125);
      const service = syncServiceOf(server.ctx)!;
      const album = (await service.server.openAlbum(albumId))!;
      const layout = album.handles.layout.doc() as A.Doc<LayoutDoc>;
      const ids = Object.keys(fromNested(await service.albumContent(albumId)).nodes);
      const documentIds = DOC_KINDS.map((kind) => albumDocumentId(albumId, kind));
      // Valid messages to mutate: edits of random nodes with random (often out-of-range) values.
      const templates = Array.from({ length: 40 }, () => {
        const id = random.pick(ids);
        const prop = random.pick(PROPS);
        const value = random.chance(0.5) ? random.range(-200, 200) : random.pick([0, 0.5, 1, 99, 1e6, -1]);
        return syncMessageWithChange(layout, (d) => {
          const node = d.buckets[bucketOf(id)]?.[id];
          if (node) (node.props as unknown as Record<string, unknown>)[prop] = value;
        });
      });

      /** One fuzz message (encoded), seeded. */
      const message = (peer: string): Uint8Array => {
        const documentId = random.chance(0.8) ? random.pick(documentIds) : (randomValue(random) as string);
        // Mostly well-formed envelopes (refused or applied, the socket stays open), some that close the socket.
        switch (random.int(0, 9)) {
          case 0:
            return randomBytes(random, 300);
          case 1:
            return mutate(
              random,
              cbor.encode({
                type: 'sync',
                senderId: peer,
                targetId: 's',
                documentId,
                data: random.pick(templates),
              }),
            );
          case 2:
          case 6:
            return cbor.encode({
              type: random.pick(['sync', 'request']),
              senderId: peer,
              targetId: 's',
              documentId,
              data: random.chance(0.1) ? mutate(random, random.pick(templates)) : random.pick(templates),
            });
          case 3:
          case 4:
            return cbor.encode({
              type: 'ephemeral',
              senderId: random.chance(0.9) ? peer : 'someone-else',
              targetId: 's',
              documentId,
              count: random.int(0, 1e6),
              sessionId: random.chance(0.9) ? 'fuzz' : String(random.next()),
              data: cbor.encode(
                random.chance(0.5) ? { __presence: randomValue(random) } : randomValue(random),
              ),
            });
          case 5:
            return cbor.encode(randomValue(random));
          default: {
            const fields = randomValue(random);
            return cbor.encode({
              ...(typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? fields : {}),
              type: random.pick(TYPES),
              senderId: peer,
            });
          }
        }
      };

      // Count the messages the server reads on an open socket (those after a socket-closing one are not read):
      // the fuzzing goes on until 10,000 were read, not merely sent.
      let read = 0;
      const adapter = service.server.adapter;
      const receive = adapter.receiveMessage.bind(adapter);
      adapter.receiveMessage = (bytes, socket) => {
        if (socket.readyState === socket.OPEN) read++;
        receive(bytes, socket);
      };
      const url = `ws://127.0.0.1:${port}/sync?album=${albumId}`;
      const heapBefore = process.memoryUsage().heapUsed;
      let sent = 0;
      let sockets = 0;
      const closes = new Map<number, number>();
      const started = Date.now();
      const worker = async () => {
        while (read < MESSAGES) {
          let client: ProtocolClient;
          try {
            client = await openProtocolClient(url, { authorization: `Bearer ${owner.token}` });
          } catch (error) {
            throw new Error(`the server stopped accepting sockets after ${sent} messages`, { cause: error });
          }
          sockets++;
          const batch = PER_SOCKET;
          sent += batch;
          for (let i = 0; i < batch && client.isOpen(); i++) client.sendBytes(message(client.peerId));
          // Let the server work through the batch, then end the socket if it is still open.
          const code = await Promise.race([
            client.closed,
            new Promise<number>((r) => setTimeout(() => r(0), 100)),
          ]);
          closes.set(code, (closes.get(code) ?? 0) + 1);
          client.close();
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_SOCKETS }, worker));
      const seconds = (Date.now() - started) / 1000;

      // Still up: HTTP answers, the album loads and is valid, and a real client syncs.
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(health.status).toBe(200);
      const answer = await server.request({
        method: 'GET',
        url: `/albums/${albumId}/live-content`,
        headers: owner.headers,
      });
      expect(answer.statusCode).toBe(200);
      const content = fromNested(answer.json().data.content);
      expect(validateAlbumContent(content)).toEqual([]);
      const editor = await openLiveEditor(`ws://127.0.0.1:${port}/sync`, albumId, owner.token);
      const other = await openLiveEditor(`ws://127.0.0.1:${port}/sync`, albumId, owner.token);
      const id = elementsOf(editor.editor)[0]!.id;
      editor.editor.updateProps([id], { x: 4321 });
      editor.sync.flush();
      await eventually(() => propsOf(other.editor, id)?.x === 4321, 'a real edit after the fuzzing');
      await editor.sync.destroy();
      await other.sync.destroy();

      (globalThis as { gc?: () => void }).gc?.();
      const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
      console.info(
        `[sync fuzz] ${read} messages read (${sent} sent) on ${sockets} sockets in ${seconds.toFixed(1)} s; close codes ` +
          `${JSON.stringify(Object.fromEntries(closes))}; heap growth ${heapGrowthMb.toFixed(1)} MB`,
      );
      expect(read).toBeGreaterThanOrEqual(MESSAGES);
      // Bounded: the server keeps nothing per message (the test process's own garbage is most of this).
      expect(heapGrowthMb).toBeLessThan(200);
    },
    TEST_TIMEOUT_MS,
  );
});
