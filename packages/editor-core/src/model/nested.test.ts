import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbBrokenAlbum, arbNestedAlbum } from '../testing/arbitraries';
import { generateAlbum } from '../testing/generate';
import { createEmptyDocument } from './defaults';
import { AlbumModelError } from './errors';
import { checkInvariants } from './invariants';
import { albumOfVersion } from '../migrations/fixtures';
import { CONTENT_SCHEMA_VERSION } from '../migrations/registry';
import { fixtureAlbum } from '../testing/fixture';
import {
  CONTENT_NEWER_VERSION,
  fromNested,
  isNewerVersionError,
  MAX_TREE_DEPTH,
  parseNested,
  toNested,
} from './nested';
import { childIdsOf } from './tree';
import type { AlbumContent, NestedNode } from './types';

function small(): AlbumContent {
  return generateAlbum({ spreads: 3, elements: 40, stickers: 4, seed: 9 });
}

function problemsOf(input: unknown) {
  const result = parseNested(input);
  if (result.ok) throw new Error('expected problems');
  return result.error.problems;
}

describe('fromNested', () => {
  it('normalises the tree with parents and fractional indexes in child order', () => {
    const album = small();
    const doc = fromNested(album);
    const section = album.workspace.children![0]!;
    expect(childIdsOf(doc.nodes, 'root')).toEqual(album.workspace.children!.map((c) => c.props.id));
    expect(childIdsOf(doc.nodes, section.props.id)).toEqual(section.children!.map((c) => c.props.id));
    const spread = section.children![0]!;
    const first = doc.nodes[spread.children![0]!.props.id]!;
    expect(first.parentId).toBe(spread.props.id);
    expect(doc.nodes.root!.parentId).toBeNull();
    expect(Object.keys(doc.stickers)).toEqual(album.stickers.map((s) => s.id));
    expect(doc.stickerTemplateSettings).toEqual(album.stickerTemplateSettings);
  });

  it('shares nothing with its input', () => {
    const album = small();
    const doc = fromNested(album);
    const spread = album.workspace.children![0]!.children![0]!;
    const el = spread.children![0]!;
    (el.props as { x: number }).x = 12345;
    album.colors.push('#123456');
    album.stickers[0]!.name = 'changed';
    expect((doc.nodes[el.props.id]!.props as { x: number }).x).not.toBe(12345);
    expect(doc.colors).not.toContain('#123456');
    expect(Object.values(doc.stickers)[0]!.name).not.toBe('changed');
  });

  it('accepts a REST payload with extra top-level keys and drops them', () => {
    const album = small();
    const doc = fromNested({ ...album, id: 'album-1', title: 'T', releaseDate: null });
    expect(toNested(doc)).toEqual(album);
  });

  it('throws AlbumModelError', () => {
    expect(() => fromNested(null)).toThrow(AlbumModelError);
  });
});

