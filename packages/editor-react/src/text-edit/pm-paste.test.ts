// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DOMParser as PmDOMParser } from 'prosemirror-model';
import { EditorState, TextSelection } from 'prosemirror-state';
import { docToRichText, richTextToDoc } from './pm-convert';
import { withCaretStyles } from './pm-paste';
import { textSchema } from './pm-schema';

function pasteInto(html: string): ReturnType<typeof docToRichText> {
  const doc = richTextToDoc({
    blocks: [
      {
        key: 'a',
        text: 'Title',
        inlineStyleRanges: [
          { offset: 0, length: 5, style: 'SIZE-36' },
          { offset: 0, length: 5, style: 'FONT-Oswald' },
          { offset: 0, length: 5, style: 'BOLD' },
        ],
      },
    ],
  });
  const base = EditorState.create({ doc });
  const state = base.apply(base.tr.setSelection(TextSelection.create(doc, 6)));
  const div = document.createElement('div');
  div.innerHTML = html;
  const slice = PmDOMParser.fromSchema(textSchema).parseSlice(div);
  const next = state.apply(state.tr.replaceSelection(withCaretStyles(slice, state)));
  return docToRichText(next.doc, () => 'k');
}

describe('pasted text takes the caret’s look', () => {
  it('gives foreign text the caret’s font and size, keeping its own bold only', () => {
    const text = pasteInto('<span style="color:red;font-size:40px">, <i>new</i> <b>news</b></span>');
    const block = text.blocks[0]!;
    expect(block.text).toBe('Title, new news');
    expect(block.inlineStyleRanges).toEqual([
      { offset: 0, length: 5, style: 'BOLD' },
      { offset: 0, length: 15, style: 'FONT-Oswald' },
      { offset: 0, length: 15, style: 'SIZE-36' },
      { offset: 7, length: 3, style: 'ITALIC' },
      { offset: 11, length: 4, style: 'BOLD' },
    ]);
  });

  it('keeps the styles text copied from the editor carries', () => {
    const text = pasteInto('<span data-album-style="SIZE-12">small</span>');
    expect(text.blocks[0]!.inlineStyleRanges).toContainEqual({ offset: 5, length: 5, style: 'SIZE-12' });
    expect(text.blocks[0]!.inlineStyleRanges).toContainEqual({ offset: 0, length: 10, style: 'FONT-Oswald' });
  });
});
