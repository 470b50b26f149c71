import { describe, expect, it } from 'vitest';
import { albumSpreads, createEmptyDocument, createNode, sequentialIds } from '@album/editor-core';
import type { AlbumDocument, AnyNode } from '@album/editor-core';
import { changedNodeIds, nodeIdsOfPatches, touchedSpreads } from './scene-invalidation';

function album() {
  const doc = createEmptyDocument({ ids: sequentialIds('n') });
  const [s1, s2] = albumSpreads(doc).map((s) => s.id);
  const rect = createNode('Rectangle', s1!, 'a0', { id: 'rect' }) as AnyNode;
  const cell = createNode('StickerCell', s2!, 'a0', { id: 'cell' }) as AnyNode;
  return { doc: { ...doc, nodes: { ...doc.nodes, rect, cell } } as AlbumDocument, s1: s1!, s2: s2! };
}

function withNode(doc: AlbumDocument, node: AnyNode): AlbumDocument {
  return { ...doc, nodes: { ...doc.nodes, [node.id]: node } };
}

describe('scene invalidation', () => {
  it('finds changed nodes by identity', () => {
    const { doc } = album();
    const next = withNode(doc, { ...doc.nodes.rect!, props: { ...doc.nodes.rect!.props } } as AnyNode);
    expect(changedNodeIds(doc.nodes, next.nodes)).toEqual(['rect']);
    const { rect: _removed, ...rest } = doc.nodes;
    expect(changedNodeIds(doc.nodes, rest)).toEqual(['rect']);
    expect(changedNodeIds(doc.nodes, doc.nodes)).toEqual([]);
  });

  it('reads node ids from workspace patch paths', () => {
    expect(
      nodeIdsOfPatches([
        { op: 'replace', path: '/rect/props/x', value: 1 },
        { op: 'remove', path: '/cell' },
      ]),
    ).toEqual(['rect', 'cell']);
    expect(nodeIdsOfPatches([{ op: 'replace', path: '', value: {} }])).toBe('all');
  });

  it('touches only the spread of a changed element', () => {
    const { doc, s1 } = album();
    const next = withNode(doc, { ...doc.nodes.rect!, props: { ...doc.nodes.rect!.props, x: 5 } } as AnyNode);
    expect(touchedSpreads(doc, next, ['rect'])).toEqual(new Set([s1]));
  });

  it('touches both spreads when an element moves between them', () => {
    const { doc, s1, s2 } = album();
    const next = withNode(doc, { ...doc.nodes.rect!, parentId: s2 } as AnyNode);
    expect(touchedSpreads(doc, next, ['rect'])).toEqual(new Set([s1, s2]));
  });

  it('touches every spread when sticker numbering, palette or spread order may change', () => {
    const { doc, s1 } = album();
    expect(
      touchedSpreads(doc, withNode(doc, { ...doc.nodes.cell!, parentId: s1 } as AnyNode), ['cell']),
    ).toBe('all');
    expect(touchedSpreads(doc, { ...doc, colors: [...doc.colors] }, [])).toBe('all');
    expect(touchedSpreads(doc, withNode(doc, { ...doc.nodes[s1]!, index: 'z' } as AnyNode), [s1])).toBe(
      'all',
    );
  });
});
