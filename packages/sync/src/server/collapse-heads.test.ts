import * as A from '@automerge/automerge';
import { Repo } from '@automerge/automerge-repo';
import type { DocHandle } from '@automerge/automerge-repo';
import { describe, expect, it } from 'vitest';
import { collapseHeads } from './collapse-heads';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('collapseHeads', () => {
  it('joins the heads of concurrent changes into one, keeping every change, and leaves few heads alone', async () => {
    const repo = new Repo({});
    const handle = repo.create<Record<string, number>>({});
    const stop = collapseHeads(handle as DocHandle<unknown>, { maxHeads: 3, delayMs: 10 });
    const base = handle.doc();
    // Five writers, each changing the document as they last saw it: five concurrent heads.
    const concurrent = (count: number, prefix: string) =>
      Array.from({ length: count }, (_, i) => A.change(A.clone(base), (doc) => (doc[`${prefix}${i}`] = i)));
    handle.update((doc) => concurrent(2, 'a').reduce((merged, other) => A.merge(merged, other), doc));
    await sleep(40);
    expect(A.getHeads(handle.doc())).toHaveLength(2);

    handle.update((doc) => concurrent(5, 'b').reduce((merged, other) => A.merge(merged, other), doc));
    await sleep(40);
    expect(A.getHeads(handle.doc())).toHaveLength(1);
    expect(Object.keys(handle.doc()).sort()).toEqual(['a0', 'a1', 'b0', 'b1', 'b2', 'b3', 'b4']);
    stop();
    await repo.shutdown();
  });
});
