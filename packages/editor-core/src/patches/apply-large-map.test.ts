import { describe, expect, it } from 'vitest';
import { createEmptyDocument, createNode } from '../model/defaults';
import type { AlbumDocument, BaseProps } from '../model/types';
import { LARGE_RECORD_KEYS } from '../records/copy-record';
import { applyPatches } from './apply';

/** A document whose node map is large enough to be copied by the key loop, with its keys carried between edits. */
function largeDocument(count: number): AlbumDocument {
  const doc = createEmptyDocument();
  const spreadId = Object.values(doc.nodes).find((node) => node.type === 'Spread')!.id;
  const nodes = { ...doc.nodes };
  for (let i = 0; i < count; i++) {
    const id = `n${i}`;
    nodes[id] = createNode('Rectangle', spreadId, `a${i}`, { id });
  }
  return { ...doc, nodes };
}

const x = (doc: AlbumDocument, id: string) => (doc.nodes[id]!.props as BaseProps).x;

describe('applyPatches on a large node map', () => {
  it('keeps every key through edits that keep, add and remove keys (the copies reuse the key list)', () => {
    let doc = largeDocument(LARGE_RECORD_KEYS * 2);
    const expected = Object.keys(doc.nodes);
    const template = doc.nodes.n0!;
    const steps: Array<{ patch: Parameters<typeof applyPatches>[1]; keys: (keys: string[]) => string[] }> = [
      { patch: { workspace: [{ op: 'replace', path: '/n1/props/x', value: 1 }] }, keys: (k) => k },
      { patch: { workspace: [{ op: 'replace', path: '/n2/props/x', value: 2 }] }, keys: (k) => k },
      {
        patch: { workspace: [{ op: 'add', path: '/fresh', value: { ...template, id: 'fresh' } }] },
        keys: (k) => [...k, 'fresh'],
      },
      { patch: { workspace: [{ op: 'replace', path: '/fresh/props/x', value: 3 }] }, keys: (k) => k },
      { patch: { workspace: [{ op: 'remove', path: '/n5' }] }, keys: (k) => k.filter((key) => key !== 'n5') },
      { patch: { workspace: [{ op: 'replace', path: '/n6/props/x', value: 6 }] }, keys: (k) => k },
      // Added and removed in one set: the key set changes, so the copy's keys are not carried.
      {
        patch: {
          workspace: [
            { op: 'add', path: '/late', value: { ...template, id: 'late' } },
            { op: 'remove', path: '/late' },
            { op: 'replace', path: '/n7/props/x', value: 7 },
          ],
        },
        keys: (k) => k,
      },
      { patch: { workspace: [{ op: 'replace', path: '/n8/props/x', value: 8 }] }, keys: (k) => k },
    ];
    let keys = expected;
    for (const { patch, keys: next } of steps) {
      const before = doc;
      const beforeKeys = Object.keys(before.nodes);
      doc = applyPatches(doc, patch);
      keys = next(keys);
      expect(Object.keys(doc.nodes)).toEqual(keys);
      // The document before is untouched.
      expect(Object.keys(before.nodes)).toEqual(beforeKeys);
    }
    expect([x(doc, 'n1'), x(doc, 'n2'), x(doc, 'fresh'), x(doc, 'n6'), x(doc, 'n7'), x(doc, 'n8')]).toEqual([
      1, 2, 3, 6, 7, 8,
    ]);
    expect(doc.nodes.n5).toBeUndefined();
    expect(doc.nodes.late).toBeUndefined();
  });

  it('shares the untouched nodes and leaves the source map as it was', () => {
    const doc = largeDocument(LARGE_RECORD_KEYS + 10);
    const next = applyPatches(doc, { workspace: [{ op: 'replace', path: '/n3/props/x', value: 9 }] });
    expect(next.nodes).not.toBe(doc.nodes);
    expect(next.nodes.n4).toBe(doc.nodes.n4);
    expect(x(doc, 'n3')).toBe(0);
    expect(x(next, 'n3')).toBe(9);
  });
});
