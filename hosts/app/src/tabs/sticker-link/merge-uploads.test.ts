import { describe, expect, it, vi } from 'vitest';
import type { AlbumImage, MergeResult, StickerUpload } from '@album/api-client';
import { createEditor, DEFAULT_CROP, fromNested } from '@album/editor-core';
import type { Editor, Sticker } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { mergeUploads, stickerCorrections, stickersArrive } from './merge-uploads';
import { draftOfUpload } from './upload-drafts';

function image(id: string): AlbumImage {
  return { id, model: 'sticker', blob: {}, details: { width: 1000, height: 1000 } };
}

function upload(id: string, fields: Partial<StickerUpload> = {}): StickerUpload {
  return {
    id,
    name: `First ${id}`,
    last_name: null,
    position: 'Defender',
    image: image(`img-${id}`),
    section_id: 'sec-red',
    merged_at: null,
    created_at: '2026-11-27T08:00:00.000Z',
    ...fields,
  };
}

/** What the server's merge makes of an upload (its stored values, the default crop). */
function serverSticker(u: StickerUpload): Sticker {
  return {
    id: `st-${u.id}`,
    name: u.name,
    position: u.position ?? '',
    doubleSticker: false,
    image: u.image!.id,
    sectionId: u.section_id ?? 'sec-blue',
    stickerLayout: 'default',
    cellLayout: 'default',
    createdAt: '2026-11-27T09:00:00.000Z',
    ...DEFAULT_CROP,
  };
}

/** The live sync's part: the merged stickers (and their images) reach the open editor. */
function deliver(editor: Editor, uploads: StickerUpload[]) {
  editor.addImages(uploads.map((u) => u.image!));
  for (const u of uploads) expect(editor.addSticker(serverSticker(u)).ok).toBe(true);
}

function fakeMerge(editor: Editor, uploads: StickerUpload[], when: 'before' | 'after' | 'never' = 'before') {
  return vi.fn(async (_albumId: string, ids: string[]): Promise<MergeResult> => {
    const merged = uploads.filter((u) => ids.includes(u.id));
    if (when === 'before') deliver(editor, merged);
    else if (when === 'after') queueMicrotask(() => deliver(editor, merged));
    return { merged_at: '2026-11-27T09:00:00.000Z', stickers: merged.map(serverSticker), version: 2 };
  });
}

describe('mergeUploads', () => {
  it('merges the uploads, then writes the corrections and the face fit as one undo step', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    const uploads = [upload('u1'), upload('u2')];
    const merge = fakeMerge(editor, uploads, 'after');
    const drafts = new Map([
      [
        'u1',
        { ...draftOfUpload(uploads[0]!, ['sec-blue', 'sec-red']), name: 'Mia Rossi', sectionId: 'sec-blue' },
      ],
      ['u2', draftOfUpload(uploads[1]!, ['sec-blue', 'sec-red'])],
    ]);
    // A face in the upper left of u2's photo.
    const findFace = vi.fn(async (img: AlbumImage) =>
      img.id === 'img-u2' ? { x: 200, y: 150, width: 100, height: 100 } : null,
    );
    const outcome = await mergeUploads(
      { api: { merge }, editor, albumId: 'album-1', findFace },
      uploads,
      drafts,
    );

    expect(merge).toHaveBeenCalledWith('album-1', ['u1', 'u2']);
    expect(outcome).toEqual({ merged: 2, adjusted: true });
    const { stickers } = editor.getDocument();
    expect(stickers['st-u1']).toMatchObject({ name: 'Mia Rossi', sectionId: 'sec-blue', cx: 0.5, cy: 0.5 });
    expect(stickers['st-u2']).toMatchObject({ name: 'First u2', sectionId: 'sec-red' });
    // The face moved towards the frame's face point: the crop centre moves left and up of the middle.
    expect(stickers['st-u2']!.cx).toBeLessThan(0.5);
    expect(stickers['st-u2']!.cy).toBeLessThan(0.5);
    // One undo takes back both corrections at once, leaving the stickers as the server made them.
    editor.undo();
    expect(editor.getDocument().stickers['st-u1']).toMatchObject({ name: 'First u1', sectionId: 'sec-red' });
    expect(editor.getDocument().stickers['st-u2']).toMatchObject({ cx: 0.5, cy: 0.5 });
  });

  it('takes the face the photo check found instead of asking for a detection', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    const checked = {
      ...upload('u1'),
      photo_check: { ok: true, checks: [], face: { x: 0.2, y: 0.15, width: 0.1, height: 0.1 } },
    } as StickerUpload;
    const findFace = vi.fn(async () => null);
    await mergeUploads(
      { api: { merge: fakeMerge(editor, [checked]) }, editor, albumId: 'album-1', findFace },
      [checked],
      new Map(),
    );
    expect(findFace).not.toHaveBeenCalled();
    expect(editor.getDocument().stickers['st-u1']!.cx).toBeLessThan(0.5);
  });

  it('counts a failed face detection as no face', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    const uploads = [upload('u1')];
    const outcome = await mergeUploads(
      {
        api: { merge: fakeMerge(editor, uploads) },
        editor,
        albumId: 'album-1',
        findFace: () => Promise.reject(new Error('503')),
      },
      uploads,
      new Map(),
    );
    expect(outcome).toEqual({ merged: 1, adjusted: true });
    expect(editor.getDocument().stickers['st-u1']).toMatchObject({ cx: 0.5, cy: 0.5, name: 'First u1' });
  });

  it('reports when the stickers do not reach the editor in time', async () => {
    vi.useFakeTimers();
    try {
      const editor = createEditor({ document: fromNested(fixtureAlbum()) });
      const uploads = [upload('u1')];
      const pending = mergeUploads(
        {
          api: { merge: fakeMerge(editor, uploads, 'never') },
          editor,
          albumId: 'album-1',
          findFace: async () => null,
          arrivalTimeoutMs: 1000,
        },
        uploads,
        new Map(),
      );
      await vi.advanceTimersByTimeAsync(1000);
      expect(await pending).toEqual({ merged: 1, adjusted: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes the server’s refusal on', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    const merge = vi.fn(() => Promise.reject(new Error('invalid_sticker_upload')));
    await expect(
      mergeUploads(
        { api: { merge }, editor, albumId: 'a', findFace: async () => null },
        [upload('u1')],
        new Map(),
      ),
    ).rejects.toThrow('invalid_sticker_upload');
  });
});

describe('stickersArrive', () => {
  it('resolves at once when the stickers are already there', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    expect(await stickersArrive(editor, ['st-anna'], 0)).toBe(true);
  });
});

describe('stickerCorrections', () => {
  const sticker = serverSticker(upload('u1'));
  it('has nothing to change for an untouched draft without a face', () => {
    const draft = draftOfUpload(upload('u1'), ['sec-red']);
    expect(stickerCorrections(sticker, draft, image('img-u1'), null, () => true)).toBeNull();
  });

  it('leaves the chapter when the chosen one no longer exists', () => {
    const draft = { ...draftOfUpload(upload('u1'), ['sec-red']), sectionId: 'gone', position: ' Goalie ' };
    expect(stickerCorrections(sticker, draft, image('img-u1'), null, () => false)).toEqual({
      position: 'Goalie',
    });
  });
});
