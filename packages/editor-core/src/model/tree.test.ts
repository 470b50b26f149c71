import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbDocument } from '../testing/arbitraries';
import {
  carryChildIndex,
  childIdsOf,
  childIndexOf,
  compareSiblings,
  descendantIds,
  indexBetween,
  indicesAfter,
  indicesBetween,
  isContainer,
  isElementType,
  levelOf,
  parentChain,
  rootOf,
  sectionOf,
  siblingRank,
  spreadOf,
} from './tree';
import type { NodeMap } from './tree';
import type { AnyNode, NodeType } from './types';

function node(
  id: string,
  type: NodeType,
  parentId: string | null,
  index: string,
  extra: object = {},
): AnyNode {
  return { id, type, parentId, index, props: { id, ...extra } } as AnyNode;
}

function sample(): NodeMap {
  const list = [
    node('root', 'Root', null, 'a0'),
    node('sec', 'Section', 'root', 'a0'),
    node('sp1', 'Spread', 'sec', 'a0'),
    node('sp2', 'Spread', 'sec', 'a1'),
    node('g', 'Group', 'sp1', 'a1'),
    node('r2', 'Rectangle', 'sp1', 'a0'),
    node('r1', 'Rectangle', 'sp1', 'a0'),
    node('t', 'Text', 'g', 'a0'),
    node('c', 'Circle', 'g', 'a1'),
  ];
  return Object.fromEntries(list.map((n) => [n.id, n]));
}

describe('childIdsOf', () => {
  it('orders by index, then id', () => {
    const nodes = sample();
    expect(childIdsOf(nodes, 'sp1')).toEqual(['r1', 'r2', 'g']);
    expect(childIdsOf(nodes, 'g')).toEqual(['t', 'c']);
    expect(childIdsOf(nodes, 'sec')).toEqual(['sp1', 'sp2']);
  });

  it('answers an empty list for leaves and unknown ids', () => {
    const nodes = sample();
    expect(childIdsOf(nodes, 't')).toEqual([]);
    expect(childIdsOf(nodes, 'nope')).toEqual([]);
  });

  it('caches per nodes object and returns the same array', () => {
    const nodes = sample();
    const first = childIdsOf(nodes, 'sp1');
    expect(childIdsOf(nodes, 'sp1')).toBe(first);
    expect(childIndexOf(nodes)).toBe(childIndexOf(nodes));
    const changed = { ...nodes, r1: { ...nodes.r1!, index: 'a2' } };
    expect(childIdsOf(changed, 'sp1')).toEqual(['r2', 'g', 'r1']);
    expect(childIdsOf(nodes, 'sp1')).toBe(first);
  });

  it('sorts by code units, not locale', () => {
    const nodes = {
      p: node('p', 'Spread', null, 'a0'),
      x: node('x', 'Rectangle', 'p', 'aZ'),
      y: node('y', 'Rectangle', 'p', 'aa'),
    };
    expect(childIdsOf(nodes, 'p')).toEqual(['x', 'y']);
  });
});

describe('carryChildIndex', () => {
  it('matches a full rebuild after moves, adds, deletes and re-indexes', () => {
    const prev = sample();
    childIndexOf(prev);
    const next: NodeMap = { ...prev };
    next.t = { ...prev.t!, parentId: 'sp2' };
    next.n = node('n', 'Circle', 'sp1', 'a05');
    delete next.c;
    next.r2 = { ...prev.r2!, index: 'Zz' };
    delete next.g;
    const changed = ['t', 'n', 'c', 'r2', 'g'];
    carryChildIndex(prev, next, changed);
    const carried = childIndexOf(next);
    const rebuilt = childIndexOf({ ...next });
    expect(new Map(carried)).toEqual(new Map(rebuilt));
    expect(childIdsOf(next, 'sp1')).toEqual(['r2', 'r1', 'n']);
    expect(childIdsOf(next, 'sp2')).toEqual(['t']);
    expect(childIdsOf(next, 'g')).toEqual([]);
  });

  it('does nothing without a cache on prev', () => {
    const prev = sample();
    const next = { ...prev };
    carryChildIndex(prev, next, []);
    expect(childIdsOf(next, 'sp1')).toEqual(['r1', 'r2', 'g']);
  });
});

describe('ancestry', () => {
  it('walks parents nearest first', () => {
    const nodes = sample();
    expect(parentChain(nodes, 't').map((n) => n.id)).toEqual(['g', 'sp1', 'sec', 'root']);
    expect(parentChain(nodes, 'root')).toEqual([]);
    expect(parentChain(nodes, 'unknown')).toEqual([]);
  });

  it('stops on cycles and missing parents', () => {
    const nodes = {
      a: node('a', 'Group', 'b', 'a0'),
      b: node('b', 'Group', 'a', 'a0'),
      c: node('c', 'Text', 'z', 'a0'),
    };
    expect(parentChain(nodes, 'a').map((n) => n.id)).toEqual(['b']);
    expect(parentChain(nodes, 'c')).toEqual([]);
  });

  it('finds spread, section and root', () => {
    const nodes = sample();
    expect(spreadOf(nodes, 't')?.id).toBe('sp1');
    expect(spreadOf(nodes, 'sp2')?.id).toBe('sp2');
    expect(spreadOf(nodes, 'sec')).toBeUndefined();
    expect(sectionOf(nodes, 'c')?.id).toBe('sec');
    expect(sectionOf(nodes, 'sec')?.id).toBe('sec');
    expect(sectionOf(nodes, 'missing')).toBeUndefined();
    expect(rootOf(nodes)?.id).toBe('root');
    expect(rootOf({})).toBeUndefined();
  });

  it('lists descendants depth first in draw order', () => {
    const nodes = sample();
    expect(descendantIds(nodes, 'sp1')).toEqual(['r1', 'r2', 'g', 't', 'c']);
    expect(descendantIds(nodes, 'root')).toEqual(['sec', 'sp1', 'r1', 'r2', 'g', 't', 'c', 'sp2']);
    expect(descendantIds(nodes, 't')).toEqual([]);
  });
});

