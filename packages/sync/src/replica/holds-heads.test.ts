import * as A from '@automerge/automerge';
import { describe, expect, it } from 'vitest';
import { holdsHeads } from './holds-heads';

type Counts = Record<string, number>;

/** A document and two later changes of another replica, the second depending on the first. */
function setup() {
  const doc = A.from<Counts>({ a: 0 });
  const first = A.change(A.clone(doc), (d) => (d.a = 1));
  // Read before the next change: that makes `first` an outdated view of the same document.
  const firstChange = A.getLastLocalChange(first)!;
  const firstHeads = A.getHeads(first);
  const second = A.change(first, (d) => (d.a = 2));
  return {
    doc,
    firstChange,
    firstHeads,
    secondChange: A.getLastLocalChange(second)!,
    secondHeads: A.getHeads(second),
  };
}

describe('holdsHeads', () => {
  it('answers as hasHeads does for heads held and heads missing', () => {
    const { doc, firstHeads } = setup();
    expect(holdsHeads(doc, A.getHeads(doc))).toBe(true);
    expect(holdsHeads(doc, [])).toBe(true);
    expect(holdsHeads(doc, firstHeads)).toBe(false);
  });

  it('is not misled by a change waiting in the queue for a dependency', () => {
    const { doc, secondChange, secondHeads } = setup();
    const [waiting] = A.applyChanges(doc, [secondChange]);
    // The waiting change's missing dependency is listed whatever heads are asked for...
    expect(A.getMissingDeps(waiting, A.getHeads(waiting))).toHaveLength(1);
    // ...but the document does hold its own heads, and does not hold the waiting change.
    expect(holdsHeads(waiting, A.getHeads(waiting))).toBe(true);
    expect(holdsHeads(waiting, secondHeads)).toBe(false);
  });

  it('holds a waiting change once its dependency has come', () => {
    const { doc, firstChange, secondChange, secondHeads } = setup();
    const [waiting] = A.applyChanges(doc, [secondChange]);
    const [complete] = A.applyChanges(waiting, [firstChange]);
    expect(holdsHeads(complete, secondHeads)).toBe(true);
    expect(complete.a).toBe(2);
  });
});
