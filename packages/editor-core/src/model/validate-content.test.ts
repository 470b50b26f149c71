import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbNestedAlbum } from '../testing/arbitraries';
import { fixtureAlbum } from '../testing/fixture';
import { fromNested, MAX_TREE_DEPTH, parseNested, toNested } from './nested';
import type { AlbumDocument, AnyNode } from './types';
import { validateAlbumContent } from './validate-content';

function fixtureDoc(): AlbumDocument {
  return structuredClone(fromNested(fixtureAlbum()));
}

function firstOf(doc: AlbumDocument, type: AnyNode['type']): AnyNode {
  return Object.values(doc.nodes).find((n) => n.type === type)!;
}

function codes(doc: unknown): string[] {
  return validateAlbumContent(doc as AlbumDocument).map((p) => p.code);
}

describe('validateAlbumContent', () => {
  it('finds nothing in valid albums', () => {
    expect(validateAlbumContent(fixtureDoc())).toEqual([]);
    fc.assert(
      fc.property(arbNestedAlbum(), (album) => {
        expect(validateAlbumContent(fromNested(album))).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('reports out-of-range and mistyped props with a pointer to them', () => {
    const doc = fixtureDoc();
    const rect = firstOf(doc, 'Rectangle');
    const props = rect.props as unknown as Record<string, unknown>;
    props.opacity = 1.5;
    props.strokeWidth = 101;
    props.borderRadius = 51;
    props.x = Number.NaN;
    props.fill = { type: 'linear', direction: 30, colors: ['#000000'] };
    const image = firstOf(doc, 'Image');
    (image.props as unknown as Record<string, unknown>).cscale = 0;
    const problems = validateAlbumContent(doc);
    const paths = problems.map((p) => p.path);
    for (const prop of ['opacity', 'strokeWidth', 'borderRadius', 'x']) {
      expect(paths).toContain(`/nodes/${rect.id}/props/${prop}`);
    }
    expect(paths.some((p) => p.startsWith(`/nodes/${rect.id}/props/fill`))).toBe(true);
    expect(paths).toContain(`/nodes/${image.id}/props/cscale`);
    expect(problems.every((p) => p.id !== undefined)).toBe(true);
  });

  it('reports missing parents, cycles, wrong levels and excessive depth', () => {
    const doc = fixtureDoc();
    const group = firstOf(doc, 'Group');
    const child = Object.values(doc.nodes).find((n) => n.parentId === group.id)!;
    group.parentId = child.id;
    expect(codes(doc)).toContain('cycle');

    const orphan = fixtureDoc();
    firstOf(orphan, 'Rectangle').parentId = 'nowhere';
    expect(codes(orphan)).toContain('missing-parent');

    const level = fixtureDoc();
    firstOf(level, 'Rectangle').parentId = firstOf(level, 'Section').id;
    expect(codes(level)).toContain('wrong-level');

    const deep = fixtureDoc();
    let parent = firstOf(deep, 'Spread').id;
    for (let i = 0; i <= MAX_TREE_DEPTH; i++) {
      const id = `g${i}`;
      deep.nodes[id] = {
        id,
        type: 'Group',
        parentId: parent,
        index: 'a0',
        props: { id, x: 0, y: 0, width: 1, height: 1, rotation: 0, scale: 1 },
      };
      parent = id;
    }
    deep.nodes.leaf = {
      id: 'leaf',
      type: 'Rectangle',
      parentId: parent,
      index: 'a0',
      props: { id: 'leaf', x: 0, y: 0, width: 1, height: 1, rotation: 0, scale: 1 },
    };
    expect(codes(deep)).toContain('too-deep');
    expect(parseNested(toNested(deep)).ok).toBe(false);
  });

  it('reports indexes that are not fractional indexes', () => {
    const doc = fixtureDoc();
    const rect = firstOf(doc, 'Rectangle');
    for (const index of ['', '!!', 'zzzz', 'a0 ', 'a10']) {
      rect.index = index;
      expect(validateAlbumContent(doc).map((p) => `${p.code} ${p.path}`)).toEqual([
        `invalid-index /nodes/${rect.id}/index`,
      ]);
    }
    rect.index = 'a1V';
    expect(validateAlbumContent(doc)).toEqual([]);
  });

  it('reports bad records and settings', () => {
    const doc = fixtureDoc();
    const sticker = Object.values(doc.stickers)[0]!;
    (sticker as unknown as Record<string, unknown>).cscale = 10;
    doc.colors = ['#000000'];
    const paths = validateAlbumContent(doc).map((p) => p.path);
    expect(paths).toContain(`/stickers/${sticker.id}/cscale`);
    expect(paths).toContain('/colors');
  });

  it('never throws, whatever it is given', () => {
    for (const value of [null, 1, 'x', [], {}, { nodes: null }, { nodes: { a: null } }]) {
      expect(codes(value).length).toBeGreaterThan(0);
    }
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    expect(codes(hostile).length).toBeGreaterThan(0);
  });

  it('agrees with parseNested(toNested(doc)) on broken props', () => {
    fc.assert(
      fc.property(
        arbNestedAlbum(),
        fc.nat(),
        fc.constantFrom<[string, unknown]>(
          ['opacity', 2],
          ['opacity', -0.1],
          ['strokeWidth', 100.5],
          ['borderRadius', -1],
          ['x', Number.POSITIVE_INFINITY],
          ['rotation', 'a'],
          [
            'fill',
            {
              type: 'linear',
              direction: 90,
              colors: ['#000000', '#000000', '#000000', '#000000', '#000000'],
            },
          ],
          ['bogus', 1],
        ),
        (album, pick, [prop, value]) => {
          const doc = fromNested(album);
          const elements = Object.values(doc.nodes).filter((n) => 'x' in n.props);
          const el = elements[pick % elements.length];
          if (!el) return;
          (el.props as unknown as Record<string, unknown>)[prop] = value;
          expect(validateAlbumContent(doc).length).toBeGreaterThan(0);
          expect(parseNested(toNested(doc)).ok).toBe(false);
        },
      ),
      { numRuns: 30 },
    );
  });
});
