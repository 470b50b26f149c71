import * as A from '@automerge/automerge';
import { describe, expect, it } from 'vitest';
import { decodeSyncData, readMessage } from './message-shape';

describe('readMessage', () => {
  const data = new Uint8Array([1, 2]);

  it('takes the messages automerge-repo sends, in their shapes', () => {
    expect(
      readMessage({
        type: 'join',
        senderId: 'p',
        peerMetadata: { storageId: 's' },
        supportedProtocolVersions: ['1'],
      }),
    ).not.toBeNull();
    expect(readMessage({ type: 'sync', senderId: 'p', documentId: 'd', data })).not.toBeNull();
    expect(readMessage({ type: 'request', senderId: 'p', documentId: 'd', data })).not.toBeNull();
    expect(
      readMessage({ type: 'ephemeral', senderId: 'p', documentId: 'd', data, count: 3, sessionId: 's' }),
    ).not.toBeNull();
    expect(readMessage({ type: 'doc-unavailable', senderId: 'p', documentId: 'd' })).not.toBeNull();
    // Types the guard refuses by name pass the shape check (node links send them).
    expect(readMessage({ type: 'remote-heads-changed', senderId: 'p' })).not.toBeNull();
  });

  it('refuses anything off-shape', () => {
    for (const bad of [
      null,
      7,
      'join',
      [],
      data,
      { type: 'sync' },
      { type: 1, senderId: 'p' },
      { type: 'join', senderId: '' },
      { type: 'join', senderId: 'x'.repeat(300) },
      { type: 'join', senderId: 'p', supportedProtocolVersions: 1 },
      { type: 'join', senderId: 'p', supportedProtocolVersions: Array(20).fill('1') },
      { type: 'join', senderId: 'p', peerMetadata: { storageId: 5 } },
      { type: 'join', senderId: 'p', peerMetadata: { isEphemeral: 'yes' } },
      { type: 'sync', senderId: 'p', documentId: 'd', data: 'bytes' },
      { type: 'request', senderId: 'p', documentId: 4, data },
      { type: 'ephemeral', senderId: 'p', documentId: 'd', data, count: 1.5, sessionId: 's' },
      { type: 'ephemeral', senderId: 'p', documentId: 'd', data, count: 1 },
      { type: 'doc-unavailable', senderId: 'p' },
    ]) {
      expect(readMessage(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('decodeSyncData', () => {
  it('decodes a buffer once (the adapter and the guard both read it) and throws on garbage', () => {
    const doc = A.change(A.init<{ n?: number }>(), (d) => void (d.n = 1));
    const data = A.encodeSyncMessage({
      heads: A.getHeads(doc),
      need: [],
      have: [],
      changes: A.getChanges(A.init(), doc),
    });
    const first = decodeSyncData(data);
    expect(first.changes).toHaveLength(1);
    expect(decodeSyncData(data)).toBe(first);
    // Another buffer with the same bytes is decoded on its own.
    expect(decodeSyncData(data.slice())).not.toBe(first);
    expect(() => decodeSyncData(new Uint8Array([1, 2, 3]))).toThrow();
  });
});
