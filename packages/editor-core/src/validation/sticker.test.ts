import { describe, expect, it } from 'vitest';
import type { StickerUpload } from '../model/types';
import {
  partitionStickerUploads,
  stickerIssues,
  stickerUploadName,
  validateSectionName,
  validateStickerName,
  validateStickerPosition,
} from './sticker';

describe('sticker name and position', () => {
  it('requires a name unless the sticker is double', () => {
    expect(validateStickerName(' Anna ')).toEqual({ ok: true, value: 'Anna' });
    expect(validateStickerName('')).toEqual({
      ok: false,
      errors: [{ key: 'validation.sticker.name.required' }],
    });
    expect(validateStickerName('', { doubleSticker: true })).toEqual({ ok: true, value: '' });
  });

  it('allows 30 characters for name and position', () => {
    expect(validateStickerName('x'.repeat(30)).ok).toBe(true);
    expect(validateStickerName('x'.repeat(31))).toEqual({
      ok: false,
      errors: [{ key: 'validation.sticker.name.tooLong', values: { max: 30 } }],
    });
    expect(validateStickerPosition('y'.repeat(30)).ok).toBe(true);
    expect(validateStickerPosition('y'.repeat(31))).toEqual({
      ok: false,
      errors: [{ key: 'validation.sticker.position.tooLong', values: { max: 30 } }],
    });
    expect(validateStickerPosition('')).toEqual({ ok: true, value: '' });
    expect(validateStickerPosition('', { required: true })).toEqual({
      ok: false,
      errors: [{ key: 'validation.sticker.position.required' }],
    });
  });
});

describe('section name', () => {
  it('allows 50 characters and no empty name', () => {
    expect(validateSectionName(' Team ')).toEqual({ ok: true, value: 'Team' });
    expect(validateSectionName('s'.repeat(50)).ok).toBe(true);
    expect(validateSectionName('s'.repeat(51))).toEqual({
      ok: false,
      errors: [{ key: 'validation.section.name.tooLong', values: { max: 50 } }],
    });
    expect(validateSectionName('  ')).toEqual({
      ok: false,
      errors: [{ key: 'validation.section.name.required' }],
    });
  });
});

describe('sticker issues', () => {
  it('separates errors from the low-resolution warning', () => {
    const issues = stickerIssues(
      { name: '', position: 'Coach' },
      // 400 × 600 px in a 46 × 52 mm area at crop scale 3: 25.4 × min(8.70, 11.54) / 3 = 73.6 dpi.
      { resolution: { sourceWidth: 400, sourceHeight: 600, frameWidth: 46, frameHeight: 52, cscale: 3 } },
    );
    expect(issues.errors).toEqual([{ key: 'validation.sticker.name.required' }]);
    expect(issues.warnings).toEqual([
      { key: 'validation.image.lowResolution', values: { dpi: 73, minDpi: 75 } },
    ]);
    expect(stickerIssues({ name: 'Anna', position: '' })).toEqual({ errors: [], warnings: [] });
  });
});

describe('sticker uploads', () => {
  const upload = (id: string, partial: Partial<StickerUpload>): StickerUpload => ({
    id,
    name: 'Anna',
    last_name: null,
    position: null,
    image: 'img',
    section_id: null,
    merged_at: null,
    ...partial,
  });

  it('names an upload by first and last name', () => {
    expect(stickerUploadName({ name: ' Anna ', last_name: 'Berg' })).toBe('Anna Berg');
    expect(stickerUploadName({ name: 'Anna', last_name: null })).toBe('Anna');
  });

  it('excludes uploads with errors from the merge and skips merged ones', () => {
    const uploads = [
      upload('ok', {}),
      upload('nameless', { name: ' ' }),
      upload('long', { name: 'Maximilian-Alexander', last_name: 'Hohenzollern-Sig' }),
      upload('merged', { merged_at: '2026-01-01' }),
      upload('no-position', {}),
    ];
    const result = partitionStickerUploads(uploads);
    expect(result.mergeable.map((u) => u.id)).toEqual(['ok', 'no-position']);
    expect(result.invalid.map((i) => [i.upload.id, i.errors[0]!.key])).toEqual([
      ['nameless', 'validation.sticker.name.required'],
      ['long', 'validation.sticker.name.tooLong'],
    ]);
    const strict = partitionStickerUploads([upload('a', {}), upload('b', { position: 'Coach' })], {
      requirePosition: true,
    });
    expect(strict.mergeable.map((u) => u.id)).toEqual(['b']);
  });
});
