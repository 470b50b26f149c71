import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../model/invariants';
import { fromNested, parseNested, toNested } from '../model/nested';
import { AUTO_TEXT_SYMBOLS } from '../model/schemas';
import { NODE_TYPES } from '../model/tree';
import type { AnyNode, LinearGradient, TextBlock } from '../model/types';
import { FIXTURE_IDS, fixtureAlbum } from './fixture';

function nodes(): AnyNode[] {
  return Object.values(fromNested(fixtureAlbum()).nodes);
}

function propsOf(type: string): Array<Record<string, unknown>> {
  return nodes()
    .filter((n) => n.type === type)
    .map((n) => n.props as unknown as Record<string, unknown>);
}

describe('fixtureAlbum', () => {
  it('is valid, consistent and round-trips', () => {
    const result = parseNested(fixtureAlbum());
    if (!result.ok) throw result.error;
    expect(checkInvariants(result.doc)).toEqual([]);
    expect(toNested(result.doc)).toStrictEqual(fixtureAlbum());
  });

  it('returns fresh objects', () => {
    const a = fixtureAlbum();
    a.colors.push('#123456');
    expect(fixtureAlbum().colors).not.toContain('#123456');
  });

  it('has five spreads: single-page cover, three doubles, single-page back', () => {
    const spreads = fixtureAlbum().workspace.children!.flatMap((s) => s.children!);
    expect(spreads.map((s) => s.props.id)).toEqual(Object.values(FIXTURE_IDS.spreads));
  });

  it('uses every node type', () => {
    const types = new Set(nodes().map((n) => n.type));
    expect([...types].sort()).toEqual([...NODE_TYPES].sort());
  });

  it('uses gradients in all four directions, palette and hex fills, strokes, radius, opacity, rotation, scale', () => {
    const fills = [...nodes().map((n) => (n.props as { fill?: unknown }).fill)];
    const gradients = fills.filter((f): f is LinearGradient => typeof f === 'object' && f !== null);
    expect(new Set(gradients.map((g) => g.direction))).toEqual(new Set([0, 45, 90, 135]));
    expect(gradients.some((g) => g.colors.length === 4)).toBe(true);
    expect(fills.some((f) => typeof f === 'number')).toBe(true);
    expect(fills.some((f) => typeof f === 'string')).toBe(true);
    expect(fills.some((f) => f === null)).toBe(true);
    const all = nodes().map((n) => n.props as unknown as Record<string, unknown>);
    expect(all.some((p) => p.stroke === 'none' && p.strokeWidth === 0)).toBe(true);
    expect(all.some((p) => typeof p.stroke === 'string' && p.stroke !== 'none')).toBe(true);
    expect(all.some((p) => typeof p.stroke === 'number')).toBe(true);
    for (const key of ['borderRadius', 'opacity', 'fillOpacity'])
      expect(all.some((p) => key in p)).toBe(true);
    expect(all.some((p) => p.rotation !== 0 && p.rotation !== undefined)).toBe(true);
    expect(all.some((p) => p.scale !== 1 && p.scale !== undefined)).toBe(true);
    expect(all.some((p) => p.alwaysOnTop === true)).toBe(true);
    expect(all.some((p) => p.locked === true)).toBe(true);
  });

  it('has images with crop, every flip, filters, grayscale, gradient map, blends and an empty frame', () => {
    const images = propsOf('Image');
    expect(new Set(images.map((p) => p.flip ?? 'none'))).toEqual(
      new Set(['none', 'horizontal', 'vertical', 'both']),
    );
    expect(images.some((p) => p.cscale !== 1 && p.cx !== 0.5)).toBe(true);
    expect(images.some((p) => p.crotation !== 0)).toBe(true);
    const filters = images.map((p) => p.filter as Record<string, unknown> | undefined).filter(Boolean);
    for (const key of ['con', 'rgb', 'red', 'green', 'blue', 'hue', 'sat', 'tone']) {
      expect(
        filters.some((f) => f && key in f),
        key,
      ).toBe(true);
    }
    expect(images.some((p) => p.grayscale === true)).toBe(true);
    expect(
      images.some((p) => Array.isArray(p.gradientMap) && typeof p.gradientMapIntensity === 'number'),
    ).toBe(true);
    expect(new Set(images.map((p) => p.blend).filter(Boolean))).toEqual(
      new Set(['multiply', 'screen', 'overlay']),
    );
    expect(images.some((p) => p.image === null)).toBe(true);
  });

  it('has texts with every inline style, every alignment and every automatic symbol', () => {
    const texts = propsOf('Text');
    const blocks = texts.flatMap((t) => (t.text as { blocks: TextBlock[] }).blocks);
    const styles = new Set(
      blocks.flatMap((b) => b.inlineStyleRanges.map((r) => r.style.replace(/-.*/, '-'))),
    );
    for (const style of [
      'BOLD',
      'ITALIC',
      'UPPERCASE',
      'AUTOSIZE',
      'FONT-',
      'SIZE-',
      'LINEHEIGHT-',
      'COLOR-',
      'LETTERSPACING-',
    ]) {
      expect(styles.has(style), style).toBe(true);
    }
    expect(new Set(blocks.map((b) => b.data?.textAlign).filter(Boolean))).toEqual(
      new Set(['left', 'center', 'right', 'justify']),
    );
    expect(new Set(texts.map((t) => t.symbol).filter(Boolean))).toEqual(new Set(AUTO_TEXT_SYMBOLS));
  });

  it('places single and double stickers, leaves one cell empty and one sticker unplaced', () => {
    const album = fixtureAlbum();
    const cells = propsOf('StickerCell');
    const placed = new Set(cells.map((c) => c.stickerId).filter(Boolean));
    const doubles = album.stickers.filter((s) => s.doubleSticker);
    expect(doubles).toHaveLength(1);
    expect(placed.has(doubles[0]!.id)).toBe(true);
    expect(cells.some((c) => c.stickerId === null)).toBe(true);
    expect(placed.has(FIXTURE_IDS.stickers.unplaced)).toBe(false);
    expect(album.stickers.some((s) => s.image === null && placed.has(s.id))).toBe(true);
  });
});
