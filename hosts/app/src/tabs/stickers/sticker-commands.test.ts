import { describe, expect, it } from 'vitest';
import { albumOrder, createEditor, fromNested, placedStickerIds } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import {
  addChapter,
  autoPlaceChapter,
  chapterIds,
  moveChapter,
  moveChapterTo,
  renameChapter,
  saveSticker,
} from './sticker-commands';
import type { StickerDraft } from './sticker-commands';

const { sections, stickers } = FIXTURE_IDS;
const editorOnFixture = () => createEditor({ document: fromNested(fixtureAlbum()) });
const names = (editor: ReturnType<typeof editorOnFixture>) =>
  albumOrder(editor.getState()).sections.map((s) => s.name);

describe('chapter commands', () => {
  it('adds a chapter after the last section, trimmed; a blank name creates nothing', () => {
    const editor = editorOnFixture();
    expect(addChapter(editor, '  ').ok).toBe(false);
    expect(addChapter(editor, '  Team Green ', 'sec-green')).toMatchObject({ ok: true, ids: ['sec-green'] });
    expect(names(editor).at(-1)).toBe('Team Green');
    expect(editor.getSelection().ids).toEqual([]);
  });

  it('renames, keeping the name when the new one is empty', () => {
    const editor = editorOnFixture();
    expect(renameChapter(editor, sections.red, 'Reds').ok).toBe(true);
    expect(renameChapter(editor, sections.red, '').ok).toBe(false);
    expect(names(editor)).toContain('Reds');
  });

  it('moves chapters among themselves; static sections keep their places', () => {
    const editor = editorOnFixture();
    expect(moveChapter(editor, sections.blue, 1).ok).toBe(true);
    expect(albumOrder(editor.getState()).sections.map((s) => s.id)).toEqual([
      sections.cover,
      sections.red,
      sections.blue,
      sections.back,
    ]);
    expect(moveChapterTo(editor, sections.blue, 0).ok).toBe(true);
    expect(chapterIds(editor)).toEqual([sections.blue, sections.red]);
    expect(moveChapterTo(editor, 'nope', 0)).toEqual({ ok: false, reason: 'unknown-id' });
  });

  it('auto-places the unplaced stickers of a chapter in one undo step', () => {
    const editor = editorOnFixture();
    const result = autoPlaceChapter(editor, sections.red);
    expect(result).toMatchObject({ ok: true, placed: 1 });
    expect(placedStickerIds(editor.getDocument()).has(stickers.unplaced)).toBe(true);
    expect(autoPlaceChapter(editor, sections.red)).toEqual({ ok: true, placed: 0 });
    editor.undo();
    expect(placedStickerIds(editor.getDocument()).has(stickers.unplaced)).toBe(false);
  });
});

describe('saveSticker', () => {
  const draft = (changes: Partial<StickerDraft>): StickerDraft => ({
    name: 'Gina',
    position: '',
    doubleSticker: false,
    image: null,
    sectionId: sections.red,
    cx: 0.5,
    cy: 0.5,
    cscale: 1,
    crotation: 0,
    stickerLayout: 'default',
    cellLayout: 'default',
    ...changes,
  });

  it('creates a sticker, with a default chapter when there is none', () => {
    const editor = editorOnFixture();
    expect(saveSticker(editor, 'st-gina', draft({}), 'Untitled team').ok).toBe(true);
    expect(editor.getDocument().stickers['st-gina']?.sectionId).toBe(sections.red);
    expect(saveSticker(editor, 'st-hugo', draft({ name: 'Hugo', sectionId: '' }), 'Untitled team').ok).toBe(
      true,
    );
    const hugo = editor.getDocument().stickers['st-hugo']!;
    expect(albumOrder(editor.getState()).sections.find((s) => s.id === hugo.sectionId)?.name).toBe(
      'Untitled team',
    );
  });

  it('updates only what changed; a double switch keeps the layouts chosen after it, in one undo step', () => {
    const editor = editorOnFixture();
    const before = editor.getDocument().stickers[stickers.ben]!;
    const { id: _id, createdAt: _c, number: _n, ...current } = before;
    expect(
      saveSticker(
        editor,
        stickers.ben,
        { ...current, doubleSticker: true, cellLayout: 'full', stickerLayout: 'default' },
        'x',
      ).ok,
    ).toBe(true);
    expect(editor.getDocument().stickers[stickers.ben]).toMatchObject({
      doubleSticker: true,
      stickerLayout: 'default',
      cellLayout: 'full',
    });
    editor.undo();
    expect(editor.getDocument().stickers[stickers.ben]).toMatchObject({
      doubleSticker: false,
      stickerLayout: 'full',
    });
  });
});
