/**
 * The stickers tab's commands keep the derived album facts right: sticker numbers, the sticker automatic texts and
 * the table of contents follow chapter moves, double stickers and chapter deletion at once (editor-core derives
 * them from the document; nothing in the tab stores a number).
 */
import { describe, expect, it } from 'vitest';
import {
  createEditor,
  fromNested,
  isStickerCellNode,
  resolveAutoText,
  stickerNumbers,
} from '@album/editor-core';
import type { AutoTextSymbol, Editor } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import { moveChapter, moveChapterTo } from './sticker-commands';

const { sections, stickers } = FIXTURE_IDS;
const meta = { title: 'Album', releaseDate: null };

const numberOf = (editor: Editor, id: string) => stickerNumbers(editor.getDocument()).byId.get(id)?.label;

/** The automatic text `symbol` inside the sticker cell that shows sticker `stickerId`. */
function cellText(editor: Editor, stickerId: string, symbol: AutoTextSymbol): string {
  const doc = editor.getDocument();
  const cell = Object.values(doc.nodes).find((n) => isStickerCellNode(n) && n.props.stickerId === stickerId);
  return resolveAutoText(symbol, { doc, meta, cellId: cell?.id ?? null });
}

const toc = (editor: Editor) => resolveAutoText('toc_sections', { doc: editor.getDocument(), meta });

describe('numbers, automatic texts and contents follow the stickers tab', () => {
  it('renumbers when a chapter moves, by menu or by drag position', () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    expect(numberOf(editor, stickers.anna)).toBe('001');
    expect(numberOf(editor, stickers.clara)).toBe('005');
    expect(toc(editor).split('\n')).toEqual(['Team Blue', 'Team Red']);

    expect(moveChapter(editor, sections.red, -1).ok).toBe(true);
    expect(numberOf(editor, stickers.clara)).toBe('001');
    expect(numberOf(editor, stickers.anna)).toBe('004');
    expect(cellText(editor, stickers.anna, 'sticker-number')).toBe('004');
    expect(toc(editor).split('\n')).toEqual(['Team Red', 'Team Blue']);

    expect(moveChapterTo(editor, sections.red, 1).ok).toBe(true);
    expect(numberOf(editor, stickers.anna)).toBe('001');
    expect(cellText(editor, stickers.clara, 'sticker-number')).toBe('005');
  });

  it('a double sticker takes two numbers: the next sticker skips one, its cell shows both', () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    expect(numberOf(editor, stickers.ben)).toBe('002');
    expect(numberOf(editor, stickers.clara)).toBe('005');
    expect(editor.toggleDoubleSticker(stickers.anna).ok).toBe(true);
    expect(numberOf(editor, stickers.ben)).toBe('003');
    expect(numberOf(editor, stickers.clara)).toBe('006');
    expect(cellText(editor, stickers.anna, 'sticker-nextnumber')).toBe('002');
    expect(resolveAutoText('totalstickers', { doc: editor.getDocument(), meta })).toBe('8');
  });

  it('deleting a chapter closes the gap in the numbers and leaves the contents', () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    expect(editor.deleteSection(sections.blue).ok).toBe(true);
    expect(numberOf(editor, stickers.anna)).toBeUndefined();
    expect(numberOf(editor, stickers.clara)).toBe('001');
    expect(toc(editor).split('\n')).toEqual(['Team Red']);
    editor.undo();
    expect(numberOf(editor, stickers.clara)).toBe('005');
  });
});
