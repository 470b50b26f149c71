import { describe, expect, it } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import type { AnyNode, LinearGradient } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import {
  colorValueFor,
  cssOfFill,
  gradientFrom,
  hexOf,
  paletteSwatches,
  toolbarSections,
  withAddedStop,
  withStop,
  withoutStop,
} from './toolbar-model';

const editor = createEditor({ document: fromNested(fixtureAlbum()) });
const nodes = (...ids: string[]) => ids.map((id) => editor.getNode(id)).filter((n): n is AnyNode => !!n);

describe('toolbarSections', () => {
  it('offers fill, stroke, radius and opacity for a rectangle, no text or image group', () => {
    const s = toolbarSections(nodes('cover-banner'));
    expect(s).toMatchObject({
      fill: true,
      stroke: true,
      radius: true,
      opacity: true,
      text: false,
      image: false,
    });
    expect(s.group).toBe(false);
  });

  it('offers text controls only when every element is a text', () => {
    expect(toolbarSections(nodes('grp-info-text')).text).toBe(true);
    expect(toolbarSections(nodes('grp-info-text')).fill).toBe(false);
    expect(toolbarSections(nodes('grp-info-text', 'cover-banner')).text).toBe(false);
  });

  it('offers image and sticker cell commands for one element of that kind', () => {
    expect(toolbarSections(nodes('img-cropped')).image).toBe(true);
    expect(toolbarSections(nodes('img-cropped', 'img-flip-h')).image).toBe(false);
    expect(toolbarSections(nodes('cell-anna')).stickerCell).toBe(true);
    expect(toolbarSections(nodes('legacy-sticker')).stickerCell).toBe(true);
  });

  it('groups two or more elements and ungroups when a group is selected', () => {
    expect(toolbarSections(nodes('cover-banner')).group).toBe(false);
    expect(toolbarSections(nodes('img-cropped', 'img-flip-h')).group).toBe(true);
    expect(toolbarSections(nodes('grp-info')).ungroup).toBe(true);
    expect(toolbarSections(nodes('cover-banner')).ungroup).toBe(false);
  });

  it('offers nothing for an empty selection', () => {
    expect(Object.values(toolbarSections([])).some(Boolean)).toBe(false);
  });
});

describe('colours', () => {
  const palette = ['#000000', '#FFFFFF', '#0d3b66ff'];

  it('resolves palette indexes and colour strings to #rrggbb, none to null', () => {
    expect(hexOf(2, palette)).toBe('#0d3b66');
    expect(hexOf('#F95738', palette)).toBe('#f95738');
    expect(hexOf(null, palette)).toBeNull();
    expect(hexOf('none', palette)).toBeNull();
    expect(hexOf(9, palette)).toBeNull();
  });

  it('stores a palette colour as its index and any other colour as a string', () => {
    expect(colorValueFor('#0D3B66', palette)).toBe(2);
    expect(colorValueFor('#123456', palette)).toBe('#123456');
  });

  it('lists distinct swatches', () => {
    expect(paletteSwatches([...palette, '#0d3b66'])).toEqual(['#000000', '#ffffff', '#0d3b66']);
  });
});

describe('gradients', () => {
  const palette = ['#000000', '#ffffff'];
  const g: LinearGradient = { type: 'linear', direction: 90, colors: ['#111111', 1] };

  it('starts from the solid colour', () => {
    expect(gradientFrom('#ff0000', palette)).toEqual({
      type: 'linear',
      direction: 0,
      colors: ['#ff0000', '#ffffff'],
    });
    expect(gradientFrom(1, palette).colors).toEqual(['#ffffff', '#000000']);
    expect(gradientFrom(g, palette)).toBe(g);
  });

  it('keeps between two and four colours', () => {
    const four = withAddedStop(withAddedStop(g));
    expect(four.colors).toHaveLength(4);
    expect(withAddedStop(four).colors).toHaveLength(4);
    expect(withoutStop(g, 0)).toBe(g);
    expect(withoutStop(four, 0).colors).toEqual([1, 1, 1]);
    expect(withStop(g, 1, '#abcdef').colors).toEqual(['#111111', '#abcdef']);
  });

  it('draws swatches as CSS', () => {
    expect(cssOfFill(g, palette)).toBe('linear-gradient(90deg, #111111, #ffffff)');
    expect(cssOfFill(null, palette)).toBeNull();
    expect(cssOfFill(0, palette)).toBe('#000000');
  });
});
