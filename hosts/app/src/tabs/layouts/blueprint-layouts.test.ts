import { describe, expect, it } from 'vitest';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import type { NestedNode } from '@album/editor-core';
import { blueprintSourceOf, emptiedElements, layoutsForPages, layoutsOfBlueprint } from './blueprint-layouts';

describe('layoutsOfBlueprint', () => {
  const layouts = layoutsOfBlueprint(fixtureAlbum());

  it('lists every spread in album order with its section and page count', () => {
    expect(layouts.map((l) => [l.id, l.number, l.sectionName, l.pages])).toEqual([
      [FIXTURE_IDS.spreads.cover, 1, 'Cover', 1],
      [FIXTURE_IDS.spreads.blue1, 2, 'Team Blue', 2],
      [FIXTURE_IDS.spreads.blue2, 3, 'Team Blue', 2],
      [FIXTURE_IDS.spreads.red1, 4, 'Team Red', 2],
      [FIXTURE_IDS.spreads.back, 5, 'Back cover', 1],
    ]);
  });

  it('leaves comments behind and empties sticker cells and image frames', () => {
    const all = (nodes: readonly NestedNode[]): NestedNode[] =>
      nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
    const elements = layouts.flatMap((l) => all(l.elements));
    expect(elements.some((n) => n.type === 'Comment')).toBe(false);
    for (const node of elements) {
      const props = node.props as unknown as Record<string, unknown>;
      if (node.type === 'StickerCell' || node.type === 'Sticker') expect(props.stickerId).toBeNull();
      if (node.type === 'Image') expect(props.image).toBeNull();
    }
    expect(elements.some((n) => n.type === 'StickerCell')).toBe(true);
  });

  it('does not change the blueprint it reads', () => {
    const blueprint = fixtureAlbum();
    const before = JSON.stringify(blueprint);
    emptiedElements(blueprint.workspace.children as NestedNode[]);
    expect(JSON.stringify(blueprint)).toBe(before);
  });
});

describe('layoutsForPages', () => {
  const layouts = layoutsOfBlueprint(fixtureAlbum());
  it('keeps the layouts of the page count, or all without one', () => {
    expect(layoutsForPages(layouts, 1).map((l) => l.number)).toEqual([1, 5]);
    expect(layoutsForPages(layouts, 2).map((l) => l.number)).toEqual([2, 3, 4]);
    expect(layoutsForPages(layouts, null)).toHaveLength(5);
  });
});

describe('blueprintSourceOf', () => {
  it('prefers the album’s own blueprint, then its category', () => {
    expect(
      blueprintSourceOf({ blueprint_album_id: 'bp', category: 'sports', blueprint_category: null }),
    ).toEqual({ kind: 'blueprint', id: 'bp', category: 'sports' });
    expect(
      blueprintSourceOf({ blueprint_album_id: null, category: null, blueprint_category: 'wedding' }),
    ).toEqual({ kind: 'category', category: 'wedding' });
  });
});
