import * as A from '@automerge/automerge';
import { Repo } from '@automerge/automerge-repo';
import type { DocHandle } from '@automerge/automerge-repo';
import { afterEach, describe, expect, it } from 'vitest';
import { applyFrame } from './apply-frame';

type Counts = Record<string, number>;

const repos: Repo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.shutdown();
});

/** A ready handle, and a writer elsewhere that starts from the same document. */
function setup(): { handle: DocHandle<unknown>; writer: A.Doc<Counts> } {
  const repo = new Repo({});
  repos.push(repo);
  const handle = repo.create<Counts>({ a: 0 });
  const writer = A.clone(handle.doc() as A.Doc<Counts>);
  return { handle: handle as DocHandle<unknown>, writer };
}

describe('applyFrame', () => {
  it('applies the changes and answers true when the document then holds the heads', () => {
    const { handle, writer } = setup();
    const next = A.change(writer, (doc) => (doc.a = 1));
    const change = A.getLastLocalChange(next)!;
    expect(applyFrame(handle, [change], A.getHeads(next))).toBe(true);
    expect((handle.doc() as Counts).a).toBe(1);
    // Taken again (a frame that crossed the server's answer): nothing changes, still complete.
    expect(applyFrame(handle, [change], A.getHeads(next))).toBe(true);
  });

  it('answers true although the document has local changes beyond the heads (they are not the frame’s)', () => {
    const { handle, writer } = setup();
    const next = A.change(writer, (doc) => (doc.a = 1));
    handle.change((doc) => ((doc as Counts).b = 2));
    expect(applyFrame(handle, [A.getLastLocalChange(next)!], A.getHeads(next))).toBe(true);
    expect(handle.doc()).toEqual({ a: 1, b: 2 });
  });

  it('answers false for a change whose dependency is missing, and true once the dependency comes', () => {
    const { handle, writer } = setup();
    const first = A.change(writer, (doc) => (doc.a = 1));
    // Read before the next change: that makes `first` an outdated view of the same document.
    const firstChange = A.getLastLocalChange(first)!;
    const firstHeads = A.getHeads(first);
    const second = A.change(first, (doc) => (doc.a = 2));
    expect(applyFrame(handle, [A.getLastLocalChange(second)!], A.getHeads(second))).toBe(false);
    expect((handle.doc() as Counts).a).toBe(0);
    // The waiting change is applied with its dependency.
    expect(applyFrame(handle, [firstChange], firstHeads)).toBe(true);
    expect((handle.doc() as Counts).a).toBe(2);
  });

  it('answers false, with the document as it was, for bytes that are no change', () => {
    const { handle } = setup();
    const before = A.getHeads(handle.doc() as A.Doc<unknown>);
    expect(applyFrame(handle, [new Uint8Array([1, 2, 3])], ['00'.repeat(32)])).toBe(false);
    expect(A.getHeads(handle.doc() as A.Doc<unknown>)).toEqual(before);
  });

  it('answers false without a ready handle', () => {
    expect(applyFrame(undefined, [], [])).toBe(false);
  });
});
