// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { RichText } from '@album/editor-core';
import { rangesOf, readRichText, segmentsOf, writeRichText } from './rich-text-dom';

const sample: RichText = {
  blocks: [
    {
      key: 'a1',
      text: 'Hello brave world',
      inlineStyleRanges: [
        { offset: 0, length: 5, style: 'BOLD' },
        { offset: 3, length: 8, style: 'COLOR-#ff0000' },
        { offset: 0, length: 17, style: 'SIZE-24' },
      ],
      data: { textAlign: 'center' },
    },
    { key: 'b2', text: '', inlineStyleRanges: [] },
    { key: 'c3', text: 'Team 2026', inlineStyleRanges: [{ offset: 5, length: 4, style: 'FONT-Oswald' }] },
  ],
};

let counter = 0;
const newKey = () => `k${++counter}`;
const noCss = () => ({});

describe('rich text <-> editor DOM', () => {
  it('splits a block at every style boundary', () => {
    const segs = segmentsOf(sample.blocks[0]!);
    expect(segs.map((s) => s.text)).toEqual(['Hel', 'lo', ' brave', ' world']);
    expect(segs[1]!.styles.sort()).toEqual(['BOLD', 'COLOR-#ff0000', 'SIZE-24']);
  });

  it('rebuilds ranges from segments, merging adjacent runs', () => {
    const block = sample.blocks[0]!;
    const back = rangesOf(segmentsOf(block));
    expect(back.text).toBe(block.text);
    expect(new Set(back.inlineStyleRanges.map((r) => JSON.stringify(r)))).toEqual(
      new Set(block.inlineStyleRanges.map((r) => JSON.stringify(r))),
    );
  });

  it('round-trips a document through the DOM unchanged', () => {
    const root = document.createElement('div');
    writeRichText(root, sample, noCss);
    const back = readRichText(root, newKey);
    expect(back.blocks.map((b) => b.key)).toEqual(['a1', 'b2', 'c3']);
    expect(back.blocks.map((b) => b.text)).toEqual(sample.blocks.map((b) => b.text));
    expect(back.blocks[0]!.data).toEqual({ textAlign: 'center' });
    expect(back.blocks[2]!.inlineStyleRanges).toEqual(sample.blocks[2]!.inlineStyleRanges);
  });

  it('never parses text as markup', () => {
    const root = document.createElement('div');
    writeRichText(
      root,
      { blocks: [{ key: 'x', text: '<img src=x onerror=alert(1)>', inlineStyleRanges: [] }] },
      noCss,
    );
    expect(root.querySelector('img')).toBeNull();
    expect(readRichText(root, newKey).blocks[0]!.text).toBe('<img src=x onerror=alert(1)>');
  });

  it('keeps the styles of a run when text is typed inside it', () => {
    const root = document.createElement('div');
    writeRichText(root, sample, noCss);
    const span = root.querySelector('[data-block-key="c3"] span[data-styles]')!;
    span.textContent = '2027!';
    const back = readRichText(root, newKey);
    expect(back.blocks[2]!.text).toBe('Team 2027!');
    expect(back.blocks[2]!.inlineStyleRanges).toEqual([{ offset: 5, length: 5, style: 'FONT-Oswald' }]);
  });

  it('reads browser bold and italic elements and gives split blocks fresh keys', () => {
    const root = document.createElement('div');
    writeRichText(root, sample, noCss);
    const copy = root.querySelector('[data-block-key="c3"]')!.cloneNode(true) as HTMLElement;
    copy.replaceChildren(document.createElement('b'));
    copy.firstChild!.textContent = 'new';
    root.appendChild(copy);
    const loose = document.createElement('i');
    loose.textContent = 'tail';
    root.appendChild(loose);
    const back = readRichText(root, newKey);
    expect(back.blocks).toHaveLength(5);
    expect(back.blocks[3]!.key).not.toBe('c3');
    expect(back.blocks[3]!.inlineStyleRanges).toContainEqual({ offset: 0, length: 3, style: 'BOLD' });
    expect(back.blocks[4]!.text).toBe('tail');
    expect(back.blocks[4]!.inlineStyleRanges).toEqual([{ offset: 0, length: 4, style: 'ITALIC' }]);
  });

  it('answers one empty block for an emptied editor', () => {
    const root = document.createElement('div');
    const back = readRichText(root, newKey);
    expect(back.blocks).toHaveLength(1);
    expect(back.blocks[0]!.text).toBe('');
  });
});
