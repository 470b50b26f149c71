import { describe, expect, it } from 'vitest';
import type { StickerUpload } from '@album/api-client';
import { checkDraft, draftOfUpload, mergeableIds } from './upload-drafts';
import type { UploadDraft } from './upload-drafts';

function upload(id: string, fields: Partial<StickerUpload> = {}): StickerUpload {
  return {
    id,
    name: 'Mia',
    last_name: 'Rossi',
    position: 'Striker',
    image: { id: `img-${id}`, model: 'sticker', blob: {}, details: { width: 600, height: 800 } },
    section_id: 'sec-red',
    merged_at: null,
    created_at: '2026-11-27T08:00:00.000Z',
    ...fields,
  };
}

const chapters = ['sec-blue', 'sec-red'];

describe('draftOfUpload', () => {
  it('joins first and last name and keeps a known chapter', () => {
    expect(draftOfUpload(upload('u1'), chapters)).toEqual({
      uploadId: 'u1',
      name: 'Mia Rossi',
      position: 'Striker',
      sectionId: 'sec-red',
    });
  });

  it('falls back to the first chapter (or none) for an unknown or missing one', () => {
    expect(draftOfUpload(upload('u1', { section_id: 'gone' }), chapters).sectionId).toBe('sec-blue');
    expect(draftOfUpload(upload('u1', { section_id: null, position: null }), []).sectionId).toBe('');
  });
});

describe('checkDraft', () => {
  it('accepts a draft and upload within the rules', () => {
    const u = upload('u1');
    expect(checkDraft(draftOfUpload(u, chapters), u, false).valid).toBe(true);
  });

  it('reports the draft’s name and position errors', () => {
    const u = upload('u1');
    const draft: UploadDraft = { ...draftOfUpload(u, chapters), name: ' ', position: 'p'.repeat(31) };
    const check = checkDraft(draft, u, false);
    expect(check.valid).toBe(false);
    expect(check.errors.map((e) => e.key)).toEqual([
      'validation.sticker.name.required',
      'validation.sticker.position.tooLong',
    ]);
  });

  it('requires a position when the link asks for one', () => {
    const u = upload('u1', { position: null });
    const check = checkDraft(draftOfUpload(u, chapters), u, true);
    expect(check.errors.map((e) => e.key)).toEqual(['validation.sticker.position.required']);
  });

  it('lets an upload whose contributor broke a rule in once the organiser has corrected it', () => {
    const u = upload('u1', { name: 'Maximiliane Alexandra', last_name: 'Oberhuber' });
    expect(checkDraft(draftOfUpload(u, chapters), u, false)).toMatchObject({ valid: false });
    const draft = { ...draftOfUpload(u, chapters), name: 'Maxi Oberhuber' };
    expect(checkDraft(draft, u, false)).toMatchObject({ errors: [], valid: true });
  });

  it('keeps out an upload without a photo', () => {
    const u = upload('u1', { image: null });
    expect(checkDraft(draftOfUpload(u, chapters), u, false)).toMatchObject({ noPhoto: true, valid: false });
  });
});

describe('mergeableIds', () => {
  it('lists the valid uploads in order, using the drafts where the organiser edited', () => {
    const uploads = [upload('u1'), upload('u2', { name: '', last_name: null }), upload('u3')];
    const drafts = new Map<string, UploadDraft>([
      ['u3', { ...draftOfUpload(uploads[2]!, chapters), name: '' }],
    ]);
    expect(mergeableIds(uploads, drafts, chapters, false)).toEqual(['u1']);
    drafts.set('u2', { ...draftOfUpload(uploads[1]!, chapters), name: 'Fixed' });
    // u2 was sent without a name: the organiser's name makes it collectable (the merge sends it as a correction).
    expect(mergeableIds(uploads, drafts, chapters, false)).toEqual(['u1', 'u2']);
  });
});
