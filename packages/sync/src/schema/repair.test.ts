import { describe, expect, it } from 'vitest';
import { checkInvariants, fromNested } from '@album/editor-core';
import type { AlbumDocument, AnyNode } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { repairDocument } from './repair';

const base = (): AlbumDocument => fromNested(fixtureAlbum());

function firstOf(doc: AlbumDocument, type: string): AnyNode {
  return Object.values(doc.nodes)
    .filter((n) => n.type === type)
    .sort((a, b) => (a.id < b.id ? -1 : 1))[0]!;
}

function without(doc: AlbumDocument, id: string): AlbumDocument {
  const nodes = { ...doc.nodes };
  delete nodes[id];
  return { ...doc, nodes };
}

describe('repairDocument', () => {
  it('returns a consistent document untouched', () => {
    const doc = base();
    const result = repairDocument(doc);
    expect(result.doc).toBe(doc);
    expect(result.nodes.size).toBe(0);
  });

  it('hides the subtree of a node whose parent was deleted', () => {
    const doc = base();
    const spread = Object.values(doc.nodes).find(
      (s) => s.type === 'Spread' && Object.values(doc.nodes).some((n) => n.parentId === s.id),
    )!;
    const children = Object.values(doc.nodes).filter((n) => n.parentId === spread.id);
    const result = repairDocument(without(doc, spread.id));
    for (const child of children) {
      expect(result.doc.nodes[child.id]).toBeUndefined();
      expect(result.nodes.get(child.id)).toBe('hidden');
    }
    expect(checkInvariants(result.doc)).toEqual([]);
  });

  it('hides nodes on a parent cycle and nodes under a parent of the wrong level', () => {
    const doc = base();
    const spread = firstOf(doc, 'Spread');
    const a = {
      id: 'ga',
      type: 'Group',
      parentId: 'gb',
      index: 'a0',
      props: { id: 'ga', x: 0, y: 0, width: 1, height: 1, rotation: 0, scale: 1 },
    };
    const b = { ...a, id: 'gb', parentId: 'ga', props: { ...a.props, id: 'gb' } };
    const section = firstOf(doc, 'Section');
    const wrong = {
      ...a,
      id: 'rw',
      type: 'Rectangle',
      parentId: section.id,
      props: { ...a.props, id: 'rw' },
    };
    const result = repairDocument({
      ...doc,
      nodes: { ...doc.nodes, ga: a, gb: b, rw: wrong } as AlbumDocument['nodes'],
    });
    expect(result.doc.nodes.ga).toBeUndefined();
    expect(result.doc.nodes.gb).toBeUndefined();
    expect(result.doc.nodes.rw).toBeUndefined();
    expect(result.doc.nodes[spread.id]).toBe(doc.nodes[spread.id]);
    expect(checkInvariants(result.doc)).toEqual([]);
  });

  it('hides groups left without children, upwards', () => {
    const doc = base();
    const spread = firstOf(doc, 'Spread');
    const props = { x: 0, y: 0, width: 1, height: 1, rotation: 0, scale: 1 };
    const outer = {
      id: 'g1',
      type: 'Group',
      parentId: spread.id,
      index: 'a0',
      props: { id: 'g1', ...props },
    };
    const inner = { id: 'g2', type: 'Group', parentId: 'g1', index: 'a0', props: { id: 'g2', ...props } };
    const result = repairDocument({
      ...doc,
      nodes: { ...doc.nodes, g1: outer, g2: inner } as AlbumDocument['nodes'],
    });
    expect(result.nodes.get('g1')).toBe('hidden');
    expect(result.nodes.get('g2')).toBe('hidden');
    expect(checkInvariants(result.doc)).toEqual([]);
  });

  it('hides stickers of a deleted section and unlinks cells naming them', () => {
    const doc = base();
    const cell = Object.values(doc.nodes).find(
      (n) => n.type === 'StickerCell' && (n.props as { stickerId: string | null }).stickerId,
    )!;
    const stickerId = (cell.props as { stickerId: string }).stickerId;
    const sticker = doc.stickers[stickerId]!;
    const stickers = { ...doc.stickers, [stickerId]: { ...sticker, sectionId: 'gone' } };
    const result = repairDocument({ ...doc, stickers });
    expect(result.doc.stickers[stickerId]).toBeUndefined();
    expect(result.stickers.has(stickerId)).toBe(true);
    expect((result.doc.nodes[cell.id]!.props as { stickerId: unknown }).stickerId).toBeNull();
    expect(checkInvariants(result.doc)).toEqual([]);
  });

  it('keeps a sticker placed twice in the cell with the smaller id', () => {
    const doc = base();
    const cells = Object.values(doc.nodes).filter((n) => n.type === 'StickerCell');
    const placed = cells.find((n) => (n.props as { stickerId: string | null }).stickerId)!;
    const other = cells.find((n) => n.id !== placed.id)!;
    const stickerId = (placed.props as { stickerId: string }).stickerId;
    const nodes = { ...doc.nodes, [other.id]: { ...other, props: { ...other.props, stickerId } } as AnyNode };
    // Any other sticker of the other cell is now free: leave it unplaced.
    const result = repairDocument({ ...doc, nodes });
    const keeper = placed.id < other.id ? placed.id : other.id;
    const loser = keeper === placed.id ? other.id : placed.id;
    expect((result.doc.nodes[keeper]!.props as { stickerId: unknown }).stickerId).toBe(stickerId);
    expect((result.doc.nodes[loser]!.props as { stickerId: unknown }).stickerId).toBeNull();
    expect(result.nodes.get(loser)).toBe('unlinked');
    expect(checkInvariants(result.doc)).toEqual([]);
  });
});
