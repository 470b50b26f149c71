import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createNode } from '../model/defaults';
import { childIdsOf } from '../model/tree';
import type { AnyNode, ElementType } from '../model/types';
import { worldMatrix } from './bounds';
import { hitsShape } from './hit-shape';
import { createSpatialIndex } from './spatial-index';

type Nodes = Record<string, AnyNode>;

function baseNodes(): Nodes {
  const nodes: Nodes = {
    root: createNode('Root', null, 'a0', { id: 'root' }),
    section: createNode('Section', 'root', 'a0', { id: 'section' }),
  };
  for (const [i, id] of ['s0', 's1', 's2'].entries())
    nodes[id] = createNode('Spread', 'section', `a${i}`, { id });
  return nodes;
}

function add(
  nodes: Nodes,
  type: ElementType,
  parentId: string,
  index: string,
  props: Record<string, unknown>,
): Nodes {
  const node = createNode(type, parentId, index, props as never);
  return { ...nodes, [node.id]: node as AnyNode };
}

function fixture(): Nodes {
  let nodes = baseNodes();
  nodes = add(nodes, 'Rectangle', 's0', 'a0', { id: 'back', x: 0, y: 0, width: 200, height: 200 });
  nodes = add(nodes, 'Circle', 's0', 'a1', { id: 'circle', x: 50, y: 50, width: 100, height: 50 });
  nodes = add(nodes, 'Line', 's0', 'a2', { id: 'line', x: 0, y: 150, width: 200, height: 0, strokeWidth: 4 });
  nodes = add(nodes, 'Group', 's0', 'a3', {
    id: 'group',
    x: 300,
    y: 0,
    width: 100,
    height: 100,
    rotation: 45,
  });
  nodes = add(nodes, 'Text', 'group', 'a0', { id: 'inner', x: 0, y: 0, width: 100, height: 100 });
  nodes = add(nodes, 'Rectangle', 's1', 'a0', { id: 'other', x: 0, y: 0, width: 10, height: 10 });
  return nodes;
}

describe('spatial index', () => {
  it('hit-tests topmost first with exact shapes', () => {
    const index = createSpatialIndex({ nodes: fixture() });
    expect(index.hitTest('s0', { x: 100, y: 75 }).map((h) => h.id)).toEqual(['circle', 'back']);
    // Inside the circle's box but outside the ellipse.
    expect(index.hitTest('s0', { x: 55, y: 55 }).map((h) => h.id)).toEqual(['back']);
    // Lines: within half the stroke, or within the tolerance.
    expect(index.hitTest('s0', { x: 100, y: 151.5 }).map((h) => h.id)).toEqual(['line', 'back']);
    expect(index.hitTest('s0', { x: 100, y: 153 }).map((h) => h.id)).toEqual(['back']);
    expect(index.hitTest('s0', { x: 210, y: 150 }, { tolerance: 11 }).map((h) => h.id)).toEqual([
      'line',
      'back',
    ]);
    expect(index.hitTest('s0', { x: 210, y: 150 }, { tolerance: 9 })).toEqual([]);
    expect(index.hitTest('s1', { x: 100, y: 75 })).toEqual([]);
    expect(index.hitTest('nope', { x: 0, y: 0 })).toEqual([]);
  });

  it('tests rotated boxes exactly and reports the group path', () => {
    const index = createSpatialIndex({ nodes: fixture() });
    // The 45-degree group's box corner area (300, 0) is outside the rotated square.
    expect(index.hitTest('s0', { x: 302, y: 2 })).toEqual([]);
    expect(index.hitTest('s0', { x: 350, y: 50 })).toEqual([
      { id: 'inner', topId: 'group', path: ['group', 'inner'] },
    ]);
    expect(index.hitTest('s0', { x: 350, y: 50 }, { filter: (n) => n.type !== 'Text' })).toEqual([]);
  });

  it('queries rectangles, lassos and culls', () => {
    const index = createSpatialIndex({ nodes: fixture() });
    const rect = { minX: 40, minY: 40, maxX: 160, maxY: 110 };
    expect(
      index
        .queryRect('s0', rect)
        .map((e) => e.id)
        .sort(),
    ).toEqual(['back', 'circle']);
    expect(index.lasso('s0', rect, 'intersect')).toEqual(['back', 'circle']);
    expect(index.lasso('s0', rect, 'contain')).toEqual(['circle']);
    expect(
      index.lasso('s0', { minX: 0, minY: -100, maxX: 500, maxY: 500 }, 'contain', { parentId: 'group' }),
    ).toEqual(['inner']);
    expect(index.visible('s0', { minX: 280, minY: 0, maxX: 290, maxY: 10 })).toEqual(['group']);
    expect(index.snapTargets('s0', rect, new Set(['circle']))).toEqual([
      { minX: 0, minY: 0, maxX: 200, maxY: 200 },
    ]);
    expect(index.size).toBe(6);
    expect(index.spreadOf('inner')).toBe('s0');
  });

  it('updates incrementally: move, re-parent between spreads, delete a group, delete a spread', () => {
    let nodes = fixture();
    const index = createSpatialIndex({ nodes });
    nodes = { ...nodes, circle: { ...nodes.circle!, parentId: 's1' } };
    index.update({ nodes }, ['circle']);
    expect(index.hitTest('s0', { x: 100, y: 75 }).map((h) => h.id)).toEqual(['back']);
    expect(index.hitTest('s1', { x: 100, y: 75 }).map((h) => h.id)).toEqual(['circle']);

    const group = nodes.group!;
    nodes = { ...nodes, group: { ...group, props: { ...group.props, x: 0, rotation: 0 } } as AnyNode };
    index.update({ nodes }, ['group']);
    expect(index.entry('inner')).toMatchObject({ minX: 0, minY: 0, maxX: 100, maxY: 100 });
    expect(index.entry('group')).toMatchObject({ minX: 0, minY: 0, maxX: 100, maxY: 100 });

    const { group: _group, inner: _inner, ...rest } = nodes;
    nodes = rest;
    index.update({ nodes }, ['group']);
    expect(index.entry('inner')).toBeUndefined();

    const { s1: _s1, ...withoutSpread } = nodes;
    nodes = withoutSpread;
    index.update({ nodes }, ['s1']);
    expect(index.entry('other')).toBeUndefined();
    expect(index.spreadIds().sort()).toEqual(['s0', 's2']);
  });

  it('picks up a new spread reported alone', () => {
    let nodes = fixture();
    const index = createSpatialIndex({ nodes });
    nodes = { ...nodes, s3: createNode('Spread', 'section', 'a3', { id: 's3' }) };
    nodes = add(nodes, 'Rectangle', 's3', 'a0', { id: 'fresh', width: 5, height: 5 });
    index.update({ nodes }, ['s3']);
    expect(index.hitTest('s3', { x: 1, y: 1 }).map((h) => h.id)).toEqual(['fresh']);
  });
});

