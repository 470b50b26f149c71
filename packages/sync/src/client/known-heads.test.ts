import { describe, expect, it } from 'vitest';
import { KnownHeads } from './known-heads';

const hash = (n: number) => n.toString(16).padStart(64, '0');

describe('KnownHeads', () => {
  it('holds heads only when every one of them is known for that document', () => {
    const known = new KnownHeads();
    known.add('doc-1', [hash(1), hash(2)]);
    known.add('doc-1', [hash(3)]);
    expect(known.holdsAll('doc-1', [hash(1), hash(3)])).toBe(true);
    expect(known.holdsAll('doc-1', [hash(1), hash(4)])).toBe(false);
    expect(known.holdsAll('doc-2', [hash(1)])).toBe(false);
    // No heads (an empty document) says nothing about what the server holds.
    expect(known.holdsAll('doc-1', [])).toBe(false);
  });

  it('forgets the oldest beyond its limit, and everything when cleared', () => {
    const known = new KnownHeads(3);
    known.add('doc', [hash(1), hash(2), hash(3)]);
    known.add('doc', [hash(2), hash(4)]);
    expect([1, 2, 3, 4].map((n) => known.holdsAll('doc', [hash(n)]))).toEqual([false, true, true, true]);
    known.clear();
    expect(known.holdsAll('doc', [hash(4)])).toBe(false);
  });
});
