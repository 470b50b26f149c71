import { describe, expect, it } from 'vitest';
import { findFontFamily } from '@album/fonts';
import {
  albumOrder,
  fromNested,
  parseNested,
  preflight,
  totalPages,
  type NestedNode,
} from '@album/editor-core';
import { CATEGORIES } from '../../http/schemas';
import { seedBlueprints } from './index';

const blueprints = seedBlueprints();

function walk(node: NestedNode, visit: (node: NestedNode) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

describe('seeded blueprints', () => {
  it('has one blueprint for each of the six categories', () => {
    expect(blueprints.map((b) => b.category).sort()).toEqual([...CATEGORIES].sort());
    expect(new Set(blueprints.map((b) => b.seedKey)).size).toBe(6);
  });

  it.each(blueprints.map((b) => [b.category, b] as const))(
    '%s is a valid album the editor can open',
    (_, blueprint) => {
      const result = parseNested({ ...blueprint.content, images: [] });
      if (!result.ok) throw new Error(result.error.message);
      const order = albumOrder(result.doc);
      expect(order.spreads.length).toBeGreaterThanOrEqual(8);
      expect(totalPages(order.spreads.length)).toBeGreaterThanOrEqual(14);
      // Cover and contents are static sections; the rest hold stickers.
      expect(order.sections.filter((s) => s.static)).toHaveLength(2);
      expect(order.sections.filter((s) => !s.static).length).toBeGreaterThanOrEqual(4);
    },
  );

  it.each(blueprints.map((b) => [b.category, b] as const))(
    '%s has sticker cells, titles, automatic texts and photo frames',
    (_, blueprint) => {
      const types = new Map<string, number>();
      const symbols = new Set<string>();
      walk(blueprint.content.workspace, (node) => {
        types.set(node.type, (types.get(node.type) ?? 0) + 1);
        const symbol = (node.props as { symbol?: string }).symbol;
        if (symbol) symbols.add(symbol);
      });
      expect(types.get('StickerCell')).toBeGreaterThanOrEqual(40);
      expect(types.get('Image')).toBeGreaterThanOrEqual(2);
      expect(types.get('Text')).toBeGreaterThanOrEqual(10);
      for (const symbol of [
        'album',
        'release_date',
        'section',
        'pagenum',
        'toc_sections',
        'toc_pages',
        'totalstickers',
      ]) {
        expect(symbols).toContain(symbol);
      }
    },
  );

  it.each(blueprints.map((b) => [b.category, b] as const))(
    '%s runs its full-bleed art into the bleed: nothing stops at the trim (preflight trimCut)',
    (_, blueprint) => {
      const doc = fromNested({ ...blueprint.content, images: [] });
      const cut = preflight(doc).findings.filter((f) => f.rule === 'trimCut');
      expect(cut.map((f) => `${f.nodeId} (page ${String(f.values.page)})`)).toEqual([]);
    },
  );

  it('uses fonts of the catalogue, five palette colours after black and white, and distinct designs', () => {
    for (const blueprint of blueprints) {
      for (const family of Object.values(blueprint.content.fonts))
        expect(findFontFamily(family)?.family).toBe(family);
      expect(blueprint.content.colors.slice(0, 2)).toEqual(['#000000', '#ffffff']);
      expect(blueprint.content.colors).toHaveLength(7);
    }
    const palettes = new Set(blueprints.map((b) => b.content.colors.join()));
    expect(palettes.size).toBe(6);
  });

  it('is deterministic (seeding twice gives the same content) and has unique ids per album', () => {
    expect(JSON.stringify(seedBlueprints())).toBe(JSON.stringify(blueprints));
    for (const blueprint of blueprints) {
      const doc = fromNested({ ...blueprint.content, images: [] });
      expect(Object.keys(doc.nodes).length).toBeGreaterThan(100);
    }
  });
});
