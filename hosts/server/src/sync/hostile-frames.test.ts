// Bytes no WebSocket library would send, on the real server on loopback: each closes its own socket with the
// matching code, and the process keeps answering HTTP and syncing the other clients.
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cbor } from '@automerge/automerge-repo';
import { albumDocumentId } from '@album/sync';
import { SyncCloseCode, SYNC_MAX_PAYLOAD_BYTES } from '@album/sync/server';
import { describeBackends, freePort, startTestServer } from '../../test/harness';
import type { TestServer, TestUser } from '../../test/harness';
import { elementsOf, eventually, openLiveEditor, propsOf } from './testing/live';
import type { LiveEditor } from './testing/live';
import { frame, openRawSocket } from './testing/raw-socket';

const TEST_TIMEOUT_MS = 120_000;

describeBackends('the sync endpoint survives hostile bytes', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let albumId: string;
  let port: number;
  let socketUrl: string;
  const editors: LiveEditor[] = [];

  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer(backend, { PORT: String(port) });
    owner = await server.user();
    albumId = (await server.album(owner)).id;
    await server.listen();
    socketUrl = `ws://127.0.0.1:${port}/sync`;
  }, 60_000);

  afterAll(async () => {
    for (const { sync } of editors) await sync.destroy();
    await server.close();
  });

  const join = cbor.encode({
    type: 'join',
    senderId: 'hostile-peer',
    peerMetadata: {},
    supportedProtocolVersions: ['1'],
  });

  /** Sends `bytes` on a fresh authorised socket (after a valid join when `joined`) and answers the close code. */
  async function closeCodeFor(bytes: Uint8Array[], joined = false): Promise<number | null> {
    const raw = await openRawSocket(port, `/sync?album=${albumId}`, {
      Authorization: `Bearer ${owner.token}`,
    });
    expect(raw.status).toBe(101);
    if (joined) raw.send(frame({ opcode: 2, payload: join }));
    for (const b of bytes) raw.send(b);
    const timeout = setTimeout(() => raw.socket.destroy(), 10_000);
    const code = await raw.closed;
    clearTimeout(timeout);
    return code;
  }

  async function healthy(): Promise<void> {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(response.status).toBe(200);
  }

  it(
    'closes only the offending socket, with the matching code',
    async () => {
      const a = await openLiveEditor(socketUrl, albumId, owner.token);
      const b = await openLiveEditor(socketUrl, albumId, owner.token);
      editors.push(a, b);

      const cases: Array<[string, Uint8Array[], number, boolean?]> = [
        [
          'text frame that is not UTF-8',
          [frame({ opcode: 1, payload: Uint8Array.of(0xff, 0xfe, 0xc3) })],
          1007,
        ],
        ['text frame', [frame({ opcode: 1, payload: new TextEncoder().encode('{"type":"join"}') })], 1003],
        ['reserved opcode', [frame({ opcode: 3, payload: Uint8Array.of(1, 2, 3) })], 1002],
        ['reserved control opcode', [frame({ opcode: 0xb })], 1002],
        ['RSV bits without an extension', [frame({ opcode: 2, rsv: 7, payload: join })], 1002],
        ['unmasked client frame', [frame({ opcode: 2, masked: false, payload: join })], 1002],
        ['continuation without a first frame', [frame({ opcode: 0, payload: join })], 1002],
        [
          'frame larger than the limit',
          [frame({ opcode: 2, claimedLength: SYNC_MAX_PAYLOAD_BYTES + 1, payload: new Uint8Array(16) })],
          1009,
        ],
        [
          'binary frame that is not CBOR',
          [frame({ opcode: 2, payload: Uint8Array.of(0xff, 0x1f, 0x00, 0x9c) })],
          4400,
        ],
        ['CBOR that is not a message', [frame({ opcode: 2, payload: cbor.encode(null) })], 4400],
        [
          'a join of the wrong shape',
          [frame({ opcode: 2, payload: cbor.encode({ type: 'join', senderId: 7 }) })],
          4400,
        ],
        [
          'sync data that is not an automerge sync message',
          [
            frame({
              opcode: 2,
              payload: cbor.encode({
                type: 'sync',
                senderId: 'hostile-peer',
                targetId: 'server',
                documentId: albumDocumentId(albumId, 'layout'),
                data: Uint8Array.of(0x42, 0x13, 0x37),
              }),
            }),
          ],
          4400,
          true,
        ],
      ];
      for (const [what, bytes, expected, joined] of cases) {
        expect({ what, code: await closeCodeFor(bytes, joined) }).toEqual({ what, code: expected });
        await healthy();
      }
      expect(SyncCloseCode.invalidMessage).toBe(4400);

      // A connection reset while the upgrade is being authorised, and one reset right after it.
      for (const wait of [0, 50]) {
        const socket = connect(port, '127.0.0.1');
        socket.on('error', () => undefined);
        socket.write(
          `GET /sync?album=${albumId} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n` +
            `Sec-WebSocket-Protocol: automerge-repo\r\nAuthorization: Bearer ${owner.token}\r\n\r\n`,
        );
        await new Promise((resolve) => setTimeout(resolve, wait));
        socket.resetAndDestroy();
      }
      await healthy();

      // The two editors opened before all this still sync.
      const id = elementsOf(a.editor)[0]!.id;
      a.editor.updateProps([id], { x: 77 });
      a.sync.flush();
      await eventually(() => propsOf(b.editor, id)?.x === 77, 'the edit reaches the other editor');
      expect(a.sync.store.getState().connected).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );
});
