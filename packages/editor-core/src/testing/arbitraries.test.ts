import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../model/invariants';
import { parseNested } from '../model/nested';
import { INLINE_STYLE_PATTERN, richTextSchema } from '../model/schemas';
import { NODE_TYPES } from '../model/tree';
import type { NestedNode } from '../model/types';
import {
  ALBUM_MUTATIONS,
  arbBrokenAlbum,
  arbDocument,
  arbFilter,
  arbGradient,
  arbInlineStyle,
  arbNestedAlbum,
  arbRichText,
} from './arbitraries';

function walk(node: NestedNode, visit: (n: NestedNode) => void): void {
  visit(node);
  node.children?.forEach((c) => walk(c, visit));
}

describe('arbNestedAlbum', () => {
  it('covers every node type, inline style kind, gradient direction and filter part over a sample', () => {
    const types = new Set<string>();
    const styles = new Set<string>();
    const directions = new Set<number>();
    const filterKeys = new Set<string>();
    for (const album of fc.sample(arbNestedAlbum(), { numRuns: 200, seed: 42 })) {
      walk(album.workspace, (n) => {
        types.add(n.type);
        const props = n.props as unknown as Record<string, unknown>;
        const fill = props.fill as { direction?: number } | undefined;
        if (fill && typeof fill === 'object' && fill.direction !== undefined) directions.add(fill.direction);
        if (props.filter && typeof props.filter === 'object')
          Object.keys(props.filter).forEach((k) => filterKeys.add(k));
        if (n.type === 'Text') {
          for (const b of (props.text as { blocks: Array<{ inlineStyleRanges: Array<{ style: string }> }> })
            .blocks) {
            b.inlineStyleRanges.forEach((r) => styles.add(r.style.replace(/-.*/, '-')));
          }
        }
      });
    }
    expect([...types].sort()).toEqual([...NODE_TYPES].sort());
    expect([...styles].sort()).toEqual(
      [
        'AUTOSIZE',
        'BOLD',
        'COLOR-',
        'FONT-',
        'ITALIC',
        'LETTERSPACING-',
        'LINEHEIGHT-',
        'SIZE-',
        'UPPERCASE',
      ].sort(),
    );
    expect([...directions].sort((a, b) => a - b)).toEqual([0, 45, 90, 135]);
    expect([...filterKeys].sort()).toEqual(['blue', 'con', 'green', 'hue', 'red', 'rgb', 'sat', 'tone']);
  });

  it('only produces valid albums', () => {
    fc.assert(
      fc.property(
        arbNestedAlbum({ maxSections: 2, maxSpreads: 2, maxElements: 4, groupDepth: 3 }),
        (album) => {
          const result = parseNested(album);
          if (!result.ok) throw result.error;
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('part arbitraries', () => {
  it('produce schema-valid values', () => {
    fc.assert(
      fc.property(
        arbInlineStyle(),
        arbRichText(),
        arbGradient(),
        arbFilter(),
        (style, text, gradient, filter) => {
          expect(INLINE_STYLE_PATTERN.test(style)).toBe(true);
          expect(richTextSchema.safeParse(text).success).toBe(true);
          expect(gradient.colors.length).toBeGreaterThanOrEqual(2);
          expect(typeof filter).toBe('object');
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('arbDocument', () => {
  it('gives consistent documents', () => {
    fc.assert(
      fc.property(arbDocument(), (doc) => {
        expect(checkInvariants(doc)).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});

describe('arbBrokenAlbum', () => {
  it('applies named mutations, each of which breaks validity on its own', () => {
    const seen = new Set<string>();
    for (const { album, mutations } of fc.sample(arbBrokenAlbum(), { numRuns: 300, seed: 7 })) {
      expect(mutations.length).toBeGreaterThan(0);
      mutations.forEach((m) => seen.add(m));
      expect(parseNested(album).ok).toBe(false);
    }
    expect(seen.size).toBeGreaterThan(ALBUM_MUTATIONS.length / 2);
  });

  it('every mutation alone makes a valid album invalid when it applies', () => {
    const albums = fc.sample(arbNestedAlbum(), { numRuns: 40, seed: 3 });
    for (const mutation of ALBUM_MUTATIONS) {
      let applied = 0;
      albums.forEach((album, i) => {
        const copy = structuredCloneJson(album);
        if (!mutation.apply(copy, i)) return;
        applied++;
        expect(parseNested(copy).ok, mutation.name).toBe(false);
      });
      expect(applied, mutation.name).toBeGreaterThan(0);
    }
    // About 4 s alone; on a shared, busy machine the default 5 s is too tight for 40 albums per mutation.
  }, 60_000);
});

function structuredCloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
