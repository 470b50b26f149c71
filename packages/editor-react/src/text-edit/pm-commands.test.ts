// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DOMParser as PmDOMParser, DOMSerializer } from 'prosemirror-model';
import { EditorState, TextSelection } from 'prosemirror-state';
import type { RichText } from '@album/editor-core';
import { alignAt, flagAt, setAlign, setFlag, setValue, valueAt } from './pm-commands';
import { docToRichText, richTextToDoc } from './pm-convert';
import { styleOfMark, textSchema } from './pm-schema';

const TEXT: RichText = {
  blocks: [
    { key: 'a', text: 'Hello brave world', inlineStyleRanges: [{ offset: 0, length: 17, style: 'SIZE-12' }] },
    { key: 'b', text: 'Second line', inlineStyleRanges: [] },
  ],
};

/** A state with `text` selected from block offset `from` to `to` of the first block (positions start at 1). */
function stateWith(from: number, to = from): EditorState {
  const doc = richTextToDoc(TEXT);
  const state = EditorState.create({ doc });
  return state.apply(state.tr.setSelection(TextSelection.create(doc, 1 + from, 1 + to)));
}

function richText(state: EditorState): RichText {
  return docToRichText(state.doc, () => 'new');
}

describe('toolbar styles inside the text editor', () => {
  it('bolds only the selected word', () => {
    const state = stateWith(6, 11);
    expect(flagAt(state, 'BOLD')).toBe(false);
    const next = state.apply(setFlag(state, 'BOLD', true));
    expect(flagAt(next, 'BOLD')).toBe(true);
    expect(richText(next).blocks[0]!.inlineStyleRanges).toEqual([
      { offset: 0, length: 17, style: 'SIZE-12' },
      { offset: 6, length: 5, style: 'BOLD' },
    ]);
    // The other block is untouched.
    expect(richText(next).blocks[1]!.inlineStyleRanges).toEqual([]);
    const off = next.apply(setFlag(next, 'BOLD', false));
    expect(richText(off)).toEqual(TEXT);
  });

  it('replaces a parametrised style on the selection only and reads it back', () => {
    const state = stateWith(0, 5);
    expect(valueAt(state, 'SIZE')).toBe('12');
    const next = state.apply(setValue(state, 'SIZE', 36));
    expect(valueAt(next, 'SIZE')).toBe('36');
    expect(richText(next).blocks[0]!.inlineStyleRanges).toEqual([
      { offset: 0, length: 5, style: 'SIZE-36' },
      { offset: 5, length: 12, style: 'SIZE-12' },
    ]);
    const colored = next.apply(setValue(next, 'COLOR', '#112233'));
    expect(valueAt(colored, 'COLOR')).toBe('#112233');
  });

  it('with a caret, styles what is typed next', () => {
    const state = stateWith(5);
    const next = state.apply(setFlag(state, 'ITALIC', true));
    expect(flagAt(next, 'ITALIC')).toBe(true);
    const typed = next.apply(next.tr.insertText('!'));
    const block = richText(typed).blocks[0]!;
    expect(block.text).toBe('Hello! brave world');
    expect(block.inlineStyleRanges).toContainEqual({ offset: 5, length: 1, style: 'ITALIC' });
  });

  it('aligns the paragraphs the selection touches', () => {
    const doc = richTextToDoc(TEXT);
    const base = EditorState.create({ doc });
    const all = base.apply(base.tr.setSelection(TextSelection.create(doc, 3, doc.content.size - 2)));
    const next = all.apply(setAlign(all, 'center'));
    expect(alignAt(next)).toBe('center');
    expect(richText(next).blocks.map((b) => b.data?.textAlign)).toEqual(['center', 'center']);
    const one = stateWith(2);
    expect(richText(one.apply(setAlign(one, 'right'))).blocks.map((b) => b.data?.textAlign)).toEqual([
      'right',
      undefined,
    ]);
  });
});

describe('paste cleaning', () => {
  function parse(html: string) {
    const div = document.createElement('div');
    div.innerHTML = html;
    return PmDOMParser.fromSchema(textSchema).parse(div);
  }

  it('keeps bold, italic and uppercase from other programs and drops every other style and element', () => {
    const doc = parse(
      '<h1 style="color:red;font-size:40px">Big <strong>strong</strong></h1>' +
        '<p><em>em</em> <span style="font-family:Comic Sans;text-transform:uppercase">up</span>' +
        ' <a href="https://example.com">link</a><img src="x.png"><script>alert(1)</script></p>' +
        '<b style="font-weight:normal">docs wrapper</b>',
    );
    const text = docToRichText(doc, () => 'k');
    expect(text.blocks.map((b) => b.text)).toEqual(['Big strong', 'em up link', 'docs wrapper']);
    const styles = text.blocks.flatMap((b) =>
      b.inlineStyleRanges.map((r) => `${r.offset}+${r.length} ${r.style}`),
    );
    expect(styles).toEqual(['4+6 BOLD', '0+2 ITALIC', '3+2 UPPERCASE']);
  });

  it('keeps every style of text copied from the editor itself', () => {
    const source = richTextToDoc({
      blocks: [
        {
          key: 'a',
          text: 'styled',
          inlineStyleRanges: [
            { offset: 0, length: 6, style: 'FONT-Oswald' },
            { offset: 0, length: 3, style: 'COLOR-#ff0000' },
            { offset: 2, length: 4, style: 'LETTERSPACING-3' },
          ],
          data: { textAlign: 'center' },
        },
      ],
    });
    const div = document.createElement('div');
    // Serialise as the editor's clipboard does.
    div.appendChild(DOMSerializer.fromSchema(textSchema).serializeFragment(source.content));
    const pasted = PmDOMParser.fromSchema(textSchema).parse(div);
    expect(pasted.firstChild!.attrs.align).toBe('center');
    const marks = pasted.firstChild!.child(0).marks.map(styleOfMark);
    expect(marks).toEqual(['FONT-Oswald', 'COLOR-#ff0000']);
    expect(docToRichText(pasted, () => 'x').blocks[0]!.inlineStyleRanges).toEqual(
      docToRichText(source, () => 'x').blocks[0]!.inlineStyleRanges,
    );
  });
});
