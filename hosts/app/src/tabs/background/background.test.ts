import { describe, expect, it } from 'vitest';
import { buildScene, createEditor, fromNested, PAGE_WIDTH } from '@album/editor-core';
import type { LinearGradient } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import { backgroundElements, backgroundOf, scopeBox, scopesOf, setBackground } from './background';

const { spreads } = FIXTURE_IDS;
const spread = spreads.blue1;

function setup() {
  const editor = createEditor({ document: fromNested(fixtureAlbum()) });
  let n = 0;
  const ids = () => `bg-${++n}`;
  return { editor, ids };
}

describe('background scopes', () => {
  it('offers both pages on a double spread, only the spread on the cover', () => {
    const { editor } = setup();
    expect(scopesOf(editor.getDocument(), spread)).toEqual(['spread', 'left', 'right']);
    expect(scopesOf(editor.getDocument(), spreads.cover)).toEqual(['spread']);
  });

  it('covers a page with the bleed on its outer edges', () => {
    expect(scopeBox(2 * PAGE_WIDTH, 'left')).toEqual({ x: -2, y: -2, width: PAGE_WIDTH + 2, height: 301 });
    expect(scopeBox(2 * PAGE_WIDTH, 'right')).toMatchObject({ x: PAGE_WIDTH, width: PAGE_WIDTH + 2 });
    expect(scopeBox(2 * PAGE_WIDTH, 'spread')).toMatchObject({ x: -2, width: 2 * PAGE_WIDTH + 4 });
  });
});

describe('setBackground', () => {
  it('sets the spread fill (the renderer paints it) and undoes in one step', () => {
    const { editor, ids } = setup();
    const before = backgroundOf(editor.getDocument(), spread, 'spread');
    const gradient: LinearGradient = { type: 'linear', direction: 90, colors: [2, '#ffffff'] };
    expect(setBackground(editor, spread, 'spread', { kind: 'fill', fill: gradient }, ids).ok).toBe(true);
    expect(backgroundOf(editor.getDocument(), spread, 'spread')).toEqual({
      kind: 'fill',
      fill: gradient,
      inherited: false,
    });
    const scene = buildScene(editor.getDocument(), spread, { albumTitle: '', releaseDate: null } as never);
    expect(scene.background).not.toBeNull();
    // Pages without their own background show the spread's.
    expect(backgroundOf(editor.getDocument(), spread, 'left')).toMatchObject({
      kind: 'fill',
      inherited: true,
    });
    editor.undo();
    expect(backgroundOf(editor.getDocument(), spread, 'spread')).toEqual(before);
  });

  it('puts a locked page rectangle at the bottom and updates it in place; the selection stays', () => {
    const { editor, ids } = setup();
    const first = editor.getChildren(spread)[0]!;
    editor.selectIds([first.id]);
    setBackground(editor, spread, 'right', { kind: 'fill', fill: '#ff0000' }, ids);
    setBackground(editor, spread, 'right', { kind: 'fill', fill: '#00ff00' }, ids);
    const elements = backgroundElements(editor.getDocument(), spread);
    expect(elements.map((e) => [e.node.id, e.scope, e.node.type])).toEqual([['bg-1', 'right', 'Rectangle']]);
    expect(elements[0]!.node.props).toMatchObject({ fill: '#00ff00', locked: true, x: PAGE_WIDTH });
    expect(editor.getChildren(spread)[0]!.id).toBe('bg-1');
    expect(editor.getSelection().ids).toEqual([first.id]);
    expect(backgroundOf(editor.getDocument(), spread, 'left')).toEqual({
      ...backgroundOf(editor.getDocument(), spread, 'spread'),
      inherited: true,
    });
  });

  it('replaces a page colour by an image, and a spread background replaces the pages’ ones', () => {
    const { editor, ids } = setup();
    setBackground(editor, spread, 'left', { kind: 'fill', fill: 2 }, ids);
    setBackground(editor, spread, 'left', { kind: 'image', imageId: 'img-x' }, ids);
    expect(backgroundOf(editor.getDocument(), spread, 'left')).toEqual({
      kind: 'image',
      imageId: 'img-x',
      inherited: false,
    });
    expect(backgroundElements(editor.getDocument(), spread)).toHaveLength(1);
    setBackground(editor, spread, 'spread', { kind: 'image', imageId: 'img-y' }, ids);
    const elements = backgroundElements(editor.getDocument(), spread);
    expect(elements.map((e) => e.scope)).toEqual(['spread']);
    expect(backgroundOf(editor.getDocument(), spread, 'right')).toMatchObject({
      kind: 'image',
      imageId: 'img-y',
      inherited: true,
    });
    setBackground(editor, spread, 'spread', { kind: 'none' }, ids);
    expect(backgroundElements(editor.getDocument(), spread)).toEqual([]);
  });
});
