import { describe, expect, it } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import { createBulkStickers, stickerNameFromFile } from './bulk-stickers';

const { sections } = FIXTURE_IDS;

describe('stickerNameFromFile', () => {
  it('drops the extension and surrounding blanks', () => {
    expect(stickerNameFromFile('Anna Berg.jpg')).toBe('Anna Berg');
    expect(stickerNameFromFile('  Ben Kurz .final.PNG')).toBe('Ben Kurz .final');
    expect(stickerNameFromFile('photos/team/Clara.jpeg')).toBe('Clara');
  });

  it('cuts names at 30 characters, never ending on a blank', () => {
    expect(stickerNameFromFile(`${'a'.repeat(29)} b.jpg`)).toBe('a'.repeat(29));
    expect(stickerNameFromFile(`${'x'.repeat(40)}.png`)).toHaveLength(30);
  });

  it('keeps the whole name when there is nothing before the extension', () => {
    expect(stickerNameFromFile('.jpg')).toBe('.jpg');
  });
});

describe('createBulkStickers', () => {
  it('creates every sticker in the chapter as one undo step', () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    const before = Object.keys(editor.getDocument().stickers).length;
    let n = 0;
    const result = createBulkStickers(
      editor,
      sections.red,
      [
        { name: 'One', imageId: 'img-1' },
        { name: 'Two', imageId: 'img-2' },
      ],
      () => `bulk-${++n}`,
    );
    expect(result).toMatchObject({ ok: true, ids: ['bulk-1', 'bulk-2'] });
    const stickers = editor.getDocument().stickers;
    expect(stickers['bulk-1']).toMatchObject({ name: 'One', image: 'img-1', sectionId: sections.red });
    expect(stickers['bulk-2']).toMatchObject({ name: 'Two', image: 'img-2', sectionId: sections.red });
    expect(editor.undo().ok).toBe(true);
    expect(Object.keys(editor.getDocument().stickers)).toHaveLength(before);
  });

  it('creates nothing when a sticker is refused (unknown chapter)', () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    const before = Object.keys(editor.getDocument().stickers).length;
    const result = createBulkStickers(editor, 'no-such-chapter', [{ name: 'One', imageId: 'img-1' }]);
    expect(result.ok).toBe(false);
    expect(Object.keys(editor.getDocument().stickers)).toHaveLength(before);
  });
});
