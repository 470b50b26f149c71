import { describe, expect, it } from 'vitest';
import { createEmptyDocument, createNode } from './defaults';
import { sequentialIds } from './ids';
import { checkInvariants } from './invariants';
import type { InvariantCode } from './invariants';
import { childIdsOf, rootOf } from './tree';
import type { AlbumDocument, AnyNode, Sticker } from './types';

function base() {
  const doc = createEmptyDocument({ ids: sequentialIds() });
  const root = rootOf(doc.nodes)!;
  const section = childIdsOf(doc.nodes, root.id)[0]!;
  const spread = childIdsOf(doc.nodes, section)[0]!;
  return { doc, root: root.id, section, spread };
}

function add(doc: AlbumDocument, node: AnyNode) {
  doc.nodes[node.id] = node;
}

function sticker(id: string, sectionId: string): Sticker {
  return {
    id,
    name: 'A',
    position: '',
    doubleSticker: false,
    image: null,
    sectionId,
    stickerLayout: 'default',
    cellLayout: 'default',
    createdAt: '2026-01-01T00:00:00.000Z',
    cx: 0.5,
    cy: 0.5,
    cscale: 1,
    crotation: 0,
  };
}

function codes(doc: unknown): InvariantCode[] {
  return checkInvariants(doc as AlbumDocument).map((i) => i.code);
}

describe('checkInvariants', () => {
  it('accepts a consistent document', () => {
    const { doc, spread, section } = base();
    const g = createNode('Group', spread, 'a0', { id: 'g' });
    add(doc, g);
    add(doc, createNode('Text', 'g', 'a0', { id: 't' }));
    doc.stickers.s = sticker('s', section);
    add(doc, createNode('StickerCell', spread, 'a1', { id: 'cell', stickerId: 's' }));
    expect(checkInvariants(doc)).toEqual([]);
  });

  it('never throws on garbage', () => {
    for (const input of [
      null,
      undefined,
      1,
      'x',
      [],
      { nodes: null },
      { nodes: { a: null } },
      { nodes: { a: 5 } },
    ]) {
      expect(() => checkInvariants(input as unknown as AlbumDocument)).not.toThrow();
      expect(checkInvariants(input as unknown as AlbumDocument).length).toBeGreaterThan(0);
    }
    const hostile = {
      get nodes(): never {
        throw new Error('boom');
      },
    };
    expect(codes(hostile)).toEqual(['not-a-document']);
  });

  it('reports root count', () => {
    const { doc } = base();
    add(doc, createNode('Root', null, 'a1', { id: 'r2' }));
    expect(codes(doc)).toContain('root-count');
    const empty = { ...doc, nodes: {} };
    expect(codes(empty)).toEqual(['root-count']);
  });

  it('reports a root with a parent, missing parents, unknown types and bad nodes', () => {
    const { doc, root, spread } = base();
    doc.nodes[root] = { ...doc.nodes[root]!, parentId: spread } as AnyNode;
    add(doc, createNode('Text', 'ghost', 'a0', { id: 'orphan' }));
    doc.nodes.weird = {
      id: 'weird',
      type: 'Blob',
      parentId: spread,
      index: 'a0',
      props: { id: 'weird' },
    } as never;
    doc.nodes.bad = { id: 'bad' } as never;
    const found = codes(doc);
    expect(found).toContain('root-has-parent');
    expect(found).toContain('missing-parent');
    expect(found).toContain('unknown-type');
    expect(found).toContain('bad-node');
  });

  it('reports cycles once per node on the cycle', () => {
    const { doc, spread } = base();
    add(doc, createNode('Group', 'b', 'a0', { id: 'a' }));
    add(doc, createNode('Group', 'a', 'a0', { id: 'b' }));
    add(doc, createNode('Text', 'a', 'a1', { id: 'tail' }));
    add(doc, createNode('Text', spread, 'a1', { id: 'fine' }));
    const issues = checkInvariants(doc).filter((i) => i.code === 'cycle');
    expect(issues.map((i) => i.id).sort()).toEqual(['a', 'b']);
  });

  it('reports wrong levels', () => {
    const { doc, root, section, spread } = base();
    add(doc, createNode('Spread', root, 'a5', { id: 'sp' }));
    add(doc, createNode('Section', section, 'a5', { id: 'se' }));
    add(doc, createNode('Text', section, 'a5', { id: 'tx' }));
    add(doc, createNode('Spread', spread, 'a5', { id: 'sp2' }));
    const wrong = checkInvariants(doc).filter((i) => i.code === 'wrong-level');
    expect(wrong.map((i) => i.id).sort()).toEqual(['se', 'sp', 'sp2', 'tx']);
  });

  it('reports empty groups and leaves with children', () => {
    const { doc, spread } = base();
    add(doc, createNode('Group', spread, 'a0', { id: 'g' }));
    add(doc, createNode('Rectangle', spread, 'a1', { id: 'r' }));
    add(doc, createNode('Text', 'r', 'a0', { id: 't' }));
    const found = codes(doc);
    expect(found).toContain('empty-group');
    expect(found).toContain('leaf-with-children');
  });

  it('reports id mismatches of nodes, stickers and images', () => {
    const { doc, spread, section } = base();
    const r = createNode('Rectangle', spread, 'a0', { id: 'r' });
    doc.nodes.other = r;
    doc.stickers.k = sticker('not-k', section);
    doc.images.i = { id: 'j', model: 'image', blob: {}, details: { width: 1, height: 1 } };
    const mismatched = checkInvariants(doc).filter((i) => i.code === 'id-mismatch');
    expect(mismatched.map((i) => i.id).sort()).toEqual(['i', 'k', 'other']);
  });

  it('reports missing stickers, missing sections and double placement', () => {
    const { doc, spread, section } = base();
    doc.stickers.s = sticker('s', section);
    doc.stickers.lost = sticker('lost', 'nowhere');
    doc.stickers.wrong = sticker('wrong', spread);
    add(doc, createNode('StickerCell', spread, 'a0', { id: 'c1', stickerId: 's' }));
    add(doc, createNode('Sticker', spread, 'a1', { id: 'c2', stickerId: 's' }));
    add(doc, createNode('StickerCell', spread, 'a2', { id: 'c3', stickerId: 'ghost' }));
    const issues = checkInvariants(doc);
    expect(
      issues
        .filter((i) => i.code === 'missing-section')
        .map((i) => i.id)
        .sort(),
    ).toEqual(['lost', 'wrong']);
    expect(issues.filter((i) => i.code === 'missing-sticker').map((i) => i.id)).toEqual(['c3']);
    expect(issues.filter((i) => i.code === 'sticker-placed-twice').map((i) => i.id)).toEqual(['s']);
  });

  it('reports non-object records', () => {
    const { doc } = base();
    expect(codes({ ...doc, stickers: null })).toContain('not-a-document');
    expect(codes({ ...doc, images: 3 })).toContain('not-a-document');
    expect(codes({ ...doc, stickers: { x: 1 } })).toContain('bad-node');
  });
});
