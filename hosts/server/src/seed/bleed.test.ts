import { BLEED, PAGE_HEIGHT, PAGE_WIDTH } from '@album/editor-core';
import { describe, expect, it } from 'vitest';
import { runIntoBleed } from './bleed';
import { Builder } from './builder';

const b = new Builder('bleed');

function boxOf(node: { props: unknown }) {
  const { x, y, width, height } = node.props as { x: number; y: number; width: number; height: number };
  return { x, y, width, height };
}

describe('runIntoBleed', () => {
  it('runs a header band of the left page into the bleed on the outer and top edges, not over the fold', () => {
    const spread = b.spread([b.rect({ x: 0, y: 0, width: PAGE_WIDTH, height: 40 }, { fill: 2 })]);
    const [band] = runIntoBleed(spread, 2 * PAGE_WIDTH).children!;
    expect(boxOf(band!)).toEqual({ x: -BLEED, y: -BLEED, width: PAGE_WIDTH + BLEED, height: 40 + BLEED });
  });

  it('runs a full-page background of a single-page cover into the bleed on every side', () => {
    const spread = b.spread([b.rect({ x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT }, { fill: 2 })]);
    const [background] = runIntoBleed(spread, PAGE_WIDTH).children!;
    expect(boxOf(background!)).toEqual({
      x: -BLEED,
      y: -BLEED,
      width: PAGE_WIDTH + 2 * BLEED,
      height: PAGE_HEIGHT + 2 * BLEED,
    });
  });

  it('extends a rule of the right page to the right bleed, and leaves text, rotated and inner art alone', () => {
    const children = [
      b.line(PAGE_WIDTH, 60, PAGE_WIDTH, 0, 3, 0.5),
      b.text({ x: 0, y: 0, width: 100, height: 20 }, 'Title', { size: 12 }),
      b.rect({ x: 0, y: 100, width: 20, height: 20 }, { fill: 2, rotation: 8 }),
      b.rect({ x: 20, y: 100, width: 20, height: 20 }, { fill: 2 }),
    ];
    const [rule, text, turned, inner] = runIntoBleed(b.spread(children), 2 * PAGE_WIDTH).children!;
    expect(boxOf(rule!)).toEqual({ x: PAGE_WIDTH, y: 60, width: PAGE_WIDTH + BLEED, height: 0 });
    expect(text).toEqual(children[1]);
    expect(turned).toEqual(children[2]);
    expect(inner).toEqual(children[3]);
  });
});
