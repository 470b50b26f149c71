import { describe, expect, it, vi } from 'vitest';
import type { AlbumImage, MergeResult, StickerUpload, StickerUploadCorrection } from '@album/api-client';
import { createEditor, DEFAULT_CROP, fromNested } from '@album/editor-core';
import type { Editor, Sticker } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { faceFitChanges, mergeUploads, stickersArrive, uploadCorrection } from './merge-uploads';
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

/** What the server's merge makes of an upload (its values with the organiser's correction, the default crop). */
function serverSticker(u: StickerUpload, fix: StickerUploadCorrection = {}): Sticker {
  return {
    id: `st-${u.id}`,
    name: fix.name ?? u.name,
    position: fix.position ?? u.position ?? '',
    doubleSticker: false,
    image: u.image!.id,
    sectionId: fix.section_id ?? u.section_id ?? 'sec-blue',
    stickerLayout: 'default',
    cellLayout: 'default',
    createdAt: '2026-11-27T09:00:00.000Z',
    ...DEFAULT_CROP,
  };
}

/** The live sync's part: the merged stickers (and their images) reach the open editor. */
function deliver(editor: Editor, stickers: Sticker[], images: AlbumImage[]) {
  editor.addImages(images);
  for (const sticker of stickers) expect(editor.addSticker(sticker).ok).toBe(true);
}

function fakeMerge(editor: Editor, uploads: StickerUpload[], when: 'before' | 'after' | 'never' = 'before') {
  return vi.fn(
    async (
      _albumId: string,
      ids: string[],
      corrections: Readonly<Record<string, StickerUploadCorrection>> = {},
    ): Promise<MergeResult> => {
      const merged = uploads.filter((u) => ids.includes(u.id));
      const stickers = merged.map((u) => serverSticker(u, corrections[u.id]));
      const images = merged.map((u) => u.image!);
      if (when === 'before') deliver(editor, stickers, images);
      else if (when === 'after') queueMicrotask(() => deliver(editor, stickers, images));
      return { merged_at: '2026-11-27T09:00:00.000Z', stickers, version: 2 };
    },
  );
}

describe('mergeUploads', () => {
  it('sends the corrections with the merge, then writes the face fit as one undo step', async () => {
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

    // Only what the organiser changed goes along; u2's draft is untouched.
    expect(merge).toHaveBeenCalledWith('album-1', ['u1', 'u2'], {
      u1: { name: 'Mia Rossi', last_name: null, section_id: 'sec-blue' },
    });
    expect(outcome).toEqual({ merged: 2, adjusted: true });
    const { stickers } = editor.getDocument();
    expect(stickers['st-u1']).toMatchObject({ name: 'Mia Rossi', sectionId: 'sec-blue', cx: 0.5, cy: 0.5 });
    expect(stickers['st-u2']).toMatchObject({ name: 'First u2', sectionId: 'sec-red' });
    // The face moved towards the frame's face point: the crop centre moves left and up of the middle.
    expect(stickers['st-u2']!.cx).toBeLessThan(0.5);
    expect(stickers['st-u2']!.cy).toBeLessThan(0.5);
    // One undo takes back the face fit; the corrections came with the merge and stay.
    editor.undo();
    expect(editor.getDocument().stickers['st-u2']).toMatchObject({ cx: 0.5, cy: 0.5 });
    expect(editor.getDocument().stickers['st-u1']).toMatchObject({
      name: 'Mia Rossi',
      sectionId: 'sec-blue',
    });
  });

  it('makes a corrected upload whose contributor broke a rule collectable without waiting for the live sync', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    const long = upload('u1', { name: 'Maximiliane', last_name: 'Mustermann-Schneiderhan', position: null });
    const merge = fakeMerge(editor, [long], 'never');
    const draft = { ...draftOfUpload(long, ['sec-red']), name: 'Maxi M.', position: 'Tor' };
    const outcome = await mergeUploads(
      { api: { merge }, editor, albumId: 'album-1', findFace: async () => null, arrivalTimeoutMs: 60_000 },
      [long],
      new Map([['u1', draft]]),
    );
    expect(merge).toHaveBeenCalledWith('album-1', ['u1'], {
      u1: { name: 'Maxi M.', last_name: null, position: 'Tor' },
    });
    // No face to fit: done with the merge answer, even though the stickers never reached this editor.
    expect(outcome).toEqual({ merged: 1, adjusted: true });
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

  it('reports when the stickers do not reach the editor in time for the face fit', async () => {
    vi.useFakeTimers();
    try {
      const editor = createEditor({ document: fromNested(fixtureAlbum()) });
      const uploads = [upload('u1')];
      const pending = mergeUploads(
        {
          api: { merge: fakeMerge(editor, uploads, 'never') },
          editor,
          albumId: 'album-1',
          // A face to fit to: without one there is nothing to wait for.
          findFace: async () => ({ x: 200, y: 150, width: 100, height: 100 }),
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

describe('uploadCorrection', () => {
  const u = upload('u1', { name: 'Mia', last_name: 'Rossi', position: 'Striker' });
  it('is null for an untouched draft, and for no draft', () => {
    expect(uploadCorrection(u, draftOfUpload(u, ['sec-red']))).toBeNull();
    expect(uploadCorrection(u, undefined)).toBeNull();
  });

  it('sends the joined name whole, the trimmed position and a changed chapter', () => {
    const draft = {
      ...draftOfUpload(u, ['sec-red']),
      name: ' Mia R. ',
      position: ' Goalie ',
      sectionId: 'sec-blue',
    };
    expect(uploadCorrection(u, draft)).toEqual({
      name: 'Mia R.',
      last_name: null,
      position: 'Goalie',
      section_id: 'sec-blue',
    });
  });

  it('sends no chapter when the album has none (the server makes one)', () => {
    const draft = { ...draftOfUpload(u, []), position: '' };
    expect(draft.sectionId).toBe('');
    expect(uploadCorrection(u, draft)).toEqual({ position: '' });
  });
});

describe('faceFitChanges', () => {
  const sticker = serverSticker(upload('u1'));
  it('has nothing to change without a face or an image', () => {
    expect(faceFitChanges(sticker, image('img-u1'), null)).toBeNull();
    expect(faceFitChanges(sticker, null, { x: 0, y: 0, width: 10, height: 10 })).toBeNull();
  });

  it('moves the crop towards a face in the upper left', () => {
    const changes = faceFitChanges(sticker, image('img-u1'), { x: 200, y: 150, width: 100, height: 100 });
    expect(changes!.cx).toBeLessThan(0.5);
    expect(changes!.cy).toBeLessThan(0.5);
  });
});
