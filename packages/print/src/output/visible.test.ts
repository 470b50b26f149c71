/** The visibility of scene items through a part's clip (what partial pages leave out). */
import type { Scene, SceneItem } from '@album/editor-core';
import { describe, expect, it } from 'vitest';
import type { PagePart } from '../compose/types';
import { itemBounds, visibleScene, visibleSpreadRect } from './visible';

const base = { nodeId: 'n', opacity: 1, transform: [1, 0, 0, 1, 0, 0] as SceneItem['transform'] };

function rect(id: string, x: number, width: number, stroke = 0): SceneItem {
  return {
    ...base,
    nodeId: id,
    transform: [1, 0, 0, 1, x, 10],
    kind: 'shape',
    geometry: { kind: 'rect', width, height: 20, radius: 0 },
    fill: null,
    stroke: stroke ? { color: '#000000ff', width: stroke } : null,
  };
}

function image(id: string, x: number): SceneItem {
  return {
    ...base,
    nodeId: id,
    transform: [1, 0, 0, 1, x, 10],
    kind: 'image',
    imageId: `img-${id}`,
    sourceWidth: 100,
    sourceHeight: 100,
    width: 40,
    height: 40,
    radius: 0,
    crop: [0.4, 0, 0, 0.4, 0, 0],
    flip: 'none',
    filter: null,
    grayscale: false,
    gradientMap: null,
    gradientMapIntensity: 1,
    blend: 'normal',
    placeholder: null,
    stroke: null,
  } as SceneItem;
}

function scene(items: SceneItem[]): Scene {
  return {
    spreadId: 's',
    frame: { width: 460, height: 297, folds: [230], pages: 2, pageNumbers: [2, 3] },
    background: null,
    items,
    fonts: [],
    images: items.flatMap((i) => (i.kind === 'image' ? [i.imageId] : [])),
  };
}

describe('visible items of a part', () => {
  it('maps the clip back into spread millimetres', () => {
    const part: PagePart = {
      source: 'album',
      spreadId: 's',
      x: -230,
      y: 0,
      scale: 0.5,
      clip: { x: -2, y: -2, width: 234, height: 301 },
      bleed: 2,
    };
    expect(visibleSpreadRect(part)).toEqual({ x: 456, y: -4, width: 468, height: 602 });
  });

  it('bounds a rotated item by its turned corners and a stroke by half its width', () => {
    const turned: SceneItem = { ...rect('r', 0, 20), transform: [0, 1, -1, 0, 100, 0] };
    expect(itemBounds(turned)).toEqual([80, 0, 100, 20]);
    expect(itemBounds(rect('s', 0, 20, 4))).toEqual([-2, 8, 22, 32]);
  });

  it('bounds a clipped group by its clip', () => {
    const group: SceneItem = {
      ...base,
      kind: 'group',
      transform: [1, 0, 0, 1, 200, 0],
      clip: { kind: 'rect', width: 10, height: 20, radius: 0 },
      children: [rect('wide', 0, 300)],
    };
    expect(itemBounds(group)).toEqual([200, 10, 210, 20]);
  });

  it('keeps the items meeting the rectangle, and only their images', () => {
    const all = scene([
      image('left', 20),
      image('right', 300),
      rect('across', 200, 60),
      rect('far', 400, 20),
    ]);
    const left = visibleScene(all, { x: -2, y: -2, width: 234, height: 301 });
    expect(left.items.map((i) => i.nodeId)).toEqual(['left', 'across']);
    expect(left.images).toEqual(['img-left']);
    // Nothing hidden: the same scene.
    expect(visibleScene(all, { x: -2, y: -2, width: 464, height: 301 })).toBe(all);
  });
});