describe('parseNested problems', () => {
  it('rejects non-objects', () => {
    for (const input of [null, undefined, 'album', 42, [], true]) {
      const problems = problemsOf(input);
      expect(problems).toEqual([{ path: '', code: 'invalid_type', message: expect.any(String) as string }]);
    }
  });

  it('lists every problem with its path, not just the first', () => {
    const album = small();
    const spread = album.workspace.children![0]!.children![0]!;
    (spread.children![0]!.props as { x: unknown }).x = 'left';
    (spread.children![1]!.props as { opacity: unknown }).opacity = 7;
    album.colors = ['#000000'];
    album.stickerTemplateId = 'gold';
    const problems = problemsOf(album);
    const paths = problems.map((p) => p.path);
    expect(paths).toContain('/workspace/children/0/children/0/children/0/props/x');
    expect(paths).toContain('/workspace/children/0/children/0/children/1/props/opacity');
    expect(paths).toContain('/colors');
    expect(problems.find((p) => p.code === 'template-id-mismatch')?.path).toBe('/stickerTemplateId');
  });

  it('reports structural problems', () => {
    const album = small();
    const section = album.workspace.children![0]!;
    const spread = section.children![0]!;
    const rect = {
      type: 'Rectangle',
      props: { id: 'r', x: 0, y: 0, width: 1, height: 1, rotation: 0, scale: 1 },
    };
    section.children!.push(rect as NestedNode);
    spread.children!.push({ ...rect, props: { ...rect.props, id: spread.props.id } } as NestedNode);
    spread.children!.push({ type: 'Group', props: { ...rect.props, id: 'g' }, children: [] } as NestedNode);
    spread.children!.push({ ...rect, props: { ...rect.props, id: 'leaf' }, children: [] } as NestedNode);
    spread.children!.push({ type: 'Spread', props: { id: 'nochildren' } } as NestedNode);
    spread.children!.push({ type: 'Blob', props: {} } as unknown as NestedNode);
    spread.children!.push({
      ...rect,
      props: { ...rect.props, id: 'extra' },
      more: 1,
    } as unknown as NestedNode);
    const codes = problemsOf(album).map((p) => p.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'wrong-level',
        'duplicate-id',
        'empty-group',
        'leaf-with-children',
        'missing-children',
        'invalid_value',
        'unrecognized_keys',
      ]),
    );
  });

  it('reports sticker problems', () => {
    const album = small();
    album.stickers[0]!.sectionId = 'nowhere';
    album.stickers.push({ ...album.stickers[1]! });
    const cells: NestedNode[] = [];
    const walk = (n: NestedNode) => {
      if (n.type === 'StickerCell') cells.push(n);
      n.children?.forEach(walk);
    };
    walk(album.workspace);
    expect(cells.length).toBeGreaterThanOrEqual(2);
    (cells[0]!.props as { stickerId: string | null }).stickerId = 'ghost';
    (cells[1]!.props as { stickerId: string | null }).stickerId = album.stickers[2]!.id;
    const codes = problemsOf(album).map((p) => p.code);
    expect(codes).toContain('missing-section');
    expect(codes).toContain('duplicate-id');
    expect(codes).toContain('missing-sticker');
  });

  it('reports a sticker placed twice', () => {
    const album = small();
    const cells: NestedNode[] = [];
    const walk = (n: NestedNode) => {
      if (n.type === 'StickerCell') cells.push(n);
      n.children?.forEach(walk);
    };
    walk(album.workspace);
    (cells[0]!.props as { stickerId: string | null }).stickerId = album.stickers[0]!.id;
    (cells[1]!.props as { stickerId: string | null }).stickerId = album.stickers[0]!.id;
    expect(problemsOf(album).map((p) => p.code)).toContain('sticker-placed-twice');
  });

  it('survives cycles, shared nodes, hostile getters and deep nesting', () => {
    const album = small();
    const spread = album.workspace.children![0]!.children![0]!;
    (spread.children as unknown[]).push(album.workspace);
    expect(problemsOf(album).map((p) => p.code)).toContain('repeated-node');

    const hostile = {
      ...small(),
      get workspace(): never {
        throw new Error('boom');
      },
    };
    expect(problemsOf(hostile)[0]!.code).toBe('unreadable');
  });

  it('accepts nesting up to MAX_TREE_DEPTH and rejects deeper trees without overflowing', () => {
    const nest = (levels: number): NestedNode => {
      const box = { x: 0, y: 0, width: 1, height: 1, rotation: 0, scale: 1 };
      let node: NestedNode = { type: 'Rectangle', props: { id: 'deep-leaf', ...box } };
      for (let i = 0; i < levels; i++)
        node = { type: 'Group', props: { id: `deep${i}`, ...box }, children: [node] };
      return node;
    };
    const fits = small();
    // Spread children sit at depth 3: groups at depths 3..MAX-1 and the leaf at MAX.
    fits.workspace.children![0]!.children![0]!.children!.push(nest(MAX_TREE_DEPTH - 3));
    expect(toNested(fromNested(fits))).toEqual(fits);

    const deep = small();
    deep.workspace.children![0]!.children![0]!.children!.push(nest(100_000));
    expect(problemsOf(deep).map((p) => p.code)).toEqual(['too-deep']);
  });

  it('rejects cyclic and non-JSON image meta', () => {
    const album = small();
    const meta: Record<string, unknown> = { a: 1 };
    meta.self = meta;
    album.images[0]!.meta = meta;
    expect(problemsOf(album)[0]!.path).toBe('/images/0/meta');
    album.images[0]!.meta = { f: () => 1 } as unknown as Record<string, unknown>;
    expect(problemsOf(album)[0]!.path).toBe('/images/0/meta');
  });

  it('rejects ids that cannot be record keys or pointer segments', () => {
    for (const id of ['__proto__', 'a/b', 'a~b', '']) {
      const album = small();
      (album.workspace.children![0]!.props as { id: string }).id = id;
      expect(problemsOf(album).some((p) => p.path === '/workspace/children/0/props/id')).toBe(true);
    }
  });
});