// ---- property: incremental updates agree with a rebuild and with a brute-force scan ----

const SPREADS = ['s0', 's1', 's2'];
const TYPES: ElementType[] = ['Rectangle', 'Circle', 'Line', 'Image', 'Text'];

type Mutation =
  | { kind: 'add'; type: number; parent: number; x: number; y: number; w: number; h: number; r: number }
  | { kind: 'move'; target: number; x: number; y: number; r: number; s: number }
  | { kind: 'delete'; target: number }
  | { kind: 'reparent'; target: number; parent: number }
  | { kind: 'group'; target: number }
  | { kind: 'restack'; target: number; index: number };

const coord = fc.integer({ min: -50, max: 500 });
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    type: fc.nat(),
    parent: fc.nat(),
    x: coord,
    y: coord,
    w: fc.integer({ min: -40, max: 200 }),
    h: fc.integer({ min: 0, max: 200 }),
    r: fc.integer({ min: -180, max: 180 }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    target: fc.nat(),
    x: coord,
    y: coord,
    r: fc.integer({ min: -180, max: 180 }),
    s: fc.constantFrom(0.5, 1, 2),
  }),
  fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }),
  fc.record({ kind: fc.constant('reparent' as const), target: fc.nat(), parent: fc.nat() }),
  fc.record({ kind: fc.constant('group' as const), target: fc.nat() }),
  fc.record({
    kind: fc.constant('restack' as const),
    target: fc.nat(),
    index: fc.integer({ min: 0, max: 9 }),
  }),
);

function elementIds(nodes: Nodes): string[] {
  return Object.keys(nodes)
    .filter((id) => !['Root', 'Section', 'Spread'].includes(nodes[id]!.type))
    .sort();
}

function containers(nodes: Nodes): string[] {
  return [
    ...SPREADS.filter((id) => nodes[id]),
    ...elementIds(nodes).filter((id) => nodes[id]!.type === 'Group'),
  ];
}

function descendantsOf(nodes: Nodes, id: string): string[] {
  const out: string[] = [];
  for (const kid of childIdsOf(nodes, id)) out.push(kid, ...descendantsOf(nodes, kid));
  return out;
}

