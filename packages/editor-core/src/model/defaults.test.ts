import { describe, expect, it } from 'vitest';
import { createEmptyDocument, createNode, defaultProps, DEFAULT_COLORS, emptyRichText } from './defaults';
import { sequentialIds } from './ids';
import { checkInvariants } from './invariants';
import { childIdsOf, rootOf } from './tree';

describe('createEmptyDocument', () => {
  it('builds Root > Section > three spreads with locked colours', () => {
    const doc = createEmptyDocument({ sectionName: 'Team' });
    const root = rootOf(doc.nodes)!;
    const sections = childIdsOf(doc.nodes, root.id);
    expect(sections).toHaveLength(1);
    const section = doc.nodes[sections[0]!]!;
    expect(section.type).toBe('Section');
    expect(section.props).toMatchObject({ name: 'Team' });
    const spreads = childIdsOf(doc.nodes, section.id);
    expect(spreads).toHaveLength(3);
    for (const id of spreads) {
      expect(id.startsWith('ManualPage-')).toBe(true);
      expect(doc.nodes[id]!.props).toMatchObject({ sectionId: section.id });
    }
    expect(doc.colors.slice(0, 2)).toEqual(['#000000', '#ffffff']);
    expect(doc.colors.length).toBeGreaterThan(2);
    expect(doc.stickerTemplateSettings.id).toBe('default');
    expect(Object.keys(doc.fonts).sort()).toEqual(['paragraph', 'sub_title', 'title']);
    expect(checkInvariants(doc)).toEqual([]);
  });

  it('is deterministic with an injected id factory and does not share arrays', () => {
    const a = createEmptyDocument({ ids: sequentialIds() });
    const b = createEmptyDocument({ ids: sequentialIds() });
    expect(a).toEqual(b);
    a.colors.push('#123456');
    expect(b.colors).toEqual([...DEFAULT_COLORS]);
  });
});

describe('defaultProps', () => {
  it('fills required props for every element kind', () => {
    expect(defaultProps('Rectangle', { id: 'r', x: 5 })).toEqual({
      id: 'r',
      x: 5,
      y: 0,
      width: 100,
      height: 50,
      rotation: 0,
      scale: 1,
      fill: 2,
    });
    expect(defaultProps('Image', { id: 'i' })).toMatchObject({
      image: null,
      cx: 0.5,
      cy: 0.5,
      cscale: 1,
      crotation: 0,
    });
    expect(defaultProps('StickerCell', { id: 's' })).toMatchObject({ stickerId: null, cscale: 1 });
    expect(defaultProps('Text', { id: 't' }).text.blocks).toHaveLength(1);
    expect(defaultProps('Comment', { id: 'c' })).toMatchObject({ text: '', userId: '' });
    expect(defaultProps('Line', { id: 'l' })).toMatchObject({ stroke: 0, strokeWidth: 1 });
    expect(defaultProps('Section', { id: 'x' })).toEqual({ id: 'x', name: '' });
    expect(defaultProps('Root', { id: 'x' })).toEqual({ id: 'x' });
    expect(defaultProps('Group', { id: 'g' })).toMatchObject({ width: 100, height: 100 });
  });

  it('creates ids, with the spread prefix for spreads', () => {
    expect(defaultProps('Spread').id.startsWith('ManualPage-')).toBe(true);
    expect(defaultProps('Circle').id).toMatch(/^[0-9A-Za-z]{22}$/);
  });

  it('creates nodes whose id matches props.id', () => {
    const n = createNode('Text', 'p', 'a0', {}, sequentialIds('t'));
    expect(n).toMatchObject({ id: 't1', type: 'Text', parentId: 'p', index: 'a0' });
    expect(n.props.id).toBe('t1');
  });

  it('makes an empty rich text', () => {
    expect(emptyRichText('k')).toEqual({ blocks: [{ key: 'k', text: '', inlineStyleRanges: [] }] });
  });
});