describe('schema versions', () => {
  const albumV1 = () => albumOfVersion(1);

  it('fromNested migrates the committed version-1 album file to the current version', () => {
    const file = albumV1();
    expect(file.schemaVersion).toBeUndefined();
    const doc = fromNested(file);
    expect(doc).toEqual(fromNested(fixtureAlbum()));
    const written = toNested(doc);
    expect(written.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect(JSON.parse(JSON.stringify(written))).toEqual({ ...file, schemaVersion: CONTENT_SCHEMA_VERSION });
    expect(file.schemaVersion).toBeUndefined();
  });

  it('refuses content saved by a newer version with a typed problem', () => {
    const newer = { ...fixtureAlbum(), schemaVersion: CONTENT_SCHEMA_VERSION + 1 };
    expect(problemsOf(newer)).toEqual([
      expect.objectContaining({ path: '/schemaVersion', code: CONTENT_NEWER_VERSION }),
    ]);
    let thrown: unknown;
    try {
      fromNested(newer);
    } catch (error) {
      thrown = error;
    }
    expect(isNewerVersionError(thrown)).toBe(true);
    expect(isNewerVersionError(new Error('x'))).toBe(false);
  });

  it('refuses an invalid schemaVersion', () => {
    expect(problemsOf({ ...fixtureAlbum(), schemaVersion: 'two' })[0]).toMatchObject({
      path: '/schemaVersion',
      code: 'invalid-schema-version',
    });
  });
});

describe('toNested', () => {
  it('writes an empty document', () => {
    const doc = createEmptyDocument();
    const nested = toNested(doc);
    expect(nested.workspace.children).toHaveLength(1);
    expect(nested.workspace.children![0]!.children).toHaveLength(3);
    expect(nested.stickerTemplateId).toBe('default');
    expect(fromNested(nested)).toEqual(doc);
  });

  it('orders children by index then id and skips unreachable nodes', () => {
    const doc = fromNested(small());
    const spreadId = childIdsOf(doc.nodes, childIdsOf(doc.nodes, 'root')[0]!)[0]!;
    const [a, b] = childIdsOf(doc.nodes, spreadId) as [string, string];
    const nodes = { ...doc.nodes };
    nodes[b] = { ...nodes[b]!, index: nodes[a]!.index };
    nodes.orphan = { ...nodes[a]!, id: 'orphan', parentId: 'missing' };
    const nested = toNested({ ...doc, nodes });
    const spread = nested.workspace.children![0]!.children![0]!;
    const ids = spread.children!.map((c) => c.props.id);
    expect(ids.indexOf(a < b ? a : b)).toBeLessThan(ids.indexOf(a < b ? b : a));
    expect(JSON.stringify(nested)).not.toContain('orphan');
  });

  it('throws without a root', () => {
    expect(() => toNested({ ...createEmptyDocument(), nodes: {} })).toThrow(AlbumModelError);
  });
});

describe('properties', () => {
  it('toNested(fromNested(x)) equals x for generated albums', () => {
    fc.assert(
      fc.property(arbNestedAlbum(), (album) => {
        expect(toNested(fromNested(album))).toStrictEqual(album);
      }),
      { numRuns: 150 },
    );
  });

  it('fromNested of a valid album keeps the invariants', () => {
    fc.assert(
      fc.property(arbNestedAlbum(), (album) => {
        expect(checkInvariants(fromNested(album))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('round-trips through JSON text as well', () => {
    fc.assert(
      fc.property(arbNestedAlbum(), (album) => {
        const wire = JSON.parse(JSON.stringify(album)) as unknown;
        expect(JSON.parse(JSON.stringify(toNested(fromNested(wire))))).toEqual(wire);
      }),
      { numRuns: 50 },
    );
  });

  it('random JSON never throws anything but AlbumModelError and parseNested reports problems', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true }),
        (value) => {
          const result = parseNested(value);
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.error.problems.length).toBeGreaterThan(0);
          try {
            fromNested(value);
          } catch (error) {
            expect(error).toBeInstanceOf(AlbumModelError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('random objects shaped like an album are rejected with problems', () => {
    fc.assert(
      fc.property(
        fc.record({
          workspace: fc.anything(),
          stickers: fc.array(fc.anything(), { maxLength: 3 }),
          images: fc.array(fc.anything(), { maxLength: 3 }),
          colors: fc.anything(),
          fonts: fc.anything(),
          stickerTemplateId: fc.anything(),
          stickerTemplateSettings: fc.anything(),
        }),
        (value) => {
          const result = parseNested(value);
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.error.problems.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('mutated albums are always rejected with at least one problem', () => {
    fc.assert(
      fc.property(arbBrokenAlbum(), ({ album, mutations }) => {
        expect(mutations.length).toBeGreaterThan(0);
        const result = parseNested(album);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error.problems.length).toBeGreaterThan(0);
        expect(() => fromNested(album)).toThrow(AlbumModelError);
      }),
      { numRuns: 300 },
    );
  });
});
