import * as A from '@automerge/automerge';
import { Repo } from '@automerge/automerge-repo';
import type { DocHandle, DocumentId } from '@automerge/automerge-repo';
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing';
import { trackDurableHeads } from './durable-heads';
import { GatedStorageAdapter } from './gated-storage';

describe('trackDurableHeads', () => {
  it('reports heads only once the storage has committed them, and every change after', async () => {
    const storage = new GatedStorageAdapter();
    const repo = new Repo({ storage });
    const handle = repo.create<{ n: number }>({ n: 0 });
    const tracker = trackDurableHeads(repo);
    const reports: Array<readonly string[]> = [];
    tracker.onDurable((_id: DocumentId, heads) => reports.push(heads));
    tracker.track(handle as DocHandle<unknown>);
    await eventually(() => reports.length === 1);
    expect(reports[0]).toEqual(A.getHeads(handle.doc()));

    storage.hold();
    handle.change((doc) => (doc.n = 1));
    const heads = A.getHeads(handle.doc());
    await eventually(() => storage.waiting > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tracker.durableHeads(handle.documentId)).not.toEqual(heads);
    // Changes during a save are taken by the next one.
    handle.change((doc) => (doc.n = 2));
    storage.release();
    await eventually(() => tracker.durableHeads(handle.documentId)?.[0] === A.getHeads(handle.doc())[0]);
    expect(reports.some((r) => r[0] === heads[0])).toBe(true);

    // What was reported is in the storage: a new Repo on it loads the last state.
    tracker.stop();
    await repo.shutdown();
    const again = new Repo({ storage });
    const loaded = await again.find<{ n: number }>(handle.url);
    expect(loaded.doc().n).toBe(2);
    await again.shutdown();
  });

  it('covers the changes of a moment with one save (coalesceMs)', async () => {
    const storage = new GatedStorageAdapter();
    const repo = new Repo({ storage });
    const handle = repo.create<{ n: number }>({ n: 0 });
    const tracker = trackDurableHeads(repo, { coalesceMs: 40 });
    const reports: Array<readonly string[]> = [];
    tracker.onDurable((_id: DocumentId, heads) => reports.push(heads));
    tracker.track(handle as DocHandle<unknown>);
    await eventually(() => reports.length === 1);

    // Three edits within the window: one save, one report, of the heads after the last.
    for (let n = 1; n <= 3; n++) handle.change((doc) => (doc.n = n));
    await eventually(() => reports.length === 2);
    expect(reports[1]).toEqual(A.getHeads(handle.doc()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reports).toHaveLength(2);
    tracker.stop();
    await repo.shutdown();
  });
});