describe('levels and kinds', () => {
  it('levels', () => {
    expect(levelOf('Root')).toBe(0);
    expect(levelOf('Section')).toBe(1);
    expect(levelOf('Spread')).toBe(2);
    expect(levelOf('Group')).toBe(3);
    expect(levelOf('Comment')).toBe(3);
  });

  it('containers and elements', () => {
    expect(['Root', 'Section', 'Spread', 'Group'].every((t) => isContainer(t as NodeType))).toBe(true);
    expect(isContainer('Text')).toBe(false);
    expect(isElementType('StickerCell')).toBe(true);
    expect(isElementType('Spread')).toBe(false);
    expect(isElementType('Bogus')).toBe(false);
  });
});

describe('sibling ranks', () => {
  it('ranks comments above always-on-top above normal', () => {
    expect(siblingRank(node('a', 'Rectangle', 'p', 'a0'))).toBe(0);
    expect(siblingRank(node('a', 'Rectangle', 'p', 'a0', { alwaysOnTop: true }))).toBe(1);
    expect(siblingRank(node('a', 'Comment', 'p', 'a0'))).toBe(2);
    expect(siblingRank(node('a', 'Spread', 'p', 'a0', { alwaysOnTop: true }))).toBe(0);
  });

  it('sorts by rank, then index, then id', () => {
    const list = [
      node('c', 'Comment', 'p', 'a0'),
      node('top', 'Image', 'p', 'a0', { alwaysOnTop: true }),
      node('b', 'Rectangle', 'p', 'a2'),
      node('a', 'Rectangle', 'p', 'a2'),
      node('z', 'Text', 'p', 'a1'),
    ];
    expect(list.sort(compareSiblings).map((n) => n.id)).toEqual(['z', 'a', 'b', 'top', 'c']);
  });
});

describe('fractional indexes', () => {
  it('creates keys between bounds', () => {
    const [a, b] = indicesAfter(null, 2) as [string, string];
    expect(a < b).toBe(true);
    const mid = indexBetween(a, b);
    expect(a < mid && mid < b).toBe(true);
    expect(indexBetween(b, a)).toBe(mid);
    expect(indexBetween(null, a) < a).toBe(true);
    expect(indexBetween(b, null) > b).toBe(true);
  });

  it('appends n increasing keys', () => {
    const keys = indicesAfter('a5', 50);
    expect(keys).toHaveLength(50);
    expect(keys[0]! > 'a5').toBe(true);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(50);
    expect(indicesAfter(null, 0)).toEqual([]);
  });

  it('fills between bounds', () => {
    const keys = indicesBetween('a0', 'a1', 10);
    expect(keys.every((k) => k > 'a0' && k < 'a1')).toBe(true);
    expect([...keys].sort()).toEqual(keys);
  });
});

describe('carryChildIndex property', () => {
  it('always equals a full rebuild', () => {
    fc.assert(
      fc.property(
        arbDocument({ maxElements: 5 }),
        fc.array(fc.tuple(fc.constantFrom('move', 'delete', 'add', 'reindex', 'props'), fc.nat(), fc.nat()), {
          maxLength: 8,
        }),
        (doc, edits) => {
          const prev = doc.nodes;
          childIndexOf(prev);
          const next: NodeMap = { ...prev };
          const changed = new Set<string>();
          const ids = () => Object.keys(next);
          edits.forEach(([kind, a, b], i) => {
            const list = ids();
            if (list.length === 0) return;
            const id = list[a % list.length]!;
            const other = list[b % list.length]!;
            const node = next[id]!;
            if (kind === 'move') next[id] = { ...node, parentId: other } as AnyNode;
            if (kind === 'delete') delete next[id];
            if (kind === 'add') {
              const fresh = `new${i}`;
              next[fresh] = { ...node, id: fresh, parentId: other, index: `a${b % 10}` } as AnyNode;
              changed.add(fresh);
            }
            if (kind === 'reindex') next[id] = { ...node, index: `Z${b % 10}` };
            if (kind === 'props') next[id] = { ...node, props: { ...node.props } } as AnyNode;
            changed.add(id);
          });
          carryChildIndex(prev, next, changed);
          expect(new Map(childIndexOf(next))).toEqual(new Map(childIndexOf({ ...next })));
        },
      ),
      { numRuns: 200 },
    );
  });
});
