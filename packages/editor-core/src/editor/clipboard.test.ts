import { describe, expect, it } from 'vitest';
import { CLIPBOARD_TAG } from '../constants';
import { fixtureDocument } from '../store/fixture.test-util';
import { parseClipboard } from '../validation/clipboard';
import { copyElements } from './clipboard';

describe('copyElements', () => {
  const doc = fixtureDocument();

  it('copies topmost elements with their subtrees, stickers and images', () => {
    const data = copyElements(doc, ['g1', 't1', 'cell1', 'img1']);
    expect(data.format).toBe(CLIPBOARD_TAG);
    expect(data.elements.map((e) => e.props.id)).toEqual(['g1', 'cell1', 'img1']);
    expect(data.elements[0]!.children).toHaveLength(2);
    expect(data.stickers.map((s) => s.id)).toEqual(['st1']);
    expect(data.images.map((i) => i.id).sort()).toEqual(['im1', 'im2']);
    expect(parseClipboard(JSON.stringify(data)).ok).toBe(true);
  });

  it('expresses elements inside groups in spread coordinates', () => {
    const data = copyElements(doc, ['r3']);
    expect(data.elements[0]!.props).toMatchObject({ x: 70, y: 180 });
  });
});
