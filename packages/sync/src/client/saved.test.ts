import * as A from '@automerge/automerge';
import { Repo } from '@automerge/automerge-repo';
import type { DocHandle, DocumentId } from '@automerge/automerge-repo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWriteTracker } from './saved';
import type { ServerHeadsSource } from './saved';

/** Server heads as the socket adapter reports them, driven by the test. */
function scriptedServer(): ServerHeadsSource & { report(documentId: DocumentId, heads: string[]): void } {
  const latest = new Map<DocumentId, readonly string[]>();
  const listeners = new Set<(documentId: DocumentId, heads: readonly string[]) => void>();
  return {
    serverHeads: (documentId) => latest.get(documentId),
    onServerHeads(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(documentId, heads) {
      latest.set(documentId, heads);
      for (const listener of listeners) listener(documentId, heads);
    },
  };
}

const headsOf = (handle: DocHandle<unknown>) => A.getHeads(handle.doc() as A.Doc<unknown>);
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('createWriteTracker', () => {
  afterEach(() => vi.useRealTimers());

  it('holds a write once the server reports its change, and every earlier write with a later one', async () => {
    const repo = new Repo({});
    const handle = repo.create<{ n: number }>({ n: 0 });
    const server = scriptedServer();
    const tracker = createWriteTracker(server, 60_000);
    handle.change((doc) => (doc.n = 1));
    const first = tracker.whenHeld([handle as DocHandle<unknown>]);
    const firstHash = headsOf(handle as DocHandle<unknown>);
    handle.change((doc) => (doc.n = 2));
    const second = tracker.whenHeld([handle as DocHandle<unknown>]);
    server.report(handle.documentId, ['00'.repeat(32)]);
    expect(await settled(first.promise)).toBe(false);
    server.report(handle.documentId, firstHash);
    expect(await settled(first.promise)).toBe(true);
    expect(await settled(second.promise)).toBe(false);
    handle.change((doc) => (doc.n = 3));
    const third = tracker.whenHeld([handle as DocHandle<unknown>]);
    server.report(handle.documentId, headsOf(handle as DocHandle<unknown>));
    expect(await settled(second.promise)).toBe(true);
    expect(await settled(third.promise)).toBe(true);
    tracker.dispose();
    await repo.shutdown();
  });

  it('finds a write the server holds behind later changes by checking the change graph', async () => {
    const repo = new Repo({});
    const handle = repo.create<{ n: number }>({ n: 0 });
    const server = scriptedServer();
    // The poll's clock is the test's: a loaded machine must not run the check before the first assertion.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const tracker = createWriteTracker(server, 1000);
    handle.change((doc) => (doc.n = 1));
    const write = tracker.whenHeld([handle as DocHandle<unknown>]);
    // Another change built on the write (as a REST write on the server would be) arrives before any report.
    const other = A.change(A.clone(handle.doc() as A.Doc<{ n: number }>), (doc) => (doc.n = 5));
    handle.update((doc) => A.merge(doc, other));
    server.report(handle.documentId, A.getHeads(other));
    expect(await settled(write.promise)).toBe(false);
    vi.advanceTimersByTime(1000);
    await write.promise;
    tracker.dispose();
    await repo.shutdown();
  });
});