let counter = 0;
/** Applies a mutation; returns the new nodes and the ids a store would report as changed. */
function mutate(nodes: Nodes, m: Mutation): [Nodes, string[]] {
  const elements = elementIds(nodes);
  const pick = (n: number) => elements[n % elements.length]!;
  switch (m.kind) {
    case 'add': {
      const list = containers(nodes);
      const parent = list[m.parent % list.length]!;
      const id = `e${counter++}`;
      const type = TYPES[m.type % TYPES.length]!;
      const props = { id, x: m.x, y: m.y, width: m.w, height: m.h, rotation: m.r, strokeWidth: 2 };
      return [add(nodes, type, parent, `a${m.x % 10}`, props), [id]];
    }
    case 'move': {
      if (elements.length === 0) return [nodes, []];
      const id = pick(m.target);
      const node = nodes[id]!;
      const props = { ...node.props, x: m.x, y: m.y, rotation: m.r, scale: m.s };
      return [{ ...nodes, [id]: { ...node, props } as AnyNode }, [id]];
    }
    case 'delete': {
      if (elements.length === 0) return [nodes, []];
      const id = pick(m.target);
      const next = { ...nodes };
      for (const gone of [id, ...descendantsOf(nodes, id)]) delete next[gone];
      // Reported like a store that only names the deleted root of the subtree.
      return [next, [id]];
    }
    case 'reparent': {
      if (elements.length === 0) return [nodes, []];
      const id = pick(m.target);
      const banned = new Set([id, ...descendantsOf(nodes, id)]);
      const list = containers(nodes).filter((c) => !banned.has(c));
      const parent = list[m.parent % list.length]!;
      return [{ ...nodes, [id]: { ...nodes[id]!, parentId: parent } as AnyNode }, [id]];
    }
    case 'group': {
      if (elements.length === 0) return [nodes, []];
      const id = pick(m.target);
      const node = nodes[id]!;
      const groupId = `g${counter++}`;
      const group = createNode('Group', node.parentId, node.index, {
        id: groupId,
        x: 20,
        y: 10,
        width: 50,
        height: 50,
        rotation: 30,
        scale: 1.5,
      });
      return [{ ...nodes, [groupId]: group, [id]: { ...node, parentId: groupId } as AnyNode }, [groupId, id]];
    }
    case 'restack': {
      if (elements.length === 0) return [nodes, []];
      const id = pick(m.target);
      return [{ ...nodes, [id]: { ...nodes[id]!, index: `a${m.index}` } as AnyNode }, [id]];
    }
  }
}

/** Every leaf under `point` on a spread, topmost first, by walking the whole tree. */
function bruteForceHits(nodes: Nodes, spreadId: string, point: { x: number; y: number }): string[] {
  const order: string[] = [];
  const walk = (id: string) => {
    for (const kid of childIdsOf(nodes, id)) {
      order.push(kid);
      walk(kid);
    }
  };
  walk(spreadId);
  return order
    .filter((id) => nodes[id]!.type !== 'Group' && hitsShape(nodes[id]!, worldMatrix(nodes, id)!, point, 1))
    .reverse();
}

describe('spatial index properties', () => {
  it('agrees with a rebuild and a brute-force scan after random incremental updates', () => {
    fc.assert(
      fc.property(
        fc.array(mutation, { minLength: 1, maxLength: 25 }),
        fc.array(fc.record({ spread: fc.constantFrom(...SPREADS), x: coord, y: coord }), {
          minLength: 5,
          maxLength: 5,
        }),
        (mutations, points) => {
          let nodes = fixture();
          const index = createSpatialIndex({ nodes });
          for (const m of mutations) {
            const [next, changed] = mutate(nodes, m);
            nodes = next;
            index.update({ nodes }, changed);
            const fresh = createSpatialIndex({ nodes });
            expect(index.size).toBe(fresh.size);
            for (const id of elementIds(nodes)) {
              const a = index.entry(id)!;
              const b = fresh.entry(id)!;
              expect(a.spreadId).toBe(b.spreadId);
              expect(a.parentId).toBe(b.parentId);
              for (const key of ['minX', 'minY', 'maxX', 'maxY'] as const)
                expect(a[key]).toBeCloseTo(b[key], 9);
            }
            for (const p of points) {
              const hits = index.hitTest(p.spread, p, { tolerance: 1 }).map((h) => h.id);
              expect(hits).toEqual(bruteForceHits(nodes, p.spread, p));
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
