import { cbor } from '@automerge/automerge-repo';
import type { DocumentId, PeerId } from '@automerge/automerge-repo';
import * as A from '@automerge/automerge';
import { describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { GuardedServerAdapter } from './guarded-adapter';
import type { RefusalReason, SyncSession } from './guarded-adapter';

/** A socket double: records what the adapter does with it. */
function fakeSocket() {
  return {
    closed: 0,
    readyState: 1,
    close() {
      this.closed++;
    },
    send() {},
    on() {},
  };
}

async function setup(mayWrite: boolean) {
  const wss = new WebSocketServer({ noServer: true });
  const refused: RefusalReason[] = [];
  const adapter = new GuardedServerAdapter(wss, { onRefused: (_s, reason) => refused.push(reason) });
  adapter.connect('server' as PeerId, {});
  const passed: unknown[] = [];
  adapter.on('message', (m) => passed.push(m));
  const socket = fakeSocket();
  const session: SyncSession = {
    albumId: 'a',
    userId: 'u1',
    documentIds: new Set(['doc1' as DocumentId]),
    mayWrite: () => mayWrite,
  };
  (adapter as unknown as { sessions: WeakMap<object, SyncSession> }).sessions.set(socket, session);
  const send = async (message: unknown) => {
    adapter.receiveMessage(cbor.encode(message), socket as never);
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  await send({ type: 'join', senderId: 'p1', peerMetadata: {}, supportedProtocolVersions: ['1'] });
  return { adapter, refused, passed, send, close: () => wss.close() };
}

/** A peer's first sync message: heads only, no changes. */
function request(): Uint8Array {
  return A.generateSyncMessage(A.init(), A.initSyncState())[1]!;
}

function syncMessageWithChange(): Uint8Array {
  const doc = A.change(A.init<{ x?: number }>(), (d) => {
    d.x = 1;
  });
  const [, message] = A.generateSyncMessage(doc, A.initSyncState());
  // The first message carries only heads; answer it as a peer that has nothing to get the changes.
  const [, state] = A.receiveSyncMessage(A.init(), A.initSyncState(), message!);
  const [, request] = A.generateSyncMessage(A.init(), state);
  const [, docState] = A.receiveSyncMessage(doc, A.initSyncState(), request!);
  const [, withChanges] = A.generateSyncMessage(doc, docState);
  return withChanges!;
}

describe('GuardedServerAdapter', () => {
  it('passes sync messages about the album and drops other documents, impersonation and unknown types', async () => {
    const t = await setup(true);
    await t.send({
      type: 'request',
      senderId: 'p1',
      targetId: 'server',
      documentId: 'doc1',
      data: request(),
    });
    await t.send({
      type: 'request',
      senderId: 'p1',
      targetId: 'server',
      documentId: 'doc2',
      data: request(),
    });
    await t.send({
      type: 'request',
      senderId: 'p2',
      targetId: 'server',
      documentId: 'doc1',
      data: request(),
    });
    await t.send({ type: 'remote-subscription-change', senderId: 'p1', targetId: 'server', add: [] });
    expect(t.passed).toHaveLength(1);
    expect(t.refused).toEqual(['foreign-document', 'impersonation', 'unknown-type']);
    t.close();
  });

  it('refuses changes from a session that may not write, and presence claiming another user', async () => {
    const t = await setup(false);
    const data = syncMessageWithChange();
    expect(A.decodeSyncMessage(data).changes.length).toBeGreaterThan(0);
    await t.send({ type: 'sync', senderId: 'p1', targetId: 'server', documentId: 'doc1', data });
    const own = cbor.encode({ __presence: { type: 'snapshot', state: { user: { id: 'u1' } } } });
    const other = cbor.encode({ __presence: { type: 'snapshot', state: { user: { id: 'u2' } } } });
    await t.send({
      type: 'ephemeral',
      senderId: 'p1',
      targetId: 'server',
      documentId: 'doc1',
      data: own,
      count: 1,
      sessionId: 's',
    });
    await t.send({
      type: 'ephemeral',
      senderId: 'p1',
      targetId: 'server',
      documentId: 'doc1',
      data: other,
      count: 2,
      sessionId: 's',
    });
    expect(t.refused).toEqual(['read-only', 'impersonation']);
    expect(t.passed).toHaveLength(1);
    t.close();
  });

  it('inspects request messages as sync messages: changes from a reader are refused in either', async () => {
    const t = await setup(false);
    const data = syncMessageWithChange();
    await t.send({ type: 'request', senderId: 'p1', targetId: 'server', documentId: 'doc1', data });
    await t.send({ type: 'sync', senderId: 'p1', targetId: 'server', documentId: 'doc1', data });
    await t.send({
      type: 'request',
      senderId: 'p1',
      targetId: 'server',
      documentId: 'doc1',
      data: request(),
    });
    await t.send({ type: 'remote-heads-changed', senderId: 'p1', targetId: 'server', documentId: 'doc1' });
    expect(t.refused).toEqual(['read-only', 'read-only', 'unknown-type']);
    expect(t.passed).toHaveLength(1);
    t.close();
  });
});
